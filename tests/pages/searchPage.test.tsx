import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyLayouts } from "../../layouts/index.ts";
import { App } from "../../src/App.tsx";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import { highlightWords, wordStem } from "../../src/pages/highlightWords.ts";
import { builtInPages } from "../../src/pages/index.ts";
import { searchScreen } from "../../src/pages/SearchPage.tsx";
import { readFacets } from "../../src/pages/searchQuery.ts";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import { catalogue as spanish } from "../../src/shared/catalogues/es.ts";
import { SEARCH_TEXT } from "../../src/shared/pageTexts.ts";
import type { SearchFacets } from "../../src/shared/searchFacets.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

/** The first render loads the page's lazy chunk: slow on a loaded machine. */
const firstLoad = { timeout: 15_000 };

const results = [
  makeArticle(1, { title: "Floods in Valdora", link: "https://harbor.test/floods" }),
  makeArticle(2, { title: "Valdora rebuilds", link: "https://north.test/rebuild" }),
];

const facets: SearchFacets = {
  publishers: [
    { name: "Harbor Times", count: 12, id: "harbor-times" },
    { name: "north.test", count: 3 },
  ],
  sections: [
    { path: "/africa", count: 9 },
    { path: "/europe", count: 6 },
  ],
  days: [
    { date: "2025-06-30", count: 4 },
    { date: "2025-06-29", count: 2 },
  ],
};

/** The search API requests a fetch spy saw (`/public/api/search`, not its facets). */
function searchRequests(api: ReturnType<typeof stubFeedApi>): URL[] {
  return api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/public/api/search");
}

/** A link's href, read as a URL (parameters in any order). */
function hrefOf(link: HTMLElement): URL {
  return new URL(link.getAttribute("href") ?? "", "http://localhost");
}

/** Renders the app at `path` with the server's data prefilled (no request on load). */
function renderPrefilled(path: string, data: Parameters<typeof searchScreen.queries>[0]) {
  const queryClient = createQueryClient();
  for (const [key, value] of searchScreen.queries(data)) queryClient.setQueryData(key, value);
  render(
    <MemoryRouter initialEntries={[path]}>
      <App
        config={defaultConfig}
        queryClient={queryClient}
        layouts={lazyLayouts()}
        builtInPages={builtInPages}
      />
    </MemoryRouter>,
  );
}

describe("the search page", () => {
  it("asks the search API for the query and section, and shows the results as cards", async () => {
    const api = stubFeedApi({ search: { json: results } });
    renderSite("/search?q=valdora%20floods&section=/africa");
    expect(
      await screen.findByRole(
        "heading",
        {
          level: 1,
          name: `${SEARCH_TEXT.heading("valdora floods")} ${SEARCH_TEXT.inSection("Africa")}`,
        },
        firstLoad,
      ),
    ).toBeVisible();
    const list = await screen.findByRole("region", { name: SEARCH_TEXT.title });
    const [asked] = searchRequests(api);
    expect(asked?.searchParams.get("q")).toBe("valdora floods");
    expect(asked?.searchParams.get("section")).toBe("/africa");
    // Always a page of 20: without page= the API answers its first 50.
    expect(asked?.searchParams.get("page")).toBe("1");
    const links = within(list).getAllByRole("link", { name: /Valdora/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://harbor.test/floods",
      "https://north.test/rebuild",
    ]);
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(screen.getByText(SEARCH_TEXT.count(2))).toBeVisible();
    // One page: no pager.
    expect(screen.queryByRole("navigation", { name: SEARCH_TEXT.pages })).toBeNull();
    // The form searches again, keeping the section.
    const form = screen.getByRole("search");
    expect(within(form).getByRole("searchbox", { name: SEARCH_TEXT.label })).toHaveValue(
      "valdora floods",
    );
    expect(form.querySelector('input[name="section"]')).toHaveValue("/africa");
  });

  it("says 'No results found' when nothing matches", async () => {
    stubFeedApi({ search: { json: [] } });
    renderSite("/search?q=zzzz");
    expect(await screen.findByText(SEARCH_TEXT.noResults, {}, firstLoad)).toBeVisible();
  });

  it("ignores an unknown section and answers a failed search with a message", async () => {
    const api = stubFeedApi({ search: { status: 500, text: "oops" } });
    renderSite("/search?q=x&section=/nowhere");
    expect(await screen.findByRole("alert", {}, firstLoad)).toHaveTextContent(
      SEARCH_TEXT.unavailable,
    );
    expect(searchRequests(api)[0]?.searchParams.has("section")).toBe(false);
  });

  it("asks nothing for an empty query and offers the form", async () => {
    const api = stubFeedApi();
    renderSite("/search?q=%20%20");
    expect(
      await screen.findByRole("heading", { level: 1, name: SEARCH_TEXT.prompt }, firstLoad),
    ).toBeVisible();
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(api.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining("/search"),
    );
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("shows results and facets the server prefilled without asking the API", async () => {
    const api = stubFeedApi();
    renderPrefilled("/search?q=valdora", {
      page: "search",
      query: "valdora",
      section: null,
      sort: "relevance",
      pageNumber: 1,
      results,
      facets,
    });
    expect(await screen.findByRole("link", { name: "Floods in Valdora" }, firstLoad)).toBeVisible();
    expect(
      screen.getByRole("heading", { level: 2, name: SEARCH_TEXT.publishers }),
    ).toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining("/search"),
    );
  });

  it("feeds the search's newest articles: its query, section and sort, never its page", () => {
    const links = searchScreen.feeds?.(
      {
        page: "search",
        query: "flood",
        section: "/africa",
        sort: "new",
        pageNumber: 3,
        results: [],
        facets: null,
      },
      "Search",
    );
    expect(links?.length).toBe(2);
    for (const link of links ?? []) {
      const url = new URL(link.href, "http://localhost");
      expect(url.searchParams.get("q")).toBe("flood");
      expect(url.searchParams.get("section")).toBe("/africa");
      expect(url.searchParams.get("sort")).toBe("new");
      expect(url.searchParams.has("page")).toBe(false);
    }
  });
});

describe("paging and sort", () => {
  const fullPage = makeArticles(20).map((article, i) =>
    makeArticle(i + 21, { ...article, link: `https://news.test/page-two-${i}` }),
  );

  it("shows page 2 of 20 with Previous and Next links keeping the query, section and sort", async () => {
    const api = stubFeedApi({ search: { json: fullPage } });
    renderSite("/search?q=flood&section=/africa&sort=new&page=2");
    const nav = await screen.findByRole("navigation", { name: SEARCH_TEXT.pages }, firstLoad);
    const asked = searchRequests(api)[0];
    expect(asked?.searchParams.get("page")).toBe("2");
    expect(asked?.searchParams.get("sort")).toBe("new");
    expect(within(nav).getByText(SEARCH_TEXT.pageNumber(2))).toBeVisible();
    expect(screen.getByText(SEARCH_TEXT.range(21, 40))).toBeVisible();
    const previous = hrefOf(within(nav).getByRole("link", { name: SEARCH_TEXT.previous }));
    const next = hrefOf(within(nav).getByRole("link", { name: SEARCH_TEXT.next }));
    expect(previous.pathname).toBe("/search");
    expect(Object.fromEntries(previous.searchParams)).toEqual({
      q: "flood",
      section: "/africa",
      sort: "new",
    });
    expect(Object.fromEntries(next.searchParams)).toEqual({
      q: "flood",
      section: "/africa",
      sort: "new",
      page: "3",
    });
    // 20 cards in the results.
    const list = screen.getByRole("region", { name: SEARCH_TEXT.title });
    expect(within(list).getAllByRole("heading", { level: 2 })).toHaveLength(20);
  });

  it("offers Next alone on a full first page, Previous alone on a short last one", async () => {
    stubFeedApi({ search: { json: fullPage } });
    const { unmount } = renderSite("/search?q=flood");
    const nav = await screen.findByRole("navigation", { name: SEARCH_TEXT.pages }, firstLoad);
    expect(within(nav).queryByRole("link", { name: SEARCH_TEXT.previous })).toBeNull();
    expect(hrefOf(within(nav).getByRole("link", { name: SEARCH_TEXT.next })).search).toBe(
      "?q=flood&page=2",
    );
    expect(screen.getByText(SEARCH_TEXT.range(1, 20))).toBeVisible();
    unmount();

    stubFeedApi({ search: { json: results } });
    renderSite("/search?q=flood&page=3");
    const last = await screen.findByRole("navigation", { name: SEARCH_TEXT.pages });
    expect(within(last).queryByRole("link", { name: SEARCH_TEXT.next })).toBeNull();
    expect(hrefOf(within(last).getByRole("link", { name: SEARCH_TEXT.previous })).search).toBe(
      "?q=flood&page=2",
    );
    expect(screen.getByText(SEARCH_TEXT.range(41, 42))).toBeVisible();
  });

  it("keeps Previous on a page past the last result", async () => {
    stubFeedApi({ search: { json: [] } });
    renderSite("/search?q=flood&page=9");
    const nav = await screen.findByRole("navigation", { name: SEARCH_TEXT.pages }, firstLoad);
    expect(screen.getByText(SEARCH_TEXT.noResults)).toBeVisible();
    expect(within(nav).getByRole("link", { name: SEARCH_TEXT.previous })).toBeVisible();
  });

  it("switches between relevance and newest first, from the first page", async () => {
    stubFeedApi({ search: { json: fullPage } });
    const { unmount } = renderSite("/search?q=flood&page=2");
    const newest = await screen.findByRole("link", { name: SEARCH_TEXT.sortNew }, firstLoad);
    expect(hrefOf(newest).search).toBe("?q=flood&sort=new");
    expect(screen.getByText(SEARCH_TEXT.sortRelevance)).toHaveAttribute("aria-current", "true");
    unmount();

    stubFeedApi({ search: { json: fullPage } });
    renderSite("/search?q=flood&sort=new&page=4");
    const relevance = await screen.findByRole("link", { name: SEARCH_TEXT.sortRelevance });
    expect(hrefOf(relevance).search).toBe("?q=flood");
    expect(screen.queryByRole("link", { name: SEARCH_TEXT.sortNew })).toBeNull();
    // A new search from the form keeps the order.
    expect(screen.getByRole("search").querySelector('input[name="sort"]')).toHaveValue("new");
  });

  it("marks a result that is a podcast episode, in the page's language", async () => {
    const episode = makeArticle(3, {
      title: "Valdora on the quayside",
      link: "https://harbor.test/podcast/quayside",
      episode: {
        id: "quayside",
        guid: "quayside",
        audio: "https://harbor.test/quayside.mp3",
        type: "audio/mpeg",
        bytes: null,
        duration: 1800,
        image: null,
        season: null,
        number: null,
        transcript: null,
        chapters: null,
        inlineChapters: [],
      },
    });
    stubFeedApi({ search: { json: [...results, episode] } });
    renderSite("/search?q=valdora&lang=es", undefined, { lang: "es", texts: spanish });
    const list = await screen.findByRole("region", { name: spanish.SEARCH_TEXT.title }, firstLoad);
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(3);
    // The episode's card carries the mark; the articles' do not.
    expect(within(cards[2] as HTMLElement).getByText(spanish.SEARCH_TEXT.episode)).toBeVisible();
    expect(within(list).getAllByText(spanish.SEARCH_TEXT.episode)).toHaveLength(1);
    expect(within(list).queryByText(SEARCH_TEXT.episode)).toBeNull();
  });

  it("keeps the page's language in every link, in its words", async () => {
    stubFeedApi({ search: { json: fullPage }, "search/facets": { json: facets } });
    renderSite("/search?q=flood&page=2&lang=es", undefined, { lang: "es", texts: spanish });
    const texts = spanish.SEARCH_TEXT;
    const nav = await screen.findByRole("navigation", { name: texts.pages }, firstLoad);
    expect(within(nav).getByText(texts.pageNumber(2))).toBeVisible();
    const next = hrefOf(within(nav).getByRole("link", { name: texts.next }));
    expect(Object.fromEntries(next.searchParams)).toEqual({ q: "flood", page: "3", lang: "es" });
    expect(hrefOf(screen.getByRole("link", { name: texts.sortNew })).searchParams.get("lang")).toBe(
      "es",
    );
    const sections = await screen.findByRole("region", { name: texts.sections });
    const africa = within(sections).getByRole("link", { name: /^África/ });
    expect(Object.fromEntries(hrefOf(africa).searchParams)).toEqual({
      q: "flood",
      section: "/africa",
      lang: "es",
    });
  });
});

describe("highlighted matches", () => {
  it("marks the query's words in titles and descriptions, in their other forms, as text", async () => {
    stubFeedApi({
      search: {
        json: [
          makeArticle(1, {
            title: "Flooding in <b>Valdora</b> as floods rise",
            description: "The flood barrier held; floodgates opened. Valdora's river.",
          }),
        ],
      },
    });
    renderSite("/search?q=flood%20valdora%20-barrier");
    const list = await screen.findByRole("region", { name: SEARCH_TEXT.title }, firstLoad);
    const heading = within(list).getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent("Flooding in <b>Valdora</b> as floods rise");
    expect(heading.querySelector("b")).toBeNull();
    expect([...heading.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Flooding",
      "Valdora",
      "floods",
    ]);
    const description = within(list).getByText(
      (_, element) =>
        element?.tagName === "P" && (element.textContent ?? "").includes("flood barrier"),
    );
    // Whole words only ("floodgates" is another word); an excluded word is not marked.
    expect([...description.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "flood",
      "Valdora",
    ]);
  });

  it("compares word forms loosely, NFKC and lower case, whole words only", () => {
    for (const [a, b] of [
      ["flood", "Flooding"],
      ["flood", "floods"],
      ["flood", "FLOODED"],
      ["rise", "rising"],
      ["house", "houses"],
      ["press", "presses"],
      ["ﬁre", "fire"],
      ["ｆｌｏｏｄ", "flood"],
    ])
      expect(wordStem(a ?? ""), `${a} ~ ${b}`).toBe(wordStem(b ?? ""));
    expect(wordStem("flood")).not.toBe(wordStem("floodgates"));
    expect(wordStem("press")).toBe("press");
    const mark = highlightWords(["flood"]);
    expect(mark("no match here")).toBe("no match here");
    expect(highlightWords([])("Flooding")).toBe("Flooding");
    render(<p data-testid="marked">{mark("Floods, flooding—and more floods!")}</p>);
    const marked = screen.getByTestId("marked");
    expect(marked).toHaveTextContent("Floods, flooding—and more floods!");
    expect(marked.querySelectorAll("mark")).toHaveLength(3);
  });

  it("leaves cards of other pages unmarked", async () => {
    stubFeedApi();
    renderSite("/");
    await screen.findAllByRole("heading", { level: 3 }, firstLoad);
    expect(document.querySelector("mark")).toBeNull();
  });
});

describe("ignored syntax", () => {
  it("says what the query ignored and why, above the results, as a note", async () => {
    stubFeedApi({ search: { json: results } });
    renderSite("/search?q=flood%20site:%20source:Bad!%20%22river");
    const note = await screen.findByRole("note", {}, firstLoad);
    const lines = within(note)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toEqual([
      SEARCH_TEXT.ignored('"river', SEARCH_TEXT.ignoredReasons["unclosed-quote"]),
      SEARCH_TEXT.ignored("site:", SEARCH_TEXT.ignoredReasons["empty-operator"]),
      SEARCH_TEXT.ignored("source:Bad!", SEARCH_TEXT.ignoredReasons["bad-source"]),
    ]);
    expect(lines[1]).toBe("Ignored: \u201csite:\u201d (nothing after the operator)");
    // The typed part keeps its own direction.
    expect(note.querySelector("bdi")).toHaveTextContent('"river');
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says it in the page's language", async () => {
    stubFeedApi({ search: { json: results } });
    renderSite("/search?q=flood%20site:&lang=ar", undefined, { lang: "ar", texts: arabic });
    const note = await screen.findByRole("note", {}, firstLoad);
    expect(note).toHaveTextContent(
      arabic.SEARCH_TEXT.ignored("site:", arabic.SEARCH_TEXT.ignoredReasons["empty-operator"]),
    );
    expect(note).toHaveTextContent("تم تجاهل «site:» (لا شيء بعد العامل)");
  });

  it("shows no note for a query read whole", async () => {
    stubFeedApi({ search: { json: results } });
    renderSite("/search?q=%22river%20tesk%22%20-meridale%20site:harbor.test");
    await screen.findByRole("region", { name: SEARCH_TEXT.title }, firstLoad);
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("facets", () => {
  it("lists publishers, sections and days with counts, each a link narrowing the search", async () => {
    const api = stubFeedApi({ search: { json: results }, "search/facets": { json: facets } });
    renderSite("/search?q=flood&sort=new&page=2");
    const publishers = await screen.findByRole(
      "region",
      { name: SEARCH_TEXT.publishers },
      firstLoad,
    );
    const facetsAsked = api.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .find((url) => url.pathname === "/public/api/search/facets");
    expect(facetsAsked?.search).toBe("?q=flood");
    // Folded under one button (narrow screens show the results first); a press opens it.
    const fold = screen.getByText(SEARCH_TEXT.facets, { selector: "summary" });
    expect(within(publishers).getByText("north.test")).not.toBeVisible();
    fireEvent.click(fold);
    expect(fold.closest("details")).toHaveAttribute("open");
    // The counts are of articles, where the results list one per story: the page says so.
    expect(screen.getByText(SEARCH_TEXT.facetsCount)).toBeVisible();

    const harbor = within(publishers).getByRole("link", { name: "Harbor Times 12" });
    expect(Object.fromEntries(hrefOf(harbor).searchParams)).toEqual({
      q: "flood source:harbor-times",
      sort: "new",
    });
    // No registry id: nothing to narrow by, so no link.
    expect(within(publishers).getByText("north.test")).toBeVisible();
    expect(within(publishers).queryByRole("link", { name: /north\.test/ })).toBeNull();

    const sections = screen.getByRole("region", { name: SEARCH_TEXT.sections });
    const africa = within(sections).getByRole("link", { name: "Africa 9" });
    expect(Object.fromEntries(hrefOf(africa).searchParams)).toEqual({
      q: "flood",
      section: "/africa",
      sort: "new",
    });

    const days = screen.getByRole("region", { name: SEARCH_TEXT.days });
    const day = within(days).getByRole("link", { name: `${SEARCH_TEXT.day("2025-06-30")} 4` });
    expect(SEARCH_TEXT.day("2025-06-30")).toBe("Jun 30");
    expect(Object.fromEntries(hrefOf(day).searchParams)).toEqual({
      q: "flood after:2025-06-30 before:2025-07-01",
      sort: "new",
    });
  });

  it("shows what is already chosen as text, and folds a long list", async () => {
    const many: SearchFacets = {
      publishers: Array.from({ length: 12 }, (_, i) => ({
        name: `Publisher ${i + 1}`,
        count: 20 - i,
        id: `p${i + 1}`,
      })),
      sections: [{ path: "/africa", count: 9 }],
      days: [],
    };
    stubFeedApi({ search: { json: results }, "search/facets": { json: many } });
    renderSite("/search?q=flood%20source:p1&section=/africa");
    const publishers = await screen.findByRole(
      "region",
      { name: SEARCH_TEXT.publishers },
      firstLoad,
    );
    expect(within(publishers).queryByRole("link", { name: /^Publisher 1 / })).toBeNull();
    expect(within(publishers).getByRole("link", { name: "Publisher 2 19" })).toBeInTheDocument();
    const more = within(publishers).getByText(SEARCH_TEXT.more(6));
    expect(more.closest("details")).not.toHaveAttribute("open");
    const sections = screen.getByRole("region", { name: SEARCH_TEXT.sections });
    expect(within(sections).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("region", { name: SEARCH_TEXT.days })).toBeNull();
  });

  it("shows nothing when the facets fail or are empty", async () => {
    stubFeedApi({
      search: { json: results },
      "search/facets": { status: 503, text: "busy", contentType: "application/json" },
    });
    renderSite("/search?q=flood");
    await screen.findByRole("region", { name: SEARCH_TEXT.title }, firstLoad);
    expect(screen.queryByRole("complementary", { name: SEARCH_TEXT.facets })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("reads the facets' answer, dropping what is no facet", () => {
    expect(
      readFacets({
        publishers: [{ name: "A", count: 2, id: "a" }, { name: "", count: 1 }, { count: 3 }],
        sections: [{ path: "/africa", count: 1 }, "x"],
        days: [
          { date: "2025-06-30", count: 1 },
          { date: "<script>", count: 1 },
        ],
      }),
    ).toEqual({
      publishers: [{ name: "A", count: 2, id: "a" }],
      sections: [{ path: "/africa", count: 1 }],
      days: [{ date: "2025-06-30", count: 1 }],
    });
    expect(() => readFacets([])).toThrow();
  });
});
