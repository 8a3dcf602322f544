import type { Article } from "../../shared/article.ts";
import { parseSearchQuery } from "../../shared/parseSearchQuery.ts";
import { noFacets, type SearchFacets } from "../../shared/searchFacets.ts";
import { maxSearchPage } from "../../shared/searchParams.ts";
import { canonicalQuery, fts5Match, tsQueryText } from "../../shared/searchQueryText.ts";
import type { SearchQuery } from "../../shared/searchQueryTree.ts";
import { searchPageSize, searchResultLimit } from "../../shared/sitePaths.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import { archiveItems } from "./archiveItems.ts";
import type { ArticleSearch, SearchOptions } from "./articleSearch.ts";
import { countFacets, type FacetNames } from "./countFacets.ts";
import { type Found, findArticles, type SearchPlan } from "./findArticles.ts";
import { hostOf } from "./hostOf.ts";
import type { ArchiveDatabase } from "./openDatabase.ts";
import { SearchCache } from "./searchCache.ts";
import { searchClient } from "./searchClient.ts";
import { SearchLine } from "./searchLine.ts";
import { SearchThreads } from "./searchThreads.ts";
import { type SectionSources, sampleSource } from "./sectionSources.ts";
import { isCorruption } from "./sqliteRepair.ts";

const day = 86_400_000;
export interface ArchiveOptions {
  /** Articles not seen in their feed for this many days are deleted. */
  archiveDays: number;
  sectionSources: SectionSources;
  /** Called after a prune deleted articles: what is kept of them goes too (stories). */
  afterPrune?: () => Promise<unknown>;
  /** The endpoints serving their samples now: only their sample articles are searched. */
  servingSamples: () => readonly string[];
  /** Who a facet's source is (publisher name, registry id) and which sections read it. */
  facetNames?: FacetNames;
  /** `source:`: a publisher's feed URLs and hosts, by its id in the registry. */
  publishers?: (id: string) => { feeds: string[]; hosts: string[] } | undefined;
  /** Threads searching a SQLite file (0: on the main thread; in memory, always there). */
  searchThreads: number;
  /** A search's time cap (SearchThreads; PostgreSQL's statement_timeout). */
  searchTimeoutMs: number;
  /** Searches one client (remote address) may have under way; more are refused (SearchLine). */
  searchPerClient: number;
  /** A search waits this long for its turn, then is refused as busy (SearchLine). */
  searchWaitMs: number;
  warn?: (message: string) => void;
  now?: () => number;
}

/**
 * What must match, as both databases read it; where only exclusions and filters were typed
 * (`-rain site:example.org`), what must not.
 */
function textMatches(query: SearchQuery): Pick<SearchPlan, "match" | "exclude"> {
  const fts5 = fts5Match(query);
  const tsquery = tsQueryText(query);
  if (fts5 !== undefined && tsquery !== undefined) return { match: { fts5, tsquery } };
  if (query.none.length === 0) return {};
  const excluded: SearchQuery = { ...query, all: [query.none], none: [] };
  return {
    exclude: { fts5: fts5Match(excluded) as string, tsquery: tsQueryText(excluded) as string },
  };
}

/** Recent results kept: 4 MB of their JSON (about 5 MB of heap), five minutes at most. */
const cacheLimits = { maxSize: 4_000_000, maxEntries: 1_000, maxAgeMs: 300_000 };

/**
 * Every article ingested, kept `archiveDays`, searchable: FTS5 on SQLite, a tsvector on
 * PostgreSQL, queried with the same parsed query on both (see searchQuery.ts). A SQLite
 * file is searched in threads of its own (SearchThreads), so a heavy search never holds the
 * event loop; results are kept until the archive changes (SearchCache).
 */
export class ArticleArchive implements ArticleSearch {
  private readonly now: () => number;
  private readonly reportedRows = new Set<number>();
  private readonly cache: SearchCache;
  /** The facets of each kept result, counted (see facets). */
  private readonly counted = new WeakMap<Found, SearchFacets>();
  private readonly threads: SearchThreads | undefined;
  private readonly line: SearchLine;
  private pruneTimer: NodeJS.Timeout | undefined;
  private checkTimer: NodeJS.Timeout | undefined;
  /** Recoveries of the file so far, and the one under way (shared by searches meeting it). */
  private recoveries = 0;
  private recovery: Promise<void> | undefined;

  constructor(
    private readonly database: ArchiveDatabase,
    private readonly options: ArchiveOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.cache = new SearchCache(cacheLimits, this.now);
    const onDisk = database.kind === "sqlite" && database.location !== ":memory:";
    this.threads =
      onDisk && options.searchThreads > 0
        ? new SearchThreads({
            file: database.location,
            threads: options.searchThreads,
            timeoutMs: options.searchTimeoutMs,
            waitMs: options.searchWaitMs,
            warn: (message) => options.warn?.(message),
          })
        : undefined;
    this.line = new SearchLine({
      // One search per thread; on PostgreSQL two of the pool's four connections (ingest
      // and followers keep the others); on the main thread one at a time anyway.
      slots: this.threads ? options.searchThreads : database.kind === "postgres" ? 2 : 1,
      perClient: options.searchPerClient,
      waitMs: options.searchWaitMs,
      retryAfterSeconds: Math.max(1, Math.ceil(options.searchTimeoutMs / 1000)),
    });
    database.onRecovered?.(() => {
      this.recoveries += 1;
      this.changed();
      // Their connections read the damaged file, which a salvage has moved aside.
      void this.threads?.restart("the archive was recovered from damage");
    });
  }

  /** Resolves once the search threads are ready (the server listens only then). */
  async searchReady(): Promise<void> {
    await this.threads?.ready();
  }

  async search(
    text: string,
    { section, sort = "relevance", page }: SearchOptions = {},
  ): Promise<Article[]> {
    // A page is cut by the store, once the results are one per story (asServed): read
    // from the first, past the page's end by as much again, as several may be one story.
    const plan = this.plan(text, section, {
      sort,
      limit:
        page === undefined
          ? searchResultLimit
          : 2 * Math.max(1, Math.min(page, maxSearchPage)) * searchPageSize,
    });
    return plan ? (await this.run(plan)).articles : [];
  }

  async facets(
    text: string,
    { section }: Pick<SearchOptions, "section"> = {},
  ): Promise<SearchFacets> {
    const plan = this.plan(text, section, {
      sort: "relevance",
      limit: 0,
      want: "facets",
    });
    if (!plan) return noFacets;
    const found = await this.run(plan);
    // A kept result is counted once, not at every asking (a common word's rows are many).
    let counted = this.counted.get(found);
    if (!counted) {
      counted = countFacets(found.facets ?? [], this.options.facetNames);
      this.counted.set(found, counted);
    }
    return counted;
  }

  /** A search's plan; undefined when it can find nothing (no query, an unknown section). */
  private plan(
    text: string,
    section: string | undefined,
    page: Pick<SearchPlan, "sort" | "limit" | "want">,
  ): SearchPlan | undefined {
    const query = parseSearchQuery(text);
    const canonical = canonicalQuery(query);
    if (canonical === "") return undefined;
    let sources: string[] | undefined;
    if (section !== undefined) {
      sources = this.options.sectionSources(section);
      if (!sources) return undefined;
    }
    return {
      query: canonical,
      ...textMatches(query),
      sources,
      publishers: this.publishersOf(query.sources),
      sites: query.sites.map((site) => hostOf(`http://${site}/`) ?? site),
      after: query.after,
      before: query.before,
      samples: this.options.servingSamples().map(sampleSource),
      ...page,
    };
  }

  /** Runs a plan, or answers it from the kept results. */
  private async run(plan: SearchPlan): Promise<Found> {
    const { sources, samples, query, sort, limit, want } = plan;
    const key = JSON.stringify([sources ?? "", samples, query, sort, limit, want]);
    // A kept result costs nothing: only a search that runs waits in the line.
    const found = await this.cache.get(key, sources, () =>
      this.line.run(searchClient(), () =>
        this.recovering(() =>
          this.threads
            ? this.threads.run(plan)
            : findArticles(
                this.database.db,
                this.database.kind,
                plan,
                this.options.searchTimeoutMs,
              ),
        ),
      ),
    );
    this.report(found.damaged);
    return found;
  }

  /** The feeds and hosts of the publishers `source:` names; none: no filter. */
  private publishersOf(ids: readonly string[]): SearchPlan["publishers"] {
    if (ids.length === 0) return undefined;
    const feeds: string[] = [];
    const hosts: string[] = [];
    for (const id of ids) {
      // An id no publisher has finds nothing (the filter stays, empty).
      const publisher = this.options.publishers?.(id);
      feeds.push(...(publisher?.feeds ?? []));
      hosts.push(...(publisher?.hosts ?? []));
    }
    return { feeds, hosts };
  }

  /**
   * A search thread meeting damage: the store recovers the file (once for every search that
   * met it) and the search runs again, on the new threads, so its caller never sees the
   * damage. A search failed by the threads' restart after a recovery runs again too.
   * (On the main thread, the store's own connection does this: sqliteDialect.ts.)
   */
  private async recovering(search: () => Promise<Found>): Promise<Found> {
    const recoveries = this.recoveries;
    try {
      return await search();
    } catch (error) {
      const { recover } = this.database;
      if (recover && isCorruption(error)) {
        this.recovery ??= recover(error as Error).finally(() => {
          this.recovery = undefined;
        });
        await this.recovery;
      } else if (this.recoveries === recoveries) throw error;
      // The new threads boot first: their start is not the search's time.
      await this.threads?.ready();
      return search();
    }
  }

  /**
   * The archive changed (a source's items were saved, here or by another instance): kept
   * results a write to `source` may change are forgotten; without a source, all of them.
   */
  changed(source?: string): void {
    this.cache.changed(source);
  }

  /** Rows that are not valid articles are left out of results, and reported once. */
  private report(damaged: Found["damaged"]): void {
    const fresh = damaged.filter(({ id }) => !this.reportedRows.has(id));
    for (const { id } of fresh) this.reportedRows.add(id);
    this.database.health.skipped(
      fresh.map(({ id, reason }) => ({ file: `article ${id}`, reason })),
      "the article archive",
    );
  }

  /**
   * Archives the bundled samples (marked as such) so that search works on a fresh offline
   * machine; they are searched only while their endpoint serves them.
   */
  async archiveSamples(samples: ReadonlyMap<string, readonly SourceItem[]>): Promise<void> {
    const at = new Date(this.now()).toISOString();
    try {
      await this.database.db.transaction().execute(async (trx) => {
        for (const [endpoint, items] of samples)
          await archiveItems(trx, sampleSource(endpoint), items, at, true);
      });
      this.changed();
      this.database.health.succeeded();
    } catch (error) {
      this.database.health.failed(error);
    }
  }

  /** Deletes the articles not seen for `archiveDays`; resolves with how many went. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.now() - this.options.archiveDays * day).toISOString();
    try {
      const result = await this.database.db
        .deleteFrom("article")
        .where("last_seen", "<", cutoff)
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      // Deleting nothing writes nothing: on a full disk it would report "writable again"
      // a millisecond after the failure it follows.
      if (deleted > 0) {
        this.database.health.succeeded();
        this.changed();
        await this.options.afterPrune?.();
      }
      return deleted;
    } catch (error) {
      this.database.health.failed(error);
      return 0;
    }
  }

  /** Prunes now and then every `intervalMs` (an hour in production). */
  startPruning(intervalMs = 3_600_000): void {
    void this.prune();
    this.pruneTimer = setInterval(() => void this.prune(), intervalMs);
    this.pruneTimer.unref();
  }

  /**
   * Checks the search index now and then every `intervalMs` (FTS5's `integrity-check`:
   * the start's check finds damage that happens while the server runs only at the next
   * start). A damaged index is rebuilt from the articles and reported (StorageHealth), kept
   * results are forgotten and the search threads reopen the file. Only a SQLite file has
   * such an index to check.
   */
  startCheckingIndex(intervalMs: number): void {
    const check = this.database.checkSearchIndex;
    if (!check || intervalMs <= 0) return;
    this.checkTimer = setInterval(() => {
      check().catch((error: unknown) =>
        this.options.warn?.(`checking the search index failed: ${(error as Error).message}`),
      );
    }, intervalMs);
    this.checkTimer.unref();
  }

  /** Stops pruning and checking and ends the search threads. */
  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    clearInterval(this.checkTimer);
    await this.threads?.close();
  }
}
