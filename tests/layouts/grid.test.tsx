import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";
import {
  cssRulesOf,
  expectArticleLinksOpenInNewTab,
  headingTexts,
  pendingFetch,
} from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/grid/GridLayout.tsx"), 30_000);

const gridRoutes = defaultConfig.manifest.routes.filter((route) => route.layout === "grid");
const PATHS = ["/Humanrights", "/economy", "/features", "/climate", "/region"];

/** 40 distinct words, 'w1 w2 ... w40', 201 characters. */
const LONG = Array.from({ length: 40 }, (_, i) => `w${i + 1}`).join(" ");
const words = (n: number) => LONG.split(" ").slice(0, n).join(" ");

describe("grid pages", () => {
  it("are one template for the five routes; the cut rule is config", () => {
    expect(gridRoutes.map((route) => route.path)).toEqual(PATHS);
    const cuts = Object.fromEntries(gridRoutes.map((r) => [r.path, r.options.cut]));
    expect(cuts).toEqual({
      "/Humanrights": { unit: "words", length: 30 },
      "/economy": { unit: "characters", length: 100 },
      "/features": { unit: "characters", length: 100 },
      "/climate": { unit: "characters", length: 100 },
      "/region": { unit: "characters", length: 100 },
    });
  });

  it.each(PATHS.slice(1))(
    "%s: up to 6 cards in 3 columns, descriptions cut to 100 characters, 'Read more →'",
    async (path) => {
      stubFeedApi({ [slotFeed(path, "cards")]: { json: makeArticles(9, { description: LONG }) } });
      const { container } = renderSite(path);
      const grid = await screen.findByRole("list", { name: /stories$/ });
      await waitFor(() => expect(within(grid).getAllByRole("article")).toHaveLength(6));
      expect(cssRulesOf(grid).join("\n")).toMatch(/repeat\(3, minmax\(0, 1fr\)\)/);
      const cut = `${LONG.slice(0, 100).trimEnd()}...`;
      expect(within(grid).getAllByText(cut)).toHaveLength(6);
      const links = within(grid).getAllByRole("link", { name: /^Read more →: / });
      expect(links).toHaveLength(6);
      expect(links[0]).toHaveTextContent(LAYOUT_TEXT.readMoreArrow);
      expectArticleLinksOpenInNewTab(container);
    },
  );

  it("/Humanrights cuts descriptions to 30 words", async () => {
    stubFeedApi({
      [slotFeed("/Humanrights", "cards")]: { json: makeArticles(3, { description: LONG }) },
    });
    renderSite("/Humanrights");
    const grid = await screen.findByRole("list", { name: /stories$/ });
    await waitFor(() => expect(within(grid).getAllByText(`${words(30)}...`)).toHaveLength(3));
  });

  it("a short description is not cut", async () => {
    stubFeedApi({ [slotFeed("/climate", "cards")]: { json: makeArticles(2) } });
    renderSite("/climate");
    expect(await screen.findByText("Description of test story 1.")).toBeInTheDocument();
  });

  it.each(PATHS)("%s: lists the first 3 articles of another feed", async (path) => {
    const list = slotFeed(path, "list");
    expect(list).not.toBe(slotFeed(path, "cards"));
    stubFeedApi({
      [list]: { json: makeArticles(7).map((a) => ({ ...a, title: `Other ${a.title}` })) },
    });
    renderSite(path);
    const route = gridRoutes.find((r) => r.path === path);
    const section = await screen.findByRole("region", {
      name: route && labelIn(route.options.listTitle, "en"),
    });
    await waitFor(() =>
      expect(headingTexts(section).slice(1)).toEqual([
        "Other Test headline 1",
        "Other Test headline 2",
        "Other Test headline 3",
      ]),
    );
  });

  it("shows 'Loading news...' while fetching", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderSite("/features");
    expect(await screen.findByText(TEXT.loadingNews)).toBeInTheDocument();
  });
});
