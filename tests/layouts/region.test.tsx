import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import type { RouteOf } from "../../src/shared/manifest.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";
import { type FakeAnswer, stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";
import { colorOf } from "./layoutAssertions.ts";

setUpLayoutTests();

function regionRoute(path: string): RouteOf<"region"> {
  const route = defaultConfig.manifest.routes.find((entry) => entry.path === path);
  if (route?.layout !== "region") throw new Error(`${path} is not a region page`);
  return route;
}

function renderRegion(path: string, answers: Record<string, FakeAnswer> = {}) {
  stubFeedApi(answers);
  return { ...renderSite(path), user: userEvent.setup() };
}

const leadArticle = (title: string) =>
  screen
    .findByRole("heading", { level: 2, name: title })
    .then((h) => h.closest("article") as HTMLElement);

describe("region pages", () => {
  it("are one template in five config entries", () => {
    const regions = defaultConfig.manifest.routes
      .filter((route) => route.layout === "region")
      .map((r) => r.path);
    expect(regions).toEqual(["/africa", "/america", "/asia", "/europe", "/middleeast"]);
  });

  it("show the lead: title, description cut to 300 characters plus '...', creator, date like 'Mar 3rd, 2025'", async () => {
    const feed = slotFeed("/africa", "lead");
    renderRegion("/africa", {
      [feed]: {
        json: [
          makeArticle(1, {
            description: "y".repeat(420),
            creator: "Kofi Writer",
            pubDate: "2025-03-03T10:00:00Z",
          }),
        ],
      },
    });
    const lead = await leadArticle("Test headline 1");
    expect(within(lead).getByText(`${"y".repeat(300)}...`)).toBeInTheDocument();
    expect(lead).toHaveTextContent("Kofi Writer");
    expect(lead).toHaveTextContent("Mar 3rd, 2025");
  });

  it.each(["/africa", "/america", "/asia", "/europe", "/middleeast"])(
    "%s falls back to its region label for a missing creator",
    async (path) => {
      renderRegion(path, {
        [slotFeed(path, "lead")]: { json: makeArticles(3, { creator: null }) },
      });
      const lead = await leadArticle("Test headline 1");
      expect(lead).toHaveTextContent(labelIn(regionRoute(path).options.label, "en"));
    },
  );

  it("has the region label 'Africa News' in config", () => {
    expect(labelIn(regionRoute("/africa").options.label, "en")).toBe("Africa News");
  });

  it("shows items 2 and 3 in a Trending box with a Show More label that is not a control", async () => {
    renderRegion("/europe", { [slotFeed("/europe", "lead")]: { json: makeArticles(5) } });
    const trending = await screen.findByRole("complementary", { name: TEXT.trending });
    await waitFor(() =>
      expect(
        within(trending)
          .getAllByRole("heading", { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(["Test headline 2", "Test headline 3"]),
    );
    expect(within(trending).getByText(TEXT.showMore)).toBeInTheDocument();
    expect(within(trending).queryByRole("button")).toBeNull();
  });

  it("shows up to 6 sub-region stories, 'Loading news...' first and 'No news available.' when empty", async () => {
    renderRegion("/america", { [slotFeed("/america", "subRegion")]: { json: makeArticles(9) } });
    const sub = screen.getByRole("region", { name: "More from America" });
    expect(within(sub).getByText(TEXT.loadingNews)).toBeInTheDocument();
    await waitFor(() => expect(within(sub).getAllByRole("article")).toHaveLength(6));
  });

  it("says 'No news available.' for an empty sub-region feed", async () => {
    renderRegion("/america", { [slotFeed("/america", "subRegion")]: { json: [] } });
    const sub = screen.getByRole("region", { name: "More from America" });
    expect(await within(sub).findByText(TEXT.noNews)).toBeInTheDocument();
  });

  it("includes the All News list", async () => {
    renderRegion("/asia");
    const allNews = await screen.findByRole("region", { name: TEXT.allNews });
    expect(await within(allNews).findByText(/^Page 1 of \d+$/)).toBeInTheDocument();
  });

  it("shows News Update: 4 cards, Latest News 5 to 8, Show More / Show Less for all", async () => {
    const { user } = renderRegion("/africa", {
      [slotFeed("/africa", "updateCards")]: { json: makeArticles(11) },
    });
    const update = await screen.findByRole("region", { name: TEXT.newsUpdate });
    await waitFor(() => expect(within(update).getAllByRole("article")).toHaveLength(4));
    const latest = screen.getByRole("region", { name: TEXT.latestNews });
    const count = () => within(latest).getAllByRole("article").length;
    expect(within(latest).getAllByRole("heading", { level: 3 })[0]).toHaveTextContent(
      "Test headline 5",
    );
    expect(count()).toBe(4);
    await user.click(within(latest).getByRole("button", { name: TEXT.showMore }));
    expect(count()).toBe(7);
    await user.click(within(latest).getByRole("button", { name: TEXT.showLess }));
    expect(count()).toBe(4);
  });

  it("shows the News Update failure in red", async () => {
    renderRegion("/middleeast", {
      [slotFeed("/middleeast", "updateCards")]: { status: 500, text: "x" },
    });
    const update = await screen.findByRole("region", { name: TEXT.newsUpdate });
    const alert = await within(update).findByRole("alert");
    expect(alert).toHaveTextContent(TEXT.error.newsUpdate);
    expect(colorOf(alert)).toBe("rgb(179, 18, 27)");
  });

  it("shows the Middle East's static headline when it has no articles", async () => {
    const { emptyLead } = regionRoute("/middleeast").options;
    expect(emptyLead && labelIn(emptyLead.headline, "en")).toBe(
      "Get In-Depth Coverage On Global Headlines",
    );
    renderRegion("/middleeast", { [slotFeed("/middleeast", "lead")]: { json: [] } });
    expect(
      await screen.findByRole("heading", { name: "Get In-Depth Coverage On Global Headlines" }),
    ).toBeInTheDocument();
    expect(screen.getByText(emptyLead ? labelIn(emptyLead.text, "en") : "")).toBeInTheDocument();
  });

  it("shows 'Failed to fetch news.' when the Asia lead list fails", async () => {
    renderRegion("/asia", { [slotFeed("/asia", "lead")]: { status: 500, text: "boom" } });
    expect(await screen.findByText(TEXT.error.asiaLeadList)).toBeInTheDocument();
  });
});
