import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
  stubFeedApi();
});
afterEach(() => vi.unstubAllGlobals());

async function openSearch() {
  const user = userEvent.setup();
  renderSite("/contact");
  await user.click(screen.getByRole("button", { name: "Search sections" }));
  return { user, box: await screen.findByRole("searchbox", { name: "Search sections" }) };
}

describe("header", () => {
  it("has the landmarks and a logo + title link home", () => {
    renderSite("/contact");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Sections" })).toBeInTheDocument();
    const home = within(screen.getByRole("banner")).getByRole("link", {
      name: defaultConfig.site.title,
    });
    expect(home).toHaveAttribute("href", "/");
  });

  it("shows the social links from config, opening in a new tab", () => {
    renderSite("/contact");
    const banner = screen.getByRole("banner");
    for (const profile of defaultConfig.site.social) {
      const links = within(banner).getAllByRole("link", {
        name: labelIn(profile.label, "en"),
        hidden: true,
      });
      expect(links[0]).toHaveAttribute("href", profile.url);
      expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("has an EN edition button that opens the language menu", async () => {
    const user = userEvent.setup();
    renderSite("/contact");
    const button = screen.getByRole("button", { name: "EN: English edition" });
    expect(button).toHaveTextContent("EN");
    await user.click(button);
    expect(await screen.findByRole("navigation", { name: "Language" })).toHaveAttribute(
      "id",
      "site-language",
    );
  });
});

describe("menu search", () => {
  it("matches sub-links by name, case-insensitively, and links to them", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "aFRiC");
    const results = screen.getByRole("list", { name: "Matching sections" });
    expect(within(results).getByRole("link", { name: "Africa" })).toHaveAttribute(
      "href",
      "/africa",
    );
    expect(within(results).queryByRole("link", { name: "Europe" })).toBeNull();
  });

  it("matches a parent group and shows all of its links", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "sport");
    const results = screen.getByRole("list", { name: "Matching sections" });
    for (const label of ["Sports", "Cricket", "Baseball", "Tennis", "Soccer"])
      expect(within(results).getByRole("link", { name: label })).toBeInTheDocument();
  });

  it("shows 'No results found' for nonsense and treats regex characters as text", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "xyzzy");
    expect(screen.getByText("No results found")).toBeInTheDocument();
    for (const text of ["(", "[[", "*", ".*"]) {
      await user.clear(box);
      await user.type(box, text);
      expect(screen.getByText("No results found")).toBeInTheDocument();
    }
  });

  it("offers to search the articles for the typed text, matches or not", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "  africa  ");
    const entry = screen.getByRole("link", { name: "Search articles for 'africa'" });
    expect(entry).toHaveAttribute("href", "/search?q=africa");
    await user.clear(box);
    await user.type(box, "xyzzy & <b>“quotes”</b>");
    expect(screen.getByText("No results found")).toBeInTheDocument();
    const odd = screen.getByRole("link", { name: "Search articles for 'xyzzy & <b>“quotes”</b>'" });
    expect(new URL(odd.getAttribute("href") ?? "", "http://site").searchParams.get("q")).toBe(
      "xyzzy & <b>“quotes”</b>",
    );
    await user.clear(box);
    await user.type(box, "   ");
    expect(screen.queryByRole("link", { name: /^Search articles for/ })).toBeNull();
  });

  it("navigates and closes when a result is chosen", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "privacy");
    await user.click(screen.getByRole("link", { name: "Privacy Policy" }));
    expect(
      await screen.findByRole("heading", { name: "Privacy Policy", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("closes with Escape and returns focus to the search button", async () => {
    const { user } = await openSearch();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Search sections" })).toHaveFocus();
  });
});

describe("slide-down menu", () => {
  it("opens, expands one group at a time, and closes with Escape", async () => {
    const user = userEvent.setup();
    renderSite("/contact");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Site menu" });
    const news = within(menu).getByRole("button", { name: "News" });
    const sport = within(menu).getByRole("button", { name: "Sport" });

    await user.click(news);
    expect(news).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("link", { name: "Africa" })).toBeInTheDocument();

    await user.click(sport);
    expect(sport).toHaveAttribute("aria-expanded", "true");
    expect(news).toHaveAttribute("aria-expanded", "false");
    expect(within(menu).queryByRole("link", { name: "Africa" })).toBeNull();
    expect(within(menu).getByRole("link", { name: "Cricket" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Site menu" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("lists every menu group of site.json that has entries, including Maverick", async () => {
    const user = userEvent.setup();
    renderSite("/contact");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Site menu" });
    const labels = within(menu)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(labels).toEqual(
      defaultConfig.site.menuGroups.map((group) => labelIn(group.label, "en")),
    );
    expect(labels).toContain("Maverick");
  });

  it("is operable with the keyboard alone", async () => {
    const user = userEvent.setup();
    renderSite("/contact");
    screen.getByRole("button", { name: "Open menu" }).focus();
    await user.keyboard("{Enter}");
    const menu = screen.getByRole("navigation", { name: "Site menu" });
    await user.tab();
    expect(within(menu).getByRole("button", { name: "News" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.tab();
    // The News group opens with the day's top stories (issue 50).
    expect(within(menu).getByRole("link", { name: "Today" })).toHaveFocus();
    expect(within(menu).getByRole("link", { name: "Today" })).toHaveAttribute("href", "/today");
  });
});

describe("second navigation", () => {
  it("toggles a category dropdown on press and closes it with Escape", async () => {
    const user = userEvent.setup();
    renderSite("/contact");
    const nav = screen.getByRole("navigation", { name: "Sections" });
    const maverick = within(nav).getByRole("button", { name: "Maverick" });
    await user.click(maverick);
    expect(maverick).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Podcast" })).toHaveAttribute("href", "/podcast");
    await user.keyboard("{Escape}");
    expect(maverick).toHaveAttribute("aria-expanded", "false");
    expect(maverick).toHaveFocus();
  });

  it("opens on mouse hover and closes when the mouse leaves", async () => {
    const user = userEvent.setup();
    renderSite("/contact");
    const nav = screen.getByRole("navigation", { name: "Sections" });
    const sport = within(nav).getByRole("button", { name: "Sport" });
    await user.hover(sport);
    expect(sport).toHaveAttribute("aria-expanded", "true");
    await user.unhover(sport);
    expect(sport).toHaveAttribute("aria-expanded", "false");
  });
});

describe("footer and ad slot", () => {
  it("shows the 2025 copyright, the footer links and the external sister site", () => {
    renderSite("/contact");
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(`© 2025 ${defaultConfig.site.footer.copyrightHolder}`);
    for (const link of defaultConfig.site.footer.links)
      expect(within(footer).getByRole("link", { name: labelIn(link.label, "en") })).toHaveAttribute(
        "href",
        link.href,
      );
    const sister = within(footer).getByRole("link", {
      name: labelIn(defaultConfig.site.footer.sisterSite.label, "en"),
    });
    expect(sister).toHaveAttribute("target", "_blank");
    expect(sister).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("reserves the ad slot and loads no ad script unless one is configured", () => {
    renderSite("/contact");
    expect(screen.getByRole("complementary", { name: "Advertisement" })).toBeInTheDocument();
    expect(document.getElementById("ad-service-script")).toBeNull();
  });

  it("loads the configured ad script once", async () => {
    const config = structuredClone(defaultConfig);
    config.site.ad.script = {
      src: "https://ads.test/tag.js",
      attributes: { "data-client": "pub-1" },
    };
    renderSite("/contact", config);
    await waitFor(() => expect(document.getElementById("ad-service-script")).not.toBeNull());
    const script = document.getElementById("ad-service-script");
    expect(script).toHaveAttribute("src", "https://ads.test/tag.js");
    expect(script).toHaveAttribute("data-client", "pub-1");
    script?.remove();
  });
});
