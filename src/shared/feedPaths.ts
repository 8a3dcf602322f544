import type { RouteEntry } from "./manifest.ts";
import { routeEndpoints } from "./routeSlots.ts";
import { searchPagePath } from "./searchPaths.ts";

/**
 * Section and search feeds (issue 12): RSS 2.0 and JSON Feed 1.1 beside each page that
 * shows articles, `/africa/feed.xml` and `/africa/feed.json` (home: `/feed.xml`), and
 * `/search/feed.xml?q=`. Route paths have one segment, so these never collide with a route.
 */
export const feedFormats = {
  rss: { file: "feed.xml", type: "application/rss+xml", label: "RSS" },
  json: { file: "feed.json", type: "application/feed+json", label: "JSON Feed" },
} as const;
export type FeedFormat = keyof typeof feedFormats;

/** A feed as a page's head links it. */
export interface FeedLink {
  type: string;
  title: string;
  href: string;
}

/** The feed path of a page path (`/` -> `/feed.xml`, `/africa` -> `/africa/feed.xml`). */
export function feedPath(pagePath: string, format: FeedFormat): string {
  return `${pagePath === "/" ? "" : pagePath}/${feedFormats[format].file}`;
}

/** Whether a route shows articles, and so publishes feeds. */
export function routeHasFeeds(route: RouteEntry): boolean {
  return routeEndpoints(route).length > 0;
}

/** A section feed's title: the site's for the front page, else "<site>: <section>". */
export function sectionFeedTitle(
  route: Pick<RouteEntry, "path" | "title">,
  siteTitle: string,
): string {
  return route.path === "/" ? siteTitle : `${siteTitle}: ${route.title}`;
}

/** Both feeds of a page, titled "<title> (RSS)"; `query` (`?q=...`) follows the path. */
export function feedLinks(pagePath: string, title: string, query = ""): FeedLink[] {
  return (Object.keys(feedFormats) as FeedFormat[]).map((format) => ({
    type: feedFormats[format].type,
    title: `${title} (${feedFormats[format].label})`,
    href: feedPath(pagePath, format) + query,
  }));
}

/** The search page's feed path for a format (`/search/feed.xml`). */
export const searchFeedPath = (format: FeedFormat) => feedPath(searchPagePath, format);
