import type { FeedsConfig } from "../../shared/feedsConfig.ts";
import type { RouteEntry } from "../../shared/manifest.ts";
import { routeEndpoints } from "../../shared/routeSlots.ts";

/** A day: how long a CDN may serve a stale copy while the server is failing. */
const staleIfErrorSeconds = 86_400;

/**
 * Cache-Control for the API and pages, in one family a CDN can act on: browsers revalidate
 * pages every time (ETag, cheap 304) and API bodies after `maxAge`; a shared cache keeps
 * either for `sharedMaxAge` (the data's refresh interval), then serves it stale while it
 * revalidates, and for a day if the server errs.
 */
export function cacheControl(maxAge: number, sharedMaxAge: number): string {
  return [
    "public",
    `max-age=${maxAge}`,
    `s-maxage=${sharedMaxAge}`,
    `stale-while-revalidate=${sharedMaxAge}`,
    `stale-if-error=${staleIfErrorSeconds}`,
  ].join(", ");
}

/**
 * How long a shared cache may keep what a route shows (its page, its feeds): the shortest
 * refresh interval of the endpoints it reads, in seconds; Infinity when it reads none.
 */
export function routeRefreshSeconds(feeds: FeedsConfig, route: RouteEntry): number {
  const minutes = routeEndpoints(route).map(
    (id) => feeds.endpoints[id]?.refreshMinutes ?? feeds.defaults.refreshMinutes,
  );
  return Math.min(...minutes) * 60;
}
