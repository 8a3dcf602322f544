import type { SortOption } from "../shared/allNewsQuery.ts";
import type { Article } from "../shared/article.ts";

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
