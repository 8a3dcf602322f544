import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../engine/fetchJson.ts";
import type { Article } from "../shared/article.ts";
import { readArticles } from "../shared/readArticles.ts";
import { type SearchRequest, searchQueryString } from "../shared/searchParams.ts";
import { searchApiPath } from "../shared/sitePaths.ts";

/** The one query key of a search (issue 12). */
export const searchKey = ({ query, section }: SearchRequest) =>
  ["search", query, section ?? ""] as const;

/** Asks `GET /public/api/search`. */
async function fetchSearch(request: SearchRequest, signal?: AbortSignal): Promise<Article[]> {
  const response = await fetchJson(searchApiPath + searchQueryString(request), signal);
  return readArticles(await response.json());
}

/**
 * The results of a search, `null` where the server had no search to ask (its rendering
 * says so); an empty query asks nothing.
 */
export function useSearch(request: SearchRequest) {
  return useQuery<Article[] | null>({
    queryKey: searchKey(request),
    queryFn: ({ signal }) => fetchSearch(request, signal),
    enabled: request.query !== "",
  });
}
