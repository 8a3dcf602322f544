/**
 * A populated SQLite archive built through the real store modules (openDatabase,
 * SourcePersistence, archiveItems), with bench:archive's generated articles, and the
 * ways to damage its file that the salvage tests use. Deterministic but for the dates
 * (recent, so the server's retention keeps them; ISO strings of one length, so the file
 * is the same page for page on every run).
 */
import { closeSync, openSync, writeSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { archiveItems } from "../../../src/server/db/archiveItems.ts";
import { openDatabase } from "../../../src/server/db/openDatabase.ts";
import { SourcePersistence } from "../../../src/server/db/persistSources.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import {
  currentState,
  generatedItem,
  random,
  vocabulary,
} from "../../../tools/bench/archiveData.ts";
import { testFeeds } from "../harness.ts";

const day = 86_400_000;

export interface PopulatedArchive {
  /** The archive file (`<dir>/archive.db`). */
  file: string;
  /** Every source with a stored state, in the order they were saved. */
  sources: string[];
  /** Articles archived. */
  articles: number;
}

/** `sources` sources, each with `days` days of history (`perDay` a day) and 30 current items. */
export async function populatedArchive({
  sources = 20,
  days = 10,
  perDay = 8,
} = {}): Promise<PopulatedArchive> {
  const dataDir = await mkdtemp(join(tmpdir(), "maverick-populated-"));
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const rand = random(21);
  const words = vocabulary(rand);
  const database = await openDatabase({ dataDir });
  const persistence = new SourcePersistence(database);
  const urls = Array.from({ length: sources }, (_, s) => `https://source${s}.test/feed.xml`);
  let articles = 0;
  for (const source of urls) {
    let index = 0;
    for (let d = days; d > 0; d--) {
      const dayStart = now - d * day;
      const items = Array.from({ length: perDay }, (_, i) =>
        generatedItem(source, index++, dayStart + i * 60_000, words, rand),
      );
      await database.db
        .transaction()
        .execute((trx) => archiveItems(trx, source, items, new Date(dayStart).toISOString()));
      articles += items.length;
    }
    const current = currentState(source, index, 30, now, words, rand);
    await persistence.save(current);
    articles += current.items.length;
  }
  await database.close();
  return { file: join(dataDir, "archive.db"), sources: urls, articles };
}

/** A feeds config with one endpoint per source, so a restored source is served (`newYork/s<i>`). */
export function feedsFor(sources: readonly string[]): FeedsConfig {
  return testFeeds(
    Object.fromEntries(
      sources.map((url, i) => [`newYork/s${i}`, { sources: [url], sample: false }]),
    ),
  );
}

/** Page numbers (1-based) of a table or index's pages of a kind, from SQLite's dbstat. */
export function pagesOf(file: string, name: string, kind: "leaf" | "internal" | "overflow") {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return db
      .prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno")
      .pluck()
      .all(name, kind) as number[];
  } finally {
    db.close();
  }
}

/** Which table or index each page belongs to, and how many cells it holds. */
export function pageOwners(file: string, pages: readonly number[]) {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return pages.map(
      (page) =>
        db.prepare("SELECT name, pagetype, ncell FROM dbstat WHERE pageno = ?").get(page) as {
          name: string;
          pagetype: string;
          ncell: number;
        },
    );
  } finally {
    db.close();
  }
}

/**
 * The article table's leaf pages in key order, with the rowids each holds (rowids are
 * dense here, 1 up, and a leaf holds the ones after those of the leaves before it).
 */
export function articleLeaves(file: string) {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    const leaves = db
      .prepare(
        "SELECT pageno, ncell FROM dbstat WHERE name = 'article' AND pagetype = 'leaf' ORDER BY path",
      )
      .all() as { pageno: number; ncell: number }[];
    let before = 0;
    return leaves.map(({ pageno, ncell }) => {
      const first = before + 1;
      before += ncell;
      return { pageno, ncell, first, last: before };
    });
  } finally {
    db.close();
  }
}

export const pageSize = 4096;

/** Overwrites `length` bytes at `offset` with a fixed pattern of garbage. */
export function writeGarbage(file: string, offset: number, length: number): void {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 7919 + 13) & 0xff;
  const fd = openSync(file, "r+");
  try {
    writeSync(fd, bytes, 0, length, offset);
  } finally {
    closeSync(fd);
  }
}
