import type { QueryKey } from "@tanstack/react-query";
import type { EndpointId } from "../shared/endpoints.ts";
import type { RouteEntry } from "../shared/manifest.ts";
import { routeEndpoints } from "../shared/routeSlots.ts";
import { type FeedData, feedKey } from "./feeds.ts";

/** What a page may read while it is rendered on the server (the store, behind an interface). */
export interface PageDataSource {
  /** An endpoint's current articles, or undefined while it has none to serve (a 503). */
  feed(endpoint: EndpointId): FeedData | undefined;
}

/** One query to prefill before rendering: the key the page's hooks read, and its data. */
export type PrefilledQuery = readonly [key: QueryKey, data: unknown];

/**
 * The data a manifest route's page reads: each of its endpoints under `feedKey`. A route
 * that is not in the manifest declares its own `loadData` of this shape.
 */
export function manifestRouteData(route: RouteEntry, source: PageDataSource): PrefilledQuery[] {
  const queries: PrefilledQuery[] = [];
  for (const endpoint of routeEndpoints(route)) {
    const data = source.feed(endpoint);
    if (data) queries.push([feedKey(endpoint), data]);
  }
  return queries;
}
