import { defaultLanguage } from "./languageHref.ts";
import { labelIn } from "./localizedLabel.ts";
import type { RouteEntry } from "./manifest.ts";
import { routeEndpoints } from "./routeSlots.ts";
import { type FeedFormat, feedFormats, feedPath } from "./sitePaths.ts";

/** A feed as a page's head links it. */
export interface FeedLink {
  type: string;
  title: string;
  href: string;
}

/** Whether a route shows articles, and so publishes feeds. */
export function routeHasFeeds(route: RouteEntry): boolean {
  return routeEndpoints(route).length > 0;
}

/**
 * A section feed's title: the site's for the front page, else "<site>: <section>", in
 * English like the feed's articles.
 */
export function sectionFeedTitle(
  route: Pick<RouteEntry, "path" | "title">,
  siteTitle: string,
): string {
  return route.path === "/" ? siteTitle : `${siteTitle}: ${labelIn(route.title, defaultLanguage)}`;
}

/** Both feeds of a page, titled "<title> (RSS)"; `query` (`?q=...`) follows the path. */
export function feedLinks(pagePath: string, title: string, query = ""): FeedLink[] {
  return (Object.keys(feedFormats) as FeedFormat[]).map((format) => ({
    type: feedFormats[format].type,
    title: `${title} (${feedFormats[format].label})`,
    href: feedPath(pagePath, format) + query,
  }));
}
