import { noFacets } from "../shared/searchFacets.ts";
import type { ArticleSearch } from "./db/articleSearch.ts";
import type { FeedStore } from "./store/feedStore.ts";

/**
 * The search the routes and pages answer from: results come one per story, with its
 * "N sources", and their images linked, as every other array (the same array for a kept
 * result: its bytes are prepared once).
 */
export function servedSearch(store: FeedStore, found: ArticleSearch): ArticleSearch {
  return {
    search: async (query, options) =>
      store.asServed(await found.search(query, options), {
        byCoverage: options?.sort !== "new",
        page: options?.page,
      }),
    facets: (query, options) => found.facets?.(query, options) ?? Promise.resolve(noFacets),
  };
}
