import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../engine/fetchJson.ts";
import type { Article } from "../shared/article.ts";
import { readArticle } from "../shared/readArticles.ts";
import type { SearchFacets } from "../shared/searchFacets.ts";
import { type SearchRequest, searchQueryString } from "../shared/searchParams.ts";
import { searchApiPath, searchFacetsApiPath } from "../shared/sitePaths.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The one query key of a page of a search (issue 12; sort and page: issue 39). */
export const searchKey = ({ query, section, sort, page }: SearchRequest) =>
  ["search", query, section ?? "", sort, page] as const;

/** The one query key of a search's facets: the same for every page and sort. */
export const searchFacetsKey = ({ query, section }: Pick<SearchRequest, "query" | "section">) =>
  ["search-facets", query, section ?? ""] as const;

/**
 * A result as the search page reads it: an article, marked when the API says it is a
 * podcast episode (issue 46: it carries `episode`). The page shows only that mark; the
 * episode's own fields stay the podcasts API's (the browser's reader leaves them out).
 */
export type SearchResult = Article & { isEpisode?: true };

/** Reads a page of results (the API's answer, or the server's prefilled one). */
export function readSearchResults(data: unknown): SearchResult[] {
  if (!Array.isArray(data)) throw new TypeError("Search response is not a JSON array");
  return data.flatMap((item) => {
    const article = readArticle(item);
    if (!article) return [];
    return isRecord(item) && isRecord(item.episode) ? [{ ...article, isEpisode: true }] : [article];
  });
}

/**
 * Asks `GET /public/api/search` for one page: `page=` always, the first included (without
 * it the API answers its first 50, not a page of 20).
 */
async function fetchSearch(request: SearchRequest, signal?: AbortSignal): Promise<SearchResult[]> {
  const params = new URLSearchParams(searchQueryString(request));
  params.set("page", String(request.page));
  const response = await fetchJson(`${searchApiPath}?${params}`, signal);
  return readSearchResults(await response.json());
}

/**
 * The results of a page of a search, `null` where the server had no search to ask (its
 * rendering says so); an empty query asks nothing.
 */
export function useSearch(request: SearchRequest) {
  return useQuery<SearchResult[] | null>({
    queryKey: searchKey(request),
    queryFn: ({ signal }) => fetchSearch(request, signal),
    enabled: request.query !== "",
  });
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

/** The items of one facet list that have `key` (a text) and a count; others are dropped. */
function readList<K extends string>(value: unknown, key: K) {
  if (!Array.isArray(value)) throw new TypeError("Facets response has no list");
  return value.filter(
    (item): item is Record<string, unknown> & Record<K, string> & { count: number } =>
      isRecord(item) && typeof item[key] === "string" && item[key] !== "" && isCount(item.count),
  );
}

/** The browser's reading of a SearchFacets answer, without zod: its three lists or an error. */
export function readFacets(data: unknown): SearchFacets {
  if (!isRecord(data)) throw new TypeError("Facets response is not an object");
  return {
    publishers: readList(data.publishers, "name").map(({ name, count, id }) => ({
      name,
      count,
      ...(typeof id === "string" && id !== "" ? { id } : {}),
    })),
    sections: readList(data.sections, "path").map(({ path, count }) => ({ path, count })),
    days: readList(data.days, "date")
      .filter(({ date }) => /^\d{4}-\d{2}-\d{2}$/.test(date))
      .map(({ date, count }) => ({ date, count })),
  };
}

/** Asks `GET /public/api/search/facets` (the query and section; sort and page change nothing). */
async function fetchFacets(request: SearchRequest, signal?: AbortSignal): Promise<SearchFacets> {
  const params = new URLSearchParams({ q: request.query });
  if (request.section) params.set("section", request.section);
  const response = await fetchJson(`${searchFacetsApiPath}?${params}`, signal);
  return readFacets(await response.json());
}

/**
 * What a search's matches count by publisher, section and day (issue 39), `null` where the
 * server had none to give; an empty query asks nothing.
 */
export function useSearchFacets(request: SearchRequest) {
  return useQuery<SearchFacets | null>({
    queryKey: searchFacetsKey(request),
    queryFn: ({ signal }) => fetchFacets(request, signal),
    enabled: request.query !== "",
  });
}
