import type { Article } from "../shared/article.ts";

export const SORT_OPTIONS = ["New", "Old", "Popular", "Trending"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "New";

/** Milliseconds since the epoch, or null for a missing or unparseable date. */
function timeOf(article: Article): number | null {
  if (!article.pubDate) return null;
  const time = Date.parse(article.pubDate);
  return Number.isNaN(time) ? null : time;
}

/** Compares by date in the given direction; undated articles always sort last. */
function byDate(direction: 1 | -1) {
  return (a: Article, b: Article) => {
    const ta = timeOf(a);
    const tb = timeOf(b);
    if (ta === null || tb === null) return (ta === null ? 1 : 0) - (tb === null ? 1 : 0);
    return (ta - tb) * direction;
  };
}

/**
 * Spec, States and transitions: New, newest first; Old, oldest first; Popular, popularity highest first
 * (missing counts as 0); Trending, only the trending items, newest first. Stable.
 */
export function sortArticles(articles: readonly Article[], sort: SortOption): Article[] {
  switch (sort) {
    case "New":
      return [...articles].sort(byDate(-1));
    case "Old":
      return [...articles].sort(byDate(1));
    case "Popular":
      return [...articles].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
    case "Trending":
      return articles.filter((article) => article.trending).sort(byDate(-1));
  }
}

/** Number of pages for `count` items; an empty list still has one page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The items of 1-based `page`. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The All News list's place in the URL query: `?sort=old&page=2` (defaults are left out). */
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
