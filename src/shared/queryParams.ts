/**
 * The one reading of a request's query string (issue 48), for the API, the pages and the
 * feeds alike, so that one query finds the same everywhere: WHATWG's
 * application/x-www-form-urlencoded parsing (`+` is a space; an escape of a byte that is
 * no UTF-8 reads as U+FFFD, one of no byte at all stays as written), and of a repeated
 * parameter the first value. (Fastify's own parser kept a value with a bad escape raw, so
 * `/public/api/search?q=flood%20%FF` searched other words than `/search?q=flood%20%FF`.)
 *
 * `url`: a request's URL, or its query with or without the `?`; a fragment is ignored.
 */
export function queryParams(url: string): URLSearchParams {
  const queryAt = url.indexOf("?");
  const start = queryAt === -1 ? (url.startsWith("/") ? url.length : 0) : queryAt + 1;
  const hashAt = url.indexOf("#", start);
  return new URLSearchParams(url.slice(start, hashAt === -1 ? url.length : hashAt));
}

/** A query string as one value per name, the first given (Fastify's `querystringParser`). */
export function queryObject(query: string): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  for (const [name, value] of queryParams(query)) if (!(name in values)) values[name] = value;
  return values;
}
