/**
 * Every path the site answers that code builds, defined once: the API, the built-in pages
 * and the site's own feeds (manifest routes are data, in config/routes.json). Apart from
 * the schemas (story.ts...), so that the browser bundle, which links to stories and
 * search from every page, carries no zod.
 */

/** Prefix every API endpoint is served under. */
export const apiBasePath = "/public/api";

/** Sources' and endpoints' health, as JSON. */
export const statusApiPath = `${apiBasePath}/status`;
/** The public page listing every source's health (issue 12), beside `/public/api/status`. */
export const statusPagePath = "/status";

/** The registry of publishers (issue 38): its page, its JSON and every feed as OPML 2.0. */
export const sourcesPagePath = "/sources";
export const sourcesApiPath = `${apiBasePath}/sources`;
/** The podcasts API (issue 46): the overview, a show (`/<show>`), an episode (`/<show>/<episode>`). */
export const podcastsApiPath = `${apiBasePath}/podcasts`;
/** What a live station is playing (issue 46): `/public/api/stations/<station>/now`. */
export const nowPlayingPath = (station: string) =>
  `${apiBasePath}/stations/${encodeURIComponent(station)}/now`;
export const sourcesOpmlPath = "/sources.opml";
/** The OPML file's media type (OPML 2.0 names none; feed readers know this one). */
export const opmlType = "text/x-opml";

/**
 * Live updates (issue 26): a Server-Sent Events stream naming the endpoints that changed and
 * their new ETags. `?since=<event id>` resumes as the `Last-Event-ID` header does.
 */
export const eventsApiPath = `${apiBasePath}/events`;

/** The URL the browser fetches for an endpoint (`bbc/breaking`). */
export function endpointUrl(endpoint: string): string {
  return `${apiBasePath}/${endpoint}`;
}

/** The route of a story's Full Coverage page (React Router and Fastify syntax alike). */
export const storyPagePattern = "/story/:id";

/** The site path of a story's Full Coverage page. */
export function storyPath(id: string): string {
  return `/story/${encodeURIComponent(id)}`;
}

/** The API path of a story. */
export function storyApiPath(id: string): string {
  return `${apiBasePath}/stories/${encodeURIComponent(id)}`;
}

/**
 * Full-text search over the article archive (issue 12): `GET /public/api/search?q=<text>`
 * answers an Article[] (relevance, then recency), optionally within one section
 * (`&section=/africa`, a manifest route path). The page `/search?q=` shows the same results.
 */
export const searchApiPath = `${apiBasePath}/search`;
export const searchPagePath = "/search";
/** What a search's matches count by publisher, section and day (see searchFacets.ts). */
export const searchFacetsApiPath = `${searchApiPath}/facets`;

/** At most this many results per search. */
export const searchResultLimit = 50;
/** Results on one page of a paged search (`page=`; issue 39). */
export const searchPageSize = 20;

/** Queries are cut to this many characters before they reach the database. */
export const searchQueryMaxLength = 200;

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

/** The feed path of a page path (`/` -> `/feed.xml`, `/africa` -> `/africa/feed.xml`). */
export function feedPath(pagePath: string, format: FeedFormat): string {
  return `${pagePath === "/" ? "" : pagePath}/${feedFormats[format].file}`;
}

/** The search page's feed path for a format (`/search/feed.xml`). */
export const searchFeedPath = (format: FeedFormat) => feedPath(searchPagePath, format);

/** The built-in pages at a fixed path, which config links (the footer's) may name like routes. */
export const builtInPagePaths: readonly string[] = [
  searchPagePath,
  statusPagePath,
  sourcesPagePath,
];

/** The day's top stories (issue 50): its page's route (more in todayPaths.ts). */
export const todayPagePath = "/today";
/** `/today` and `/today/<YYYY-MM-DD>`, as one route of the page registry (an optional segment). */
export const todayPagePattern = "/today/:date?";
