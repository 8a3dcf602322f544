import { apiBasePath } from "./endpoints.ts";

/**
 * Full-text search over the article archive (issue 12): `GET /public/api/search?q=<text>`
 * answers an Article[] (relevance, then recency), optionally within one section
 * (`&section=/africa`, a manifest route path). The page `/search?q=` shows the same results.
 */
export const searchApiPath = `${apiBasePath}/search`;
export const searchPagePath = "/search";

/** At most this many results per search. */
export const searchResultLimit = 50;

/** Queries are cut to this many characters before they reach the database. */
export const searchQueryMaxLength = 200;
