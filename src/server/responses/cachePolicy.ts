import type { EndpointId } from "../../shared/endpoints.ts";
import type { FeedsConfig } from "../../shared/feedsConfig.ts";
import type { RouteEntry } from "../../shared/manifest.ts";
import { routeEndpoints } from "../../shared/routeSlots.ts";

/** A day: how long a CDN may serve a stale copy while the server is failing. */
const staleIfErrorSeconds = 86_400;

/** Seconds a client waits before asking again for a feed none of whose sources answered yet. */
export const unavailableRetrySeconds = 60;

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

/** How often an endpoint's data is refreshed: its own interval, or the feeds' default. */
export function endpointRefreshMinutes(feeds: FeedsConfig, id: EndpointId): number {
  return feeds.endpoints[id]?.refreshMinutes ?? feeds.defaults.refreshMinutes;
}

/**
 * How long a copy of data refreshed every `refreshMinutes` may be kept, in seconds: one
 * interval, so a cached copy is at most one refresh behind.
 */
export function refreshMaxAgeSeconds(refreshMinutes: number): number {
  return refreshMinutes * 60;
}

/**
 * How long a shared cache may keep what a route shows (its page, its feeds): as long as the
 * most often refreshed endpoint it reads allows; Infinity when it reads none.
 */
export function routeRefreshSeconds(feeds: FeedsConfig, route: RouteEntry): number {
  const minutes = routeEndpoints(route).map((id) => endpointRefreshMinutes(feeds, id));
  return refreshMaxAgeSeconds(Math.min(...minutes));
}
