import type { StoryArticle } from "../../shared/story.ts";

/**
 * A story's articles as the API lists them: one per publisher (its newest) first, then
 * the rest; each group newest first (by date, else when first seen).
 */
export function coverageOrder<T extends StoryArticle>(articles: readonly T[]): T[] {
  const time = (a: T) => {
    const published = a.pubDate === null ? Number.NaN : Date.parse(a.pubDate);
    return Number.isNaN(published) ? Date.parse(a.firstSeen) : published;
  };
  const newest = [...articles].sort((a, b) => time(b) - time(a));
  const seen = new Set<string>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const article of newest) {
    if (seen.has(article.publisher)) rest.push(article);
    else {
      seen.add(article.publisher);
      first.push(article);
    }
  }
  return [...first, ...rest];
}
