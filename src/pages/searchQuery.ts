import { useQuery } from "@tanstack/react-query";
import type { Article } from "../shared/article.ts";
import { readArticles } from "../shared/readArticles.ts";
import { type SearchRequest, searchQueryString } from "../shared/searchParams.ts";
import { searchApiPath } from "../shared/sitePaths.ts";

/** The one query key of a search (issue 12). */
export const searchKey = ({ query, section }: SearchRequest) =>
  ["search", query, section ?? ""] as const;

/** Asks `GET /public/api/search`; a non-OK or non-JSON answer is an error. */
export async function fetchSearch(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<Article[]> {
  const response = await fetch(searchApiPath + searchQueryString(request), {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  if (!(response.headers.get("content-type") ?? "").includes("json"))
    throw new Error("Expected JSON");
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
