/**
 * The All News list's place in the URL query: `?sort=old&page=2` (defaults are left out).
 * Read alike by the list in the browser and by the server, which renders and caches one
 * page per meaning, whatever the spelling.
 */

export const SORT_OPTIONS = ["New", "Old", "Popular", "Trending"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "New";

export const SORT_PARAM = "sort";
export const PAGE_PARAM = "page";

/** The sort a URL names (any case); anything else is the default. */
export function sortFromQuery(value: string | null): SortOption {
  return (
    SORT_OPTIONS.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? DEFAULT_SORT
  );
}

/** The 1-based page a URL names; anything that is not a whole number from 1 is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query value of a sort (lower case). */
export const sortQueryValue = (sort: SortOption) => sort.toLowerCase();
