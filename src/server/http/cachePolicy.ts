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
