import { QueryClient } from "@tanstack/react-query";

/**
 * How long each kind of query's data counts as fresh, named once. The server refreshes
 * feeds every few minutes; a story changes when one of its sources refreshes; the status
 * on every refresh (its API may be reused for 5 s).
 */
export const STALE_MS = {
  feed: 5 * 60_000,
  story: 60_000,
  status: 30_000,
} as const;

/**
 * The one query policy, used by the browser, server rendering and tests. Spec, Error
 * catalogue: no retry anywhere; a failed feed shows its error text at once. Data is
 * fresh for `STALE_MS.feed` unless a query names its own kind.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: STALE_MS.feed } },
  });
}
