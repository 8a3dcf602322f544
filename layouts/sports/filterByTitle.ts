import type { Article } from "#src/shared/article.ts";

/**
 * The sports 'Recent Post' search (spec: Validation rules): articles whose title contains `query`,
 * case-insensitively. A plain substring test, so regex characters are just text and
 * any length of input is safe; an empty or blank query keeps every article.
 */
export function filterByTitle(articles: readonly Article[], query: string): Article[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...articles];
  return articles.filter((article) => article.title.toLocaleLowerCase().includes(needle));
}
