import type { QueryKey } from "@tanstack/react-query";
import type { Article } from "../shared/article.ts";
import type { EndpointId } from "../shared/endpoints.ts";
import type { RouteEntry } from "../shared/manifest.ts";
import type { PublicStatus } from "../shared/publicStatus.ts";
import { routeEndpoints } from "../shared/routeSlots.ts";
import type { StoryData } from "../shared/story.ts";
import { type FeedData, feedKey } from "./feeds.ts";

/**
 * The data of a page outside the manifest, resolved by the server before rendering. Plain
 * JSON, so a render worker can receive it as a message.
 */
export type BuiltInPageData =
  /** `/story/:id`; `story` is null for an unknown id (a 404). */
  | { page: "story"; id: string; story: StoryData | null }
  /** `/search?q=&section=`; `results` is null when no search is available. */
  | { page: "search"; query: string; section: string | null; results: Article[] | null }
  | { page: "status"; status: PublicStatus };

/** What a page may read while it is rendered on the server (the store, behind an interface). */
export interface PageDataSource {
  /** An endpoint's current articles, or undefined while it has none to serve (a 503). */
  feed(endpoint: EndpointId): FeedData | undefined;
  /** The resolved data of a built-in page (story, search, status), when one is rendered. */
  builtIn?: BuiltInPageData;
}

/** One query to prefill before rendering: the key the page's hooks read, and its data. */
export type PrefilledQuery = readonly [key: QueryKey, data: unknown];

/**
 * The data a manifest route's page reads: each of its endpoints under `feedKey`. Built-in
 * pages prefill theirs from `BuiltInPageData` (see src/pages/builtInPageQueries.ts).
 */
export function manifestRouteData(route: RouteEntry, source: PageDataSource): PrefilledQuery[] {
  const queries: PrefilledQuery[] = [];
  for (const endpoint of routeEndpoints(route)) {
    const data = source.feed(endpoint);
    if (data) queries.push([feedKey(endpoint), data]);
  }
  return queries;
}
