import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyLayouts } from "../../layouts/index.ts";
import { App } from "../../src/App.tsx";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import { builtInPages } from "../../src/pages/index.ts";
import { searchScreen } from "../../src/pages/SearchPage.tsx";
import { SEARCH_TEXT } from "../../src/shared/pageTexts.ts";
import { makeArticle } from "../support/articles.ts";
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
    const asked = new URL(String(api.mock.calls[0]?.[0]), "http://localhost");
    expect(asked.pathname).toBe("/public/api/search");
    expect(asked.searchParams.get("q")).toBe("valdora floods");
    expect(asked.searchParams.get("section")).toBe("/africa");
    const links = within(list).getAllByRole("link", { name: /Valdora/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://harbor.test/floods",
      "https://north.test/rebuild",
    ]);
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(screen.getByText(SEARCH_TEXT.count(2))).toBeVisible();
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
    expect(await screen.findByText(SEARCH_TEXT.noResults)).toBeVisible();
  });

  it("ignores an unknown section and answers a failed search with a message", async () => {
    const api = stubFeedApi({ search: { status: 500, text: "oops" } });
    renderSite("/search?q=x&section=/nowhere");
    expect(await screen.findByRole("alert")).toHaveTextContent(SEARCH_TEXT.unavailable);
    const asked = new URL(String(api.mock.calls[0]?.[0]), "http://localhost");
    expect(asked.searchParams.has("section")).toBe(false);
  });

  it("asks nothing for an empty query and offers the form", async () => {
    const api = stubFeedApi();
    renderSite("/search?q=%20%20");
    expect(
      await screen.findByRole("heading", { level: 1, name: SEARCH_TEXT.prompt }),
    ).toBeVisible();
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(api.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining("/search"),
    );
  });

  it("shows results the server prefilled without asking the API", async () => {
    const api = stubFeedApi();
    const queryClient = createQueryClient();
    for (const [key, data] of searchScreen.queries({
      page: "search",
      query: "valdora",
      section: null,
      results,
    }))
      queryClient.setQueryData(key, data);
    render(
      <MemoryRouter initialEntries={["/search?q=valdora"]}>
        <App
          config={defaultConfig}
          queryClient={queryClient}
          layouts={lazyLayouts()}
          builtInPages={builtInPages}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("link", { name: "Floods in Valdora" })).toBeVisible();
    expect(api.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining("/search"),
    );
  });
});
