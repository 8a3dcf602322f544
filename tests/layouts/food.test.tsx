import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";
import { requestedEndpoints, stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";
import { expectArticleLinksOpenInNewTab, headingTexts, pendingFetch } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/food/FoodLayout.tsx"), 30_000);

const LONG =
  "Slow-cooked beans with smoked paprika, garlic and a splash of sherry vinegar, finished with parsley, lemon zest and a generous drizzle of good olive oil, then served warm.";
const FEED = slotFeed("/food", "featured");

describe("food", () => {
  it("reads one feed in every block, fetched once", async () => {
    const route = defaultConfig.manifest.routes.find((r) => r.path === "/food");
    expect(Object.values(route?.slots ?? {}).map((rule) => rule.feed)).toEqual([FEED, FEED, FEED]);
    const spy = stubFeedApi({ [FEED]: { json: makeArticles(14) } });
    renderSite("/food");
    await screen.findByRole("region", { name: LAYOUT_TEXT.newRecipes });
    await waitFor(() => expect(screen.getAllByRole("article").length).toBeGreaterThan(6));
    expect(requestedEndpoints(spy)).toEqual([FEED]);
  });

  it("features the first article, opening its link in a new tab, description cut at 150", async () => {
    expect(LONG.length).toBeGreaterThan(150);
    stubFeedApi({
      [FEED]: { json: [makeArticle(1, { description: LONG }), ...makeArticles(12).slice(1)] },
    });
    renderSite("/food");
    const heading = await screen.findByRole("heading", { level: 2, name: "Test headline 1" });
    const link = within(heading).getByRole("link");
    expect(link).toHaveAttribute("href", "https://news.test/story-1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText(`${LONG.slice(0, 150).trimEnd()}...`)).toBeInTheDocument();
  });

  it("shows 5 thumbnails", async () => {
    stubFeedApi({ [FEED]: { json: makeArticles(14) } });
    renderSite("/food");
    const thumbnails = await screen.findByRole("list", { name: "More from the kitchen" });
    await waitFor(() =>
      expect(headingTexts(thumbnails)).toEqual([2, 3, 4, 5, 6].map((n) => `Test headline ${n}`)),
    );
    expect(thumbnails.querySelectorAll("img")).toHaveLength(5);
  });

  it("'New Recipes': descriptions cut at 100, fallbacks for title, description and date", async () => {
    const recipes = [
      makeArticle(7, { description: LONG }),
      makeArticle(8, { title: "  ", description: "", pubDate: null }),
      makeArticle(9, { pubDate: "not a date" }),
    ];
    stubFeedApi({ [FEED]: { json: [...makeArticles(6), ...recipes] } });
    const { container } = renderSite("/food");
    const section = await screen.findByRole("region", { name: LAYOUT_TEXT.newRecipes });
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    const [first, second, third] = within(section).getAllByRole("article");
    if (!first || !second || !third) throw new Error("missing recipes");
    expect(first).toHaveTextContent(`${LONG.slice(0, 100).trimEnd()}...`);
    expect(first).toHaveTextContent("Jun 23rd, 2025");
    expect(within(second).getByRole("heading")).toHaveTextContent(LAYOUT_TEXT.untitledRecipe);
    expect(second).toHaveTextContent(TEXT.noDescription);
    expect(second).toHaveTextContent(LAYOUT_TEXT.unknownDate);
    expect(third).toHaveTextContent(LAYOUT_TEXT.unknownDate);
    expectArticleLinksOpenInNewTab(container);
  });

  it("'New Recipes': an item without a title key is shown as 'Untitled Recipe'", async () => {
    const { title: _omitted, ...untitled } = makeArticle(7);
    stubFeedApi({ [FEED]: { json: [...makeArticles(6), untitled] } });
    renderSite("/food");
    const section = await screen.findByRole("region", { name: LAYOUT_TEXT.newRecipes });
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(1));
    const [recipe] = within(section).getAllByRole("article");
    if (!recipe) throw new Error("missing recipe");
    expect(within(recipe).getByRole("heading")).toHaveTextContent(LAYOUT_TEXT.untitledRecipe);
    expect(section).toHaveTextContent("Description of test story 7.");
  });

  it("shows 'Loading...' while fetching", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderSite("/food");
    const section = await screen.findByRole("region", { name: LAYOUT_TEXT.newRecipes });
    expect(within(section).getByRole("status")).toHaveTextContent(TEXT.loading);
  });
});
