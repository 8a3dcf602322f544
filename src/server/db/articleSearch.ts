import type { Article } from "../../shared/article.ts";
import type { SearchFacets } from "../../shared/searchFacets.ts";

/** How a search is asked, beside its text. */
export interface SearchOptions {
  /** A manifest route path: only what that route's endpoints read. */
  section?: string | undefined;
  /** `new`: the newest first; else relevance first (then the newest). */
  sort?: "relevance" | "new" | undefined;
  /**
   * A page of `searchPageSize` results, one per story (1 is the first); none: the first
   * `searchResultLimit`. The archive reads from the first result past the page's end; the
   * store groups them one per story and cuts the page (FeedStore.asServed).
   */
  page?: number | undefined;
}

/**
 * What the search API, the /search page and search feeds ask the archive (the contract
 * between the database layer and the HTTP layer). Any text is a valid query, read by the
 * query language (searchQuery.ts: phrases, exclusions, OR, intitle:, site:, source:,
 * after:, before:), never an error; a query with nothing to look for finds nothing.
 */
export interface ArticleSearch {
  /**
   * Archived articles matching `query` (see SearchOptions). Rejects with SearchTimeout when
   * it overruns the time cap, SearchBusy when it was not run.
   */
  search(query: string, options?: SearchOptions): Promise<Article[]>;
  /**
   * What every match of `query` counts by publisher, section and day (issue 39); a search
   * without it (a test's stub) has no facets to give. Rejects as `search` does.
   */
  facets?(query: string, options?: Pick<SearchOptions, "section">): Promise<SearchFacets>;
}

/**
 * A search that overran its time cap (`SEARCH_TIMEOUT_MS`) while it ran: the API answers
 * 503 and the page says search is unavailable, at once, instead of leaving the visitor waiting.
 */
export class SearchTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the search took longer than ${timeoutMs} ms`);
    this.name = "SearchTimeout";
  }
}

/**
 * A search refused before it ran: its client already has `SEARCH_PER_IP` searches under way
 * (`client`), or it waited `SEARCH_QUEUE_MS` for its turn (`queue`). Nothing is wrong with
 * the query: asked again in `retryAfterSeconds` it may well answer.
 */
export class SearchBusy extends Error {
  constructor(
    readonly reason: "client" | "queue",
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === "client"
        ? "this client has too many searches under way"
        : "every search slot stayed busy while the search waited",
    );
    this.name = "SearchBusy";
  }
}
