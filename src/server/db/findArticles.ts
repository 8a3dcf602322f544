import { isUtf8 } from "node:buffer";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { type Article, articleSchema } from "../../shared/article.ts";
import { searchResultLimit } from "../../shared/sitePaths.ts";
import { validStrings, validText } from "../../shared/validText.ts";
import { titleKey } from "../feeds/normalizeFeed.ts";
import type { ArchiveSchema, DatabaseKind } from "./archiveSchema.ts";
import { SearchTimeout } from "./articleSearch.ts";
import { fts5Query, tsQuery } from "./searchTokens.ts";

/** One search, as plain data (it crosses to the search thread). */
export interface SearchPlan {
  /** The words (searchTokens): every one must match. */
  tokens: string[];
  /** The section's sources; undefined: the whole archive. */
  sources?: string[] | undefined;
  /** The sample sources searched (those of endpoints serving their samples now). */
  samples: string[];
}

/** What a search found: valid articles, one per link, and the rows that could not be read. */
export interface Found {
  articles: Article[];
  damaged: { id: number; reason: string }[];
  /** The JSON text read, in characters: what the result cache counts. */
  size: number;
}

/** PostgreSQL's code for a statement cancelled by `statement_timeout`. */
const queryCanceled = "57014";

/**
 * Runs a search on `db`: at most `searchResultLimit` articles, relevance first, then the
 * newest. The same function serves the search thread (SQLite, its read-only connection) and
 * the main thread (PostgreSQL, SQLite in memory). On PostgreSQL the query runs with
 * `statement_timeout` at `timeoutMs` and rejects with SearchTimeout when it overruns.
 */
export async function findArticles(
  db: Kysely<ArchiveSchema>,
  kind: DatabaseKind,
  plan: SearchPlan,
  timeoutMs: number,
): Promise<Found> {
  const filters: RawBuilder<unknown>[] = [];
  if (plan.sources) filters.push(sql`a.source IN (${sql.join(plan.sources)})`);
  filters.push(
    plan.samples.length > 0
      ? sql`(a.sample = 0 OR a.source IN (${sql.join(plan.samples)}))`
      : sql`a.sample = 0`,
  );
  const where = sql.join(filters, sql` AND `);
  // The same link archived from several sources, and the same headline under several links
  // (a wire story, the samples' sections), is served once: read well past the limit.
  const limit = searchResultLimit * 8;
  if (kind === "sqlite") {
    // The body's bytes as stored: a damaged byte must not pass as U+FFFD (readRows).
    const { rows } = await sql<Row>`
      SELECT a.id, a.link, a.title, a.description, CAST(a.body AS BLOB) AS body FROM article_fts JOIN article a ON a.id = article_fts.rowid
      WHERE article_fts MATCH ${fts5Query(plan.tokens)} AND ${where}
      ORDER BY bm25(article_fts, 4.0, 1.0), a.published DESC, a.id DESC LIMIT ${limit}`.execute(db);
    return readRows(rows);
  }
  try {
    const rows = await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
      const result = await sql<Row>`
        SELECT a.id, a.link, a.title, a.description, a.body FROM article a, to_tsquery('english', ${tsQuery(plan.tokens)}) q
        WHERE a.search @@ q AND ${where}
        ORDER BY ts_rank(a.search, q) DESC, a.published DESC, a.id DESC LIMIT ${limit}`.execute(
        trx,
      );
      return result.rows;
    });
    return readRows(rows);
  } catch (error) {
    if ((error as { code?: string }).code === queryCanceled) throw new SearchTimeout(timeoutMs);
    throw error;
  }
}

/** Text as the damage check compares it (see readRows). */
const comparable = (text: string) => validText(text).replaceAll("\uFFFD", "");

interface Row {
  id: number;
  link: string;
  title: string;
  description: string;
  /** SQLite: the stored bytes; PostgreSQL: text (the server keeps it valid UTF-8). */
  body: string | Uint8Array;
}

/**
 * Validated articles, one per link and per headline (as onePerStory shows one per story);
 * the rows that are not valid Article JSON, or show damage, are named and left out.
 */
function readRows(rows: readonly Row[]): Found {
  const found: Found = { articles: [], damaged: [], size: 0 };
  const links = new Set<string>();
  const headlines = new Set<string>();
  for (const row of rows) {
    if (links.has(row.link)) continue;
    // Ingest stores valid UTF-8 only: bytes that are not are a damaged record (a flipped
    // byte), which a decoder would serve as U+FFFD.
    if (typeof row.body !== "string" && !isUtf8(row.body)) {
      found.damaged.push({ id: row.id, reason: "damaged record: its text is not valid UTF-8" });
      continue;
    }
    const body = typeof row.body === "string" ? row.body : Buffer.from(row.body).toString("utf8");
    let parsed: ReturnType<typeof articleSchema.safeParse>;
    try {
      // Strings made valid: a row an earlier version archived may hold what ingest now removes.
      parsed = articleSchema.safeParse(JSON.parse(body, validStrings));
    } catch (error) {
      found.damaged.push({ id: row.id, reason: `invalid JSON: ${(error as Error).message}` });
      continue;
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      found.damaged.push({
        id: row.id,
        reason: `not an article: ${issue?.path.join(".")}: ${issue?.message}`,
      });
      continue;
    }
    // The title, description and link are stored twice (columns for the index, and the
    // body): written together, so a difference is damage in one of them. Compared as text
    // made valid, without replacement characters: a row an earlier version wrote with a
    // lone surrogate holds it as one U+FFFD in the body, as bytes SQLite reads as several.
    const article = parsed.data;
    if (
      article.link !== row.link ||
      comparable(article.title) !== comparable(row.title) ||
      comparable(article.description) !== comparable(row.description)
    ) {
      found.damaged.push({
        id: row.id,
        reason: "damaged record: its columns and its stored article differ",
      });
      continue;
    }
    links.add(row.link);
    const headline = titleKey(parsed.data.title);
    if (headlines.has(headline)) continue;
    headlines.add(headline);
    found.articles.push(parsed.data);
    found.size += body.length;
    if (found.articles.length === searchResultLimit) break;
  }
  return found;
}
