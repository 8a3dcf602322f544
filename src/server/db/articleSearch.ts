import type { Article } from "../../shared/article.ts";

/**
 * What the search API, the /search page and search feeds ask the archive (the contract
 * between the database layer and the HTTP layer). Any text is a valid query: quotes,
 * operators and markup are searched as words, never an error; an empty query finds nothing.
 */
export interface ArticleSearch {
  /**
   * At most `searchResultLimit` archived articles matching `query`, relevance first, then
   * the newest; `section`, a manifest route path, keeps only what that route's endpoints read.
   * Rejects with SearchTimeout when it overruns the time cap.
   */
  search(query: string, options?: { section?: string }): Promise<Article[]>;
}

/**
 * A search that overran its time cap (`SEARCH_TIMEOUT_MS`): the API answers 503 and the
 * page says search is unavailable, at once, instead of leaving the visitor waiting.
 */
export class SearchTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the search took longer than ${timeoutMs} ms`);
    this.name = "SearchTimeout";
  }
}
