import { QueryClient } from "@tanstack/react-query";

/** Cache lifetime of a feed query, named once (the server refreshes feeds every few minutes). */
export const FEED_STALE_MS = 5 * 60_000;

/**
 * The one query policy, used by the browser, server rendering and tests. Spec, Error
 * catalogue: no retry anywhere; a failed feed shows its error text at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: FEED_STALE_MS } },
  });
}
