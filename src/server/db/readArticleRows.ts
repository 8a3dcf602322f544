import { isUtf8 } from "node:buffer";
import { type Article, articleSchema } from "../../shared/article.ts";
import { validStrings, validText } from "../../shared/validText.ts";
import { titleKey } from "../feeds/normalizeFeed.ts";

/** An archived article as a search reads it: its columns and its stored JSON. */
export interface Row {
  id: number;
  link: string;
  title: string;
  description: string;
  /** SQLite: the stored bytes; PostgreSQL: text (the server keeps it valid UTF-8). */
  body: string | Uint8Array;
}

/** Valid articles, one per link, and the rows that could not be read. */
export interface FoundArticles {
  articles: Article[];
  damaged: { id: number; reason: string }[];
  /** The JSON text read, in characters: what the result cache counts. */
  size: number;
}

/** Text as the damage check compares it (see add). */
const comparable = (text: string) => validText(text).replaceAll("\uFFFD", "");

/**
 * Validated articles, one per link and per headline (as onePerStory shows one per story),
 * at most `limit` of them, from rows in ranked order; the rows that are not valid Article
 * JSON, or show damage, are named and left out.
 */
class ArticleRows {
  readonly found: FoundArticles = { articles: [], damaged: [], size: 0 };
  private readonly links = new Set<string>();
  private readonly headlines = new Set<string>();

  constructor(readonly limit: number) {}

  /** Takes the next row; whether `limit` articles are found. */
  add(row: Row): boolean {
    const { found, links, headlines, limit } = this;
    if (links.has(row.link)) return false;
    // Ingest stores valid UTF-8 only: bytes that are not are a damaged record (a flipped
    // byte), which a decoder would serve as U+FFFD.
    if (typeof row.body !== "string" && !isUtf8(row.body)) {
      found.damaged.push({ id: row.id, reason: "damaged record: its text is not valid UTF-8" });
      return false;
    }
    const body = typeof row.body === "string" ? row.body : Buffer.from(row.body).toString("utf8");
    let parsed: ReturnType<typeof articleSchema.safeParse>;
    try {
      // Strings made valid: a row an earlier version archived may hold what ingest now removes.
      parsed = articleSchema.safeParse(JSON.parse(body, validStrings));
    } catch (error) {
      found.damaged.push({ id: row.id, reason: `invalid JSON: ${(error as Error).message}` });
      return false;
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      found.damaged.push({
        id: row.id,
        reason: `not an article: ${issue?.path.join(".")}: ${issue?.message}`,
      });
      return false;
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
      return false;
    }
    links.add(row.link);
    const headline = titleKey(parsed.data.title);
    if (headlines.has(headline)) return false;
    headlines.add(headline);
    found.articles.push(parsed.data);
    found.size += body.length;
    return found.articles.length === limit;
  }
}

/**
 * The articles of `ids` (ranked, the first first), their rows read by `read` a batch at a
 * time, only as far as `limit` articles go: a page of a common word's thousands of matches
 * reads the bodies of about a page, not of every ranked row.
 */
export async function readArticleRows(
  ids: readonly number[],
  limit: number,
  read: (ids: number[]) => Promise<readonly Row[]>,
): Promise<FoundArticles> {
  const rows = new ArticleRows(limit);
  for (let start = 0; start < ids.length; ) {
    // What is still wanted, and a few more for the links and headlines seen before.
    const batch = ids.slice(start, start + limit - rows.found.articles.length + 10);
    start += batch.length;
    const byId = new Map((await read(batch)).map((row) => [row.id, row]));
    for (const id of batch) {
      const row = byId.get(id);
      if (row && rows.add(row)) return rows.found;
    }
  }
  return rows.found;
}
