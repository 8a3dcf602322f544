import { type Kysely, type RawBuilder, sql } from "kysely";
import { searchResultLimit } from "../../shared/sitePaths.ts";
import type { ArchiveSchema, DatabaseKind } from "./archiveSchema.ts";
import { SearchTimeout } from "./articleSearch.ts";
import { hostKey } from "./hostOf.ts";
import { type FoundArticles, type Row, readArticleRows } from "./readArticleRows.ts";

/** Words to match, as each database reads them (searchQueryText.ts: fts5Match, tsQueryText). */
export interface TextMatch {
  fts5: string;
  tsquery: string;
}

/** One search, as plain data (it crosses to the search thread). */
export interface SearchPlan {
  /** The search as canonicalQuery writes it (for logs). */
  query: string;
  /** What must match; undefined: the filters alone choose (newest first). */
  match?: TextMatch | undefined;
  /** What must not match, where nothing must (`-word site:x`); else it is in `match`. */
  exclude?: TextMatch | undefined;
  /** The section's sources; undefined: the whole archive. */
  sources?: string[] | undefined;
  /** `source:`: a publisher's feeds (live articles) and hosts (sample articles). */
  publishers?: { feeds: string[]; hosts: string[] } | undefined;
  /** `site:`: the link's host is one of these or under one (lower case, ASCII). */
  sites: string[];
  /** YYYY-MM-DD: published on that UTC day or later; before that day. */
  after?: string | undefined;
  before?: string | undefined;
  /** The sample sources searched (those of endpoints serving their samples now). */
  samples: string[];
  /** Relevance (coverage first, by the caller) or the newest first. */
  sort: "relevance" | "new";
  /** Results given at most, the first first. */
  limit: number;
  /** `facets`: every match counted (see FacetRow) instead of a page of articles. */
  want?: "articles" | "facets";
}

/** What a search found: valid articles, one per link, and the rows that could not be read. */
export interface Found extends FoundArticles {
  /** For a plan that wants facets: the matches counted by source, host and day. */
  facets?: FacetRow[];
}

/**
 * One matching article (by link): its host, the UTC day it was published, and every
 * source that archived it (a link several feeds carry counts once).
 */
export interface FacetRow {
  sources: string[];
  host: string | null;
  day: string;
}

/** PostgreSQL's code for a statement cancelled by `statement_timeout`. */
const queryCanceled = "57014";

/**
 * A host filter: the link's host is `host` or a subdomain of it, as two ranges of the
 * host_key index (`org.example`, and from `org.example.` up to `org.example/`: "/" follows
 * "." in byte order, so `org.example-x` is not in it).
 */
function onHost(host: string): RawBuilder<unknown> {
  const key = hostKey(host);
  return sql`(a.host_key = ${key} OR (a.host_key > ${`${key}.`} AND a.host_key < ${`${key}/`}))`;
}

/** Which rows may be results: the filters of the plan, as SQL both databases read. */
function filtersOf(plan: SearchPlan, kind: DatabaseKind): RawBuilder<unknown> {
  const filters: RawBuilder<unknown>[] = [];
  if (plan.sources) filters.push(sql`a.source IN (${sql.join(plan.sources)})`);
  filters.push(
    plan.samples.length > 0
      ? sql`(a.sample = 0 OR a.source IN (${sql.join(plan.samples)}))`
      : sql`a.sample = 0`,
  );
  if (plan.publishers) {
    const { feeds, hosts } = plan.publishers;
    const live = feeds.length > 0 ? sql`a.source IN (${sql.join(feeds)})` : sql`1 = 0`;
    const samples =
      hosts.length > 0
        ? sql`(a.sample = 1 AND (${sql.join(hosts.map(onHost), sql` OR `)}))`
        : sql`1 = 0`;
    filters.push(sql`(${live} OR ${samples})`);
  }
  if (plan.sites.length > 0) filters.push(sql`(${sql.join(plan.sites.map(onHost), sql` OR `)})`);
  // `published` is an ISO 8601 time in UTC: a day's date sorts before every time of it.
  if (plan.after) filters.push(sql`a.published >= ${plan.after}`);
  if (plan.before) filters.push(sql`a.published < ${plan.before}`);
  if (plan.exclude)
    filters.push(
      kind === "sqlite"
        ? sql`a.id NOT IN (SELECT rowid FROM article_fts WHERE article_fts MATCH ${plan.exclude.fts5})`
        : sql`NOT (a.search @@ to_tsquery('english', ${plan.exclude.tsquery}))`,
    );
  return sql.join(filters, sql` AND `);
}

/**
 * Runs a search on `db`: at most the plan's limit of articles, relevance first (then the newest) or
 * the newest first. The same function serves the search thread (SQLite, its read-only
 * connection) and the main thread (PostgreSQL, SQLite in memory). On PostgreSQL the query
 * runs with `statement_timeout` at `timeoutMs` and rejects with SearchTimeout when it
 * overruns.
 */
export async function findArticles(
  db: Kysely<ArchiveSchema>,
  kind: DatabaseKind,
  plan: SearchPlan,
  timeoutMs: number,
): Promise<Found> {
  const where = filtersOf(plan, kind);
  if (plan.want === "facets") return findFacets(db, kind, plan, where, timeoutMs);
  // The same link archived from several sources, and the same headline under several links
  // (a wire story, the samples' sections), is served once: rank well past the page.
  const limit = Math.max(searchResultLimit, plan.limit) * 8;
  const newest = sql`a.published DESC, a.id DESC`;
  type Ranked = { id: number };
  if (kind === "sqlite") {
    const { rows } = plan.match
      ? await sql<Ranked>`
      SELECT a.id FROM article_fts JOIN article a ON a.id = article_fts.rowid
      WHERE article_fts MATCH ${plan.match.fts5} AND ${where}
      ORDER BY ${plan.sort === "new" ? newest : sql`bm25(article_fts, 4.0, 1.0), ${newest}`} LIMIT ${limit}`.execute(
          db,
        )
      : await sql<Ranked>`SELECT a.id FROM article a WHERE ${where} ORDER BY ${newest} LIMIT ${limit}`.execute(
          db,
        );
    return readRanked(db, kind, rows, plan.limit);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
      const { rows } = plan.match
        ? await sql<Ranked>`
        SELECT a.id FROM article a, to_tsquery('english', ${plan.match.tsquery}) q
        WHERE a.search @@ q AND ${where}
        ORDER BY ${plan.sort === "new" ? newest : sql`ts_rank(a.search, q) DESC, ${newest}`} LIMIT ${limit}`.execute(
            trx,
          )
        : await sql<Ranked>`SELECT a.id FROM article a WHERE ${where} ORDER BY ${newest} LIMIT ${limit}`.execute(
            trx,
          );
      return readRanked(trx, kind, rows, plan.limit);
    });
  } catch (error) {
    if ((error as { code?: string }).code === queryCanceled) throw new SearchTimeout(timeoutMs);
    throw error;
  }
}

/**
 * The articles of the ranked rows, read as far as `limit` goes (readArticleRows): ranking
 * reads no article's body, so a common word's thousands of matches cost no more than a page.
 */
async function readRanked(
  db: Kysely<ArchiveSchema>,
  kind: DatabaseKind,
  ranked: readonly { id: number }[],
  limit: number,
): Promise<FoundArticles> {
  // SQLite's body as the bytes stored: a damaged byte must not pass as U+FFFD.
  const body = kind === "sqlite" ? sql`CAST(a.body AS BLOB) AS body` : sql`a.body`;
  return readArticleRows(
    ranked.map((row) => row.id),
    limit,
    async (ids) =>
      (
        await sql<Row>`SELECT a.id, a.link, a.title, a.description, ${body}
          FROM article a WHERE a.id IN (${sql.join(ids)})`.execute(db)
      ).rows,
  );
}

/**
 * Every match of the plan, one row per link, with its host, day and sources (what the
 * facets are made of): one grouped pass over the matches, no article read.
 */
async function findFacets(
  db: Kysely<ArchiveSchema>,
  kind: DatabaseKind,
  plan: SearchPlan,
  where: RawBuilder<unknown>,
  timeoutMs: number,
): Promise<Found> {
  // Sources joined by a space, which no URL holds unescaped.
  type Joined = { sources: string; host: string | null; day: string };
  const found = (rows: Joined[]): Found => ({
    articles: [],
    damaged: [],
    size: rows.length * 64,
    facets: rows.map((row) => ({ ...row, sources: row.sources.split(" ") })),
  });
  const byLink = sql`GROUP BY a.link`;
  const first = sql`min(a.host) AS host, min(substr(a.published, 1, 10)) AS day`;
  if (kind === "sqlite") {
    const groups = sql`group_concat(DISTINCT a.source) AS sources, ${first}`;
    const { rows } = plan.match
      ? await sql<Joined>`SELECT ${groups} FROM article_fts JOIN article a ON a.id = article_fts.rowid
          WHERE article_fts MATCH ${plan.match.fts5} AND ${where} ${byLink}`.execute(db)
      : await sql<Joined>`SELECT ${groups} FROM article a WHERE ${where} ${byLink}`.execute(db);
    // group_concat(DISTINCT ...) joins with commas only; a URL's commas are escaped.
    return found(rows.map((row) => ({ ...row, sources: row.sources.replaceAll(",", " ") })));
  }
  try {
    const groups = sql`string_agg(DISTINCT a.source, ' ') AS sources, ${first}`;
    const rows = await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
      const result = plan.match
        ? await sql<Joined>`SELECT ${groups} FROM article a, to_tsquery('english', ${plan.match.tsquery}) q
            WHERE a.search @@ q AND ${where} ${byLink}`.execute(trx)
        : await sql<Joined>`SELECT ${groups} FROM article a WHERE ${where} ${byLink}`.execute(trx);
      return result.rows;
    });
    return found(rows);
  } catch (error) {
    if ((error as { code?: string }).code === queryCanceled) throw new SearchTimeout(timeoutMs);
    throw error;
  }
}
