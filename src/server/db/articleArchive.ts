import { type Kysely, type RawBuilder, sql } from "kysely";
import { type Article, articleSchema } from "../../shared/article.ts";
import { searchResultLimit } from "../../shared/searchPaths.ts";
import { validStrings } from "../../shared/validText.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import type { ArchiveSchema } from "./archiveSchema.ts";
import type { ArticleSearch } from "./articleSearch.ts";
import type { ArchiveDatabase } from "./openDatabase.ts";
import { fts5Query, searchTokens, tsQuery } from "./searchTokens.ts";
import { type SectionSources, sampleSource } from "./sectionSources.ts";

const day = 86_400_000;
/** Rows per INSERT: well under SQLite's bound-parameter limit. */
const insertChunk = 200;

/** The Article an archived item is served as: unscored (scores belong to a live feed). */
function archivedArticle(item: SourceItem): Article {
  return { ...item.article, popularity: 0, trending: false };
}

/**
 * Archives a source's items in the caller's transaction: one row per article per source,
 * inserted once and then kept current (text, body, `last_seen`); an undated article keeps
 * the time it was first seen as its date.
 */
export async function archiveItems(
  db: Kysely<ArchiveSchema>,
  source: string,
  items: readonly SourceItem[],
  at: string,
  sample = false,
): Promise<void> {
  const rows = items.map((item) => ({
    source,
    link: item.article.link,
    title: item.article.title,
    description: item.article.description,
    published: item.article.pubDate ?? at,
    first_seen: at,
    last_seen: at,
    sample: sample ? 1 : 0,
    body: JSON.stringify(archivedArticle(item)),
  }));
  for (let start = 0; start < rows.length; start += insertChunk)
    await db
      .insertInto("article")
      .values(rows.slice(start, start + insertChunk))
      .onConflict((conflict) =>
        conflict.columns(["source", "link"]).doUpdateSet((eb) => ({
          title: eb.ref("excluded.title"),
          description: eb.ref("excluded.description"),
          body: eb.ref("excluded.body"),
          last_seen: eb.ref("excluded.last_seen"),
          published: sql<string>`CASE WHEN excluded.published = excluded.first_seen THEN article.published ELSE excluded.published END`,
        })),
      )
      .execute();
}

export interface ArchiveOptions {
  /** Articles not seen in their feed for this many days are deleted. */
  archiveDays: number;
  sectionSources: SectionSources;
  /** The endpoints serving their samples now: only their sample articles are searched. */
  servingSamples: () => readonly string[];
  now?: () => number;
}

/**
 * Every article ingested, kept `archiveDays`, searchable: FTS5 on SQLite, a tsvector on
 * PostgreSQL, queried with the same extracted words on both (see searchTokens.ts).
 */
export class ArticleArchive implements ArticleSearch {
  private readonly now: () => number;
  private readonly reportedRows = new Set<number>();
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: ArchiveDatabase,
    private readonly options: ArchiveOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async search(query: string, { section }: { section?: string } = {}): Promise<Article[]> {
    const tokens = searchTokens(query);
    if (tokens.length === 0) return [];
    const filters: RawBuilder<unknown>[] = [];
    if (section !== undefined) {
      const sources = this.options.sectionSources(section);
      if (!sources) return [];
      filters.push(sql`a.source IN (${sql.join(sources)})`);
    }
    const samples = this.options.servingSamples().map(sampleSource);
    filters.push(
      samples.length > 0
        ? sql`(a.sample = 0 OR a.source IN (${sql.join(samples)}))`
        : sql`a.sample = 0`,
    );
    const where = sql.join(filters, sql` AND `);
    // Twice the limit: the same link archived from several sources is served once.
    const limit = searchResultLimit * 2;
    const { db, kind } = this.database;
    const query_ =
      kind === "sqlite"
        ? sql<{ id: number; link: string; body: string }>`
          SELECT a.id, a.link, a.body FROM article_fts JOIN article a ON a.id = article_fts.rowid
          WHERE article_fts MATCH ${fts5Query(tokens)} AND ${where}
          ORDER BY bm25(article_fts, 4.0, 1.0), a.published DESC, a.id DESC LIMIT ${limit}`
        : sql<{ id: number; link: string; body: string }>`
          SELECT a.id, a.link, a.body FROM article a, to_tsquery('simple', ${tsQuery(tokens)}) q
          WHERE a.search @@ q AND ${where}
          ORDER BY ts_rank(a.search, q) DESC, a.published DESC, a.id DESC LIMIT ${limit}`;
    const { rows } = await query_.execute(db);
    return this.readRows(rows);
  }

  /** Validated articles, one per link; damaged rows are left out and reported once. */
  private readRows(rows: readonly { id: number; link: string; body: string }[]): Article[] {
    const articles: Article[] = [];
    const links = new Set<string>();
    const damaged: { file: string; reason: string }[] = [];
    for (const row of rows) {
      if (links.has(row.link)) continue;
      let parsed: ReturnType<typeof articleSchema.safeParse> | undefined;
      try {
        // Strings made valid: a row an earlier version archived may hold what ingest now removes.
        parsed = articleSchema.safeParse(JSON.parse(row.body, validStrings));
      } catch (error) {
        if (!this.reportedRows.has(row.id))
          damaged.push({
            file: `article ${row.id}`,
            reason: `invalid JSON: ${(error as Error).message}`,
          });
        this.reportedRows.add(row.id);
        continue;
      }
      if (!parsed.success) {
        if (!this.reportedRows.has(row.id))
          damaged.push({
            file: `article ${row.id}`,
            reason: `not an article: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`,
          });
        this.reportedRows.add(row.id);
        continue;
      }
      links.add(row.link);
      articles.push(parsed.data);
      if (articles.length === searchResultLimit) break;
    }
    this.database.health.skipped(damaged, "the article archive");
    return articles;
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
      if (deleted > 0) this.database.health.succeeded();
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

  stopPruning(): void {
    clearInterval(this.pruneTimer);
  }
}
