import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";
import { cssRulesOf, expectArticleLinksOpenInNewTab, pendingFetch } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/arts/ArtsLayout.tsx"), 30_000);

const LABELS: Record<string, string> = {
  "/art": "LIFESTYLE",
  "/bookreview": "LIFESTYLE",
  "/music": "MUSIC",
  "/movie": "MOVIES",
};

describe("art, book review, music, movie", () => {
  it("are one template with a fixed label from config", () => {
    const routes = defaultConfig.manifest.routes.filter((route) => route.layout === "arts");
    expect(Object.fromEntries(routes.map((r) => [r.path, labelIn(r.options.label, "en")]))).toEqual(
      LABELS,
    );
  });

  it.each(Object.entries(LABELS))("%s: the lead text carries the label %s", async (path, label) => {
    stubFeedApi({ [slotFeed(path, "lead")]: { json: makeArticles(10) } });
    renderSite(path);
    const lead = await screen.findByRole("heading", { level: 2, name: "Test headline 1" });
    const article = lead.closest("article") as HTMLElement;
    expect(within(article).getByText(label)).toBeInTheDocument();
    expect(within(article).getByText("Description of test story 1.")).toBeInTheDocument();
  });

  it("shows the side image (item 2) on large screens only", async () => {
    stubFeedApi({ [slotFeed("/music", "side")]: { json: makeArticles(10) } });
    const { container } = renderSite("/music");
    const image = await waitFor(() => {
      const found = container.querySelector('img[src="https://img.test/2.jpg"]');
      if (!found) throw new Error("no side image yet");
      return found;
    });
    const wrapper = image.closest("a")?.parentElement as HTMLElement;
    const rules = cssRulesOf(wrapper).join("\n");
    expect(rules).toMatch(/\{\s*display: none;\s*\}/);
    expect(rules).toMatch(/@media \(min-width: 900px\) \{\s*\.\S+ \{\s*display: block;/);
  });

  it("shows a two-column grid of cards: category, date, title, description, 'Read more'", async () => {
    const articles = makeArticles(10).map((article, i) =>
      i === 3 ? { ...article, category: null } : article,
    );
    stubFeedApi({ [slotFeed("/movie", "grid")]: { json: articles } });
    const { container } = renderSite("/movie");
    const grid = await screen.findByRole("list", { name: "More Movies" });
    await waitFor(() => expect(within(grid).getAllByRole("listitem")).toHaveLength(8));
    expect(cssRulesOf(grid).join("\n")).toMatch(
      /grid-template-columns: repeat\(2, minmax\(0, 1fr\)\)/,
    );
    const [first, second] = within(grid).getAllByRole("listitem") as HTMLElement[];
    if (!first || !second) throw new Error("missing cards");
    expect(first).toHaveTextContent("World");
    expect(within(first).getByRole("heading")).toHaveTextContent("Test headline 3");
    expect(first).toHaveTextContent("Description of test story 3.");
    expect(within(first).getByText("Jun 27th, 2025")).toBeInTheDocument();
    const readMore = within(first).getByRole("link", { name: /^Read more: / });
    expect(readMore).toHaveTextContent(LAYOUT_TEXT.readMoreLower);
    expect(readMore).toHaveAttribute("href", "https://news.test/story-3");
    // A card without a category shows 'General'.
    expect(within(second).getByText(TEXT.defaultCategory)).toBeInTheDocument();
    expectArticleLinksOpenInNewTab(container);
  });

  it("shows 'Loading...' while fetching", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderSite("/bookreview");
    expect((await screen.findAllByRole("status")).map((el) => el.textContent)).toContain(
      TEXT.loading,
    );
  });
});
