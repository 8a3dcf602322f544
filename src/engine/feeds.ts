import type { Article } from "../shared/article.ts";
import { type EndpointId, endpointUrl } from "../shared/endpoints.ts";
import { readArticles } from "../shared/readArticles.ts";
import type { QueryState } from "./queryStore.ts";
import { useQueries } from "./useQueries.ts";

/** What one endpoint returned: its articles and whether they are bundled sample content. */
export interface FeedData {
  articles: Article[];
  sample: boolean;
}

export type FeedState = QueryState<FeedData>;

/** The one query key of an endpoint: every block reading it shares the same query. */
export const feedKey = (endpoint: EndpointId) => ["feed", endpoint] as const;

/**
 * Fetches one endpoint. Like the spec's world-news call, a non-OK status or a
 * non-JSON answer is an error; items that do not fit the Article schema are dropped.
 */
export async function fetchFeed(endpoint: EndpointId, signal?: AbortSignal): Promise<FeedData> {
  const response = await fetch(endpointUrl(endpoint), {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json"))
    throw new Error(`Expected JSON but received ${type || "no content type"}`);
  const articles = readArticles(await response.json());
  return { articles, sample: response.headers.get("x-feed-source") === "sample" };
}

/** One query per distinct endpoint; the result maps each endpoint to its state. */
export function useFeeds(endpoints: readonly EndpointId[]): Map<EndpointId, FeedState> {
  const states = useQueries(
    endpoints.map((endpoint) => ({
      key: feedKey(endpoint),
      fetch: (signal: AbortSignal) => fetchFeed(endpoint, signal),
    })),
  );
  const feeds = new Map<EndpointId, FeedState>();
  for (const [i, endpoint] of endpoints.entries()) {
    const state = states[i];
    if (state) feeds.set(endpoint, state);
  }
  return feeds;
}
