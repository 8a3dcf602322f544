/**
 * `GET /public/api/search/facets?q=&section=` (issue 39): what a search's matches count by
 * publisher, by section and by day (UTC), most first (days newest first), for links that
 * narrow the search: a publisher adds `source:<id>` (when the registry knows it), a section
 * sets `section=`, a day adds `after:` and `before:`.
 */
export interface SearchFacets {
  publishers: { name: string; count: number; id?: string }[];
  sections: { path: string; count: number }[];
  days: { date: string; count: number }[];
}

/** Facets with nothing in them: no query, or no match. */
export const noFacets: SearchFacets = { publishers: [], sections: [], days: [] };
