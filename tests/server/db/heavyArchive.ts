/**
 * An archive where every article shares twenty common words, so a search of several of
 * them ranks thousands of matches (a heavy search), while `marker<i>` finds one article
 * (a rare word). Used by the search thread and search fairness tests.
 */
import { archiveItems } from "../../../src/server/db/archiveItems.ts";
import { openDatabase } from "../../../src/server/db/openDatabase.ts";
import type { SourceItem } from "../../../src/server/feeds/normalizeFeed.ts";

// Words no english text search configuration drops as stop words (PostgreSQL stems them).
export const commonWords =
  "report city council people market police government minister water school court price team world health power river week news game".split(
    " ",
  );

/** Seven of the common words, a new set each time (so no search is answered from memory). */
export function heavyQuery(): string {
  const pool = [...commonWords];
  return Array.from(
    { length: 7 },
    () => pool.splice(Math.floor(Math.random() * pool.length), 1)[0],
  ).join(" ");
}

/** `count` recent articles of `source`, each with every common word, as earlier runs left them. */
export async function fillArchive(
  store: { dataDir: string; databaseUrl?: string },
  source: string,
  count: number,
) {
  const database = await openDatabase(store);
  const items: SourceItem[] = Array.from({ length: count }, (_, i) => ({
    article: {
      title: `Archived report ${i}`,
      description: `${commonWords.join(" ")} marker${i}`,
      content: "",
      link: `https://heavy.test/${i}`,
      images: [],
      pubDate: new Date(Date.now() - i * 60_000).toISOString(),
      category: null,
      creator: null,
      author: null,
      excerpt: null,
      popularity: 0,
      trending: false,
    },
    key: `heavy.test/${i}`,
    titleKey: `archived report ${i}`,
    rank: 0,
    feedSize: count,
  }));
  await database.db
    .transaction()
    .execute((trx) => archiveItems(trx, source, items, new Date().toISOString()));
  await database.close();
}
