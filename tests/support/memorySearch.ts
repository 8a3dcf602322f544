import type { ArticleSearch, SearchOptions } from "../../src/server/db/articleSearch.ts";
import type { Article } from "../../src/shared/article.ts";
import { searchPageSize, searchResultLimit } from "../../src/shared/sitePaths.ts";

/**
 * A test double of the archive's search over `articles()`: every word of the query must appear in the title
 * or description (case-insensitive); `section` keeps the articles listed for it. It records
 * what it was asked.
 */
export function memorySearch(
  articles: () => readonly Article[],
  sections: Record<string, readonly string[]> = {},
): ArticleSearch & { asked: ({ query: string } & SearchOptions)[] } {
  const asked: ({ query: string } & SearchOptions)[] = [];
  return {
    asked,
    async search(query, options = {}) {
      asked.push({ query, ...options });
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return [];
      const inSection = options.section ? new Set(sections[options.section] ?? []) : undefined;
      return articles()
        .filter((article) => !inSection || inSection.has(article.link))
        .filter((article) => {
          const text = `${article.title} ${article.description}`.toLowerCase();
          return words.every((word) => text.includes(word));
        })
        .slice(0, options.page ? 2 * options.page * searchPageSize : searchResultLimit);
    },
  };
}
