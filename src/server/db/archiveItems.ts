import { type Kysely, sql } from "kysely";
import type { Article } from "../../shared/article.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import type { ArchiveSchema } from "./archiveSchema.ts";
import { hostKey, hostOf } from "./hostOf.ts";

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
  const rows = items.map((item) => {
    const host = hostOf(item.article.link);
    return {
      source,
      link: item.article.link,
      host,
      host_key: host === null ? null : hostKey(host),
      title: item.article.title,
      description: item.article.description,
      published: item.article.pubDate ?? at,
      first_seen: at,
      last_seen: at,
      sample: sample ? 1 : 0,
      body: JSON.stringify(archivedArticle(item)),
    };
  });
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
