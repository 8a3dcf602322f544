import type { QueryKey } from "@tanstack/react-query";
import type { RouteEntry } from "../shared/manifest.ts";
import type { PageDataSource } from "../shared/renderedPage.ts";
import { routeEndpoints } from "../shared/routeSlots.ts";
import { endpointKey } from "./endpointQueries.ts";

/** One query to prefill before rendering: the key the page's hooks read, and its data. */
export type PrefilledQuery = readonly [key: QueryKey, data: unknown];

/**
 * The data a manifest route's page reads: each of its endpoints under `endpointKey`. Built-in
 * pages prefill theirs (`BuiltInPage.queries`).
 */
export function manifestRouteData(
  route: RouteEntry,
  source: Pick<PageDataSource, "feed">,
): PrefilledQuery[] {
  const queries: PrefilledQuery[] = [];
  for (const endpoint of routeEndpoints(route)) {
    const data = source.feed(endpoint);
    if (data) queries.push([endpointKey(endpoint), data]);
  }
  return queries;
}
