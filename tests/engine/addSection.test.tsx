import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validateConfig } from "../../src/shared/configValidation.ts";
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { renderSite } from "../support/renderSite.tsx";

beforeEach(() => vi.stubGlobal("scrollTo", vi.fn()));
afterEach(() => vi.unstubAllGlobals());

/** A maintainer's edit: one new entry in a copy of routes.json, no code change. */
async function configWithNewSection() {
  const files = await readConfigFiles("config");
  const routes = structuredClone(files.routes.data) as { routes: unknown[] };
  routes.routes.push({
    path: "/weather",
    title: { en: "Weather", es: "Tiempo", fr: "Météo", ar: "الطقس" },
    layout: "grid",
    slots: { cards: "newYork/climate", list: "newYork/environment" },
    options: {
      cut: { unit: "characters", length: 100 },
      listTitle: {
        en: "Climate Desk",
        es: "Mesa del clima",
        fr: "Pôle climat",
        ar: "مكتب المناخ",
      },
    },
    menu: { group: "science", label: { en: "Weather", es: "Tiempo", fr: "Météo", ar: "الطقس" } },
  });
  const result = validateConfig({ ...files, routes: { ...files.routes, data: routes } });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { manifest: result.config.manifest, site: result.config.site };
}

describe("adding a section by editing config only", () => {
  it("renders the new route with its feeds", async () => {
    stubFeedApi({ "newYork/climate": { json: makeArticles(6, { category: "Weather" }) } });
    const { container } = renderSite("/weather", await configWithNewSection());
    await waitFor(() => expect(container.querySelector('[data-layout="grid"]')).not.toBeNull());
    await waitFor(() => expect(document.title).toMatch(/^Weather \|/));
    expect(await screen.findAllByText("Test headline 1")).not.toHaveLength(0);
  });

  it("puts it in the menu and in menu search", async () => {
    stubFeedApi();
    const user = userEvent.setup();
    renderSite("/contact", await configWithNewSection());

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Site menu" });
    await user.click(within(menu).getByRole("button", { name: "Tech & Science" }));
    expect(within(menu).getByRole("link", { name: "Weather" })).toHaveAttribute("href", "/weather");
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Search sections" }));
    await user.type(await screen.findByRole("searchbox", { name: "Search sections" }), "weath");
    const results = screen.getByRole("list", { name: "Matching sections" });
    await user.click(within(results).getByRole("link", { name: "Weather" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/weather"));
  });
});
