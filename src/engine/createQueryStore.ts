import { QueryStore } from "./queryStore.ts";

/** Cache lifetime of a feed query, named once (the server refreshes feeds every few minutes). */
export const FEED_STALE_MS = 5 * 60_000;

/** How long a query no screen reads stays cached: going Back shows it at once. */
const UNREAD_QUERY_KEEP_MS = 5 * 60_000;

/**
 * The one query policy, used by the browser, server rendering and tests. Spec, Error
 * catalogue: no retry anywhere (the store never retries); a failed feed shows its error
 * text at once.
 */
export function createQueryStore(): QueryStore {
  return new QueryStore({ staleTime: FEED_STALE_MS, gcTime: UNREAD_QUERY_KEEP_MS });
}
