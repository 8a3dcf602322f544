/**
 * A page in another language reads each slot's feed in that language's edition where it has
 * one (issue 38): the browser asks `?lang=` for those only, under the edition's query key,
 * and a slot whose feed has none shows the English headlines; the page says so once, under
 * its title, in its language (issue 49); in English nothing changes.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { catalogueOf } from "../../src/shared/languages.ts";
import { routeEndpoints } from "../../src/shared/routeSlots.ts";
import { apiBasePath } from "../../src/shared/sitePaths.ts";
import { makeArticles } from "../support/articles.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

const route = defaultConfig.manifest.routes.find(
  (entry) => entry.layout === "grid" && routeEndpoints(entry).length === 2,
);
if (!route) throw new Error("no grid route reading two feeds");
const [withEdition, without] = routeEndpoints(route) as [string, string];
const config = { ...defaultConfig, editions: { [withEdition]: ["es"] as const } };

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal("scrollTo", vi.fn());
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      asked.push(url.pathname.slice(apiBasePath.length + 1) + url.search);
      const spanish = url.searchParams.get("lang") === "es";
      const articles = makeArticles(10).map((article, i) =>
        spanish ? { ...article, title: `Titular ${i + 1}`, language: "es" } : article,
      );
      return new Response(JSON.stringify(articles), {
        headers: { "content-type": "application/json", "x-feed-source": "live" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("editions in the browser", () => {
  it("reads the edition where there is one, and says where the headlines are English", async () => {
    const texts = await catalogueOf("es");
    if (!texts) throw new Error("no Spanish catalogue");
    const { queryClient } = renderSite(`${route.path}?lang=es`, config, { lang: "es", texts });
    expect((await screen.findAllByText(/^Titular \d+$/)).length).toBeGreaterThan(0);
    const note = texts.englishHeadlines ?? "";
    // Once, right under the page's title, however many blocks show English headlines.
    await waitFor(() => expect(screen.getAllByText(note)).toHaveLength(1));
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(note);
    expect(asked.sort()).toEqual([`${withEdition}?lang=es`, without].sort());
    expect(queryClient.getQueryData(["feed", `${withEdition}@es`])).toBeDefined();
    expect(queryClient.getQueryData(["feed", without])).toBeDefined();
    for (const title of screen.getAllByText(/^Titular \d+$/))
      expect(title.closest("[lang]")?.getAttribute("lang")).toBe("es");
  });

  it("changes nothing in English", async () => {
    renderSite(route.path, config);
    await waitFor(() => expect(asked.sort()).toEqual([withEdition, without].sort()));
    expect(document.querySelector("[data-edition-note]")).toBeNull();
  });
});
