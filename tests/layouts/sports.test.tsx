import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";
import { type FakeAnswer, stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";
import { expectArticleLinksOpenInNewTab, MARKUP_TITLE, pendingFetch } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/sports/SportsLayout.tsx"), 30_000);

const SPORTS_PATHS = [
  "/sports",
  "/cricket",
  "/baseball",
  "/basketball",
  "/hockey",
  "/tennic",
  "/soccers",
];

function renderPage(path: string, answers: Record<string, FakeAnswer> = {}) {
  stubFeedApi(answers);
  return { ...renderSite(path), user: userEvent.setup() };
}

const recentPanel = () => screen.getByRole("complementary", { name: LAYOUT_TEXT.recentPost });
const recentTitles = () =>
  within(within(recentPanel()).getByRole("list", { name: LAYOUT_TEXT.recentPost }))
    .getAllByRole("heading")
    .map((heading) => heading.textContent);

describe("sports pages", () => {
  it("are one template for the seven sports routes", () => {
    const paths = defaultConfig.manifest.routes
      .filter((route) => route.layout === "sports")
      .map((route) => route.path);
    expect(paths.sort()).toEqual([...SPORTS_PATHS].sort());
  });

  it("/tennic shows soccer content", async () => {
    expect(slotFeed("/tennic", "main")).toBe("newYork/soccer");
    renderPage("/tennic", {
      "newYork/soccer": { json: [makeArticle(1, { title: "Derby ends level" })] },
    });
    expect(await screen.findByRole("heading", { name: "Derby ends level" })).toBeInTheDocument();
  });

  it.each(SPORTS_PATHS)("%s: a main article with a 'Read further here' link", async (path) => {
    const feed = slotFeed(path, "main");
    renderPage(path, { [feed]: { json: makeArticles(8) } });
    const link = await screen.findByRole("link", {
      name: `${LAYOUT_TEXT.readFurther}: Test headline 1`,
    });
    expect(link).toHaveAttribute("href", "https://news.test/story-1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("heading", { level: 2, name: "Test headline 1" })).toBeInTheDocument();
  });

  it("'Recent Post' lists articles 2 to 6 with their author or 'Unknown Author'", async () => {
    const articles = makeArticles(9, { author: null }).map((article, i) =>
      i === 2 ? { ...article, author: "Ada Jones" } : article,
    );
    renderPage("/sports", { [slotFeed("/sports", "recent")]: { json: articles } });
    await waitFor(() =>
      expect(recentTitles()).toEqual([
        "Test headline 2",
        "Test headline 3",
        "Test headline 4",
        "Test headline 5",
        "Test headline 6",
      ]),
    );
    const items = within(recentPanel()).getAllByRole("listitem");
    expect(items[1]).toHaveTextContent("Ada Jones");
    expect(items[0]).toHaveTextContent(LAYOUT_TEXT.unknownAuthor);
    expect(within(recentPanel()).getAllByText(LAYOUT_TEXT.unknownAuthor)).toHaveLength(4);
  });

  it("the search box (placeholder 'Search') filters by title, case-insensitive substring", async () => {
    const titles = ["Cup final", "GOAL of the year", "Late goal seals it", "Price (up) 5%", "Rain"];
    const articles = [makeArticle(1), ...titles.map((title, i) => makeArticle(i + 2, { title }))];
    const { user } = renderPage("/sports", { [slotFeed("/sports", "recent")]: { json: articles } });
    const search = await screen.findByPlaceholderText(LAYOUT_TEXT.search);
    expect(search).toBe(within(recentPanel()).getByRole("searchbox"));
    await waitFor(() => expect(recentTitles()).toEqual(titles));

    await user.type(search, "gOaL");
    expect(recentTitles()).toEqual(["GOAL of the year", "Late goal seals it"]);

    // Regex characters are plain text.
    await user.clear(search);
    await user.type(search, "(up) 5%");
    expect(recentTitles()).toEqual(["Price (up) 5%"]);
    await user.clear(search);
    await user.type(search, ".*");
    expect(within(recentPanel()).queryByRole("list", { name: LAYOUT_TEXT.recentPost })).toBeNull();
    expect(within(recentPanel()).getByRole("status")).toHaveTextContent(
      "No posts match your search.",
    );

    // Any length of input is safe.
    await user.clear(search);
    await user.click(search);
    await user.paste("x".repeat(20_000));
    expect(within(recentPanel()).getByRole("status")).toBeInTheDocument();

    await user.clear(search);
    expect(recentTitles()).toEqual(titles);
  });

  it("has a decorative tag dropdown with the single option 'Popular Tag'", async () => {
    renderPage("/baseball");
    const tags = await screen.findByRole("combobox", { name: "Tags" });
    const options = within(tags).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([LAYOUT_TEXT.popularTag]);
    expect(tags).toHaveValue(LAYOUT_TEXT.popularTag);
  });

  it("lists up to 3 sub-articles, with the excerpt when present", async () => {
    const sub = makeArticles(6).map((article, i) =>
      i === 0 ? { ...article, excerpt: "A short excerpt of story one." } : article,
    );
    renderPage("/cricket", { [slotFeed("/cricket", "sub")]: { json: sub } });
    const section = await screen.findByRole("region", { name: "More Cricket" });
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    expect(within(section).getByText("A short excerpt of story one.")).toBeInTheDocument();
    // No excerpt, no text: the description is not shown in its place.
    expect(within(section).queryByText("Description of test story 2.")).toBeNull();
  });

  it.each(["/sports", "/soccers", "/tennic"])(
    "%s: 'No articles available' when the sub-list is empty",
    async (path) => {
      renderPage(path, { [slotFeed(path, "sub")]: { json: [] } });
      const section = await screen.findByRole("region", { name: /^More / });
      expect(await within(section).findByText(LAYOUT_TEXT.noArticles)).toBeInTheDocument();
    },
  );

  it("shows 'Loading...' while fetching", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderSite("/hockey");
    const section = await screen.findByRole("region", { name: "More Hockey" });
    expect(within(section).getByRole("status")).toHaveTextContent(TEXT.loading);
    expect(within(recentPanel()).getByRole("status")).toHaveTextContent(TEXT.loading);
  });

  it("renders article text as text and opens articles in a new tab", async () => {
    const { container } = renderPage("/basketball", {
      [slotFeed("/basketball", "main")]: {
        json: [makeArticle(1, { title: MARKUP_TITLE }), ...makeArticles(6).slice(1)],
      },
    });
    expect(await screen.findByRole("heading", { name: MARKUP_TITLE })).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
    await waitFor(() => expect(recentTitles()).toHaveLength(5));
    expectArticleLinksOpenInNewTab(container.querySelector("main") ?? container);
  });
});
