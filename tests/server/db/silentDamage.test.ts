/**
 * Damage that SQLite's own checks pass (issue 35, point 7), on a real file: one flipped
 * byte inside a full-text index block passes `quick_check` and `integrity_check` but not
 * FTS5's `integrity-check`; the server finds it at start and on its schedule, rebuilds the
 * index from the articles and says so on `/public/api/status` (and so `/status`). A flipped
 * byte inside an article record is never served as U+FFFD: the row is left out of results
 * and reported.
 */
import { closeSync, openSync, readFileSync, readSync, writeSync } from "node:fs";
import { copyFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseArticles } from "../../../src/shared/article.ts";
import { publicStatus } from "../../../src/shared/publicStatus.ts";
import { type Harness, startHarness, statusOf } from "../harness.ts";
import {
  feedsFor,
  type PopulatedArchive,
  pageSize,
  pagesOf,
  populatedArchive,
} from "./populatedArchive.ts";

let archive: PopulatedArchive;
const open: Harness[] = [];

beforeAll(async () => {
  archive = await populatedArchive();
}, 60_000);

afterAll(async () => {
  for (const server of open) await server.close().catch(() => {});
});

async function copyOfArchive(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), "maverick-damage-"));
  await copyFile(archive.file, join(dataDir, "archive.db"));
  return dataDir;
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<Harness> {
  const server = await startHarness(feedsFor(archive.sources), { dataDir, env });
  open.push(server);
  return server;
}

/** XORs the byte at `offset` with `mask` (a flipped byte, as a failing disk leaves). */
function flipByte(file: string, offset: number, mask = 0x10): void {
  const fd = openSync(file, "r+");
  try {
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, offset);
    byte[0] = (byte[0] as number) ^ mask;
    writeSync(fd, byte, 0, 1, offset);
  } finally {
    closeSync(fd);
  }
}

/** One byte inside the last cell (a blob) of the index's middle leaf page. */
function flipInsideIndex(file: string): void {
  const leaves = pagesOf(file, "article_fts_data", "leaf");
  flipByte(file, (leaves[Math.floor(leaves.length / 2)] as number) * pageSize - 400);
}

/** What SQLite's checks and FTS5's own say of the file. */
function checks(file: string) {
  const db = new SqliteDatabase(file);
  try {
    let fts = "ok";
    try {
      db.prepare("INSERT INTO article_fts(article_fts, rank) VALUES ('integrity-check', 1)").run();
    } catch (error) {
      fts = (error as Error).message;
    }
    return {
      quick: db.pragma("quick_check", { simple: true }),
      integrity: db.pragma("integrity_check", { simple: true }),
      fts,
    };
  } finally {
    db.close();
  }
}

async function search(server: Harness, query: string) {
  const response = await fetch(`${server.base}/public/api/search?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return parseArticles(await response.json());
}

const indexRepair = {
  at: expect.any(String),
  problem: expect.stringMatching(/checksum mismatch/),
  outcome: "repaired",
  tables: expect.arrayContaining([{ table: "article", kept: 2200, lostAtMost: 0 }]),
  searchIndexRebuilt: true,
};

describe("a flipped byte in the search index", { timeout: 60_000 }, () => {
  it("passes SQLite's checks but not FTS5's (the probe's finding)", async () => {
    const dataDir = await copyOfArchive();
    const file = join(dataDir, "archive.db");
    flipInsideIndex(file);
    expect(checks(file)).toEqual({
      quick: "ok",
      integrity: "ok",
      fts: expect.stringMatching(/^fts5: checksum mismatch/),
    });
  });

  it("is found at start: the index is rebuilt from the articles, and /status says when", async () => {
    const dataDir = await copyOfArchive();
    const file = join(dataDir, "archive.db");
    const headlines = (found: { title: string; link: string }[]) =>
      found.map((a) => `${a.title} ${a.link}`);
    const sound = headlines(await search(await start(await copyOfArchive()), "election"));
    flipInsideIndex(file);
    const server = await start(dataDir);
    const status = await statusOf(server);
    expect(status.storage.state).toBe("ok");
    expect(status.storage.repairs).toEqual([indexRepair]);
    expect(status.storage.skippedFiles).toEqual([]);
    // What the /status page shows: when, what was done, nothing lost.
    const [shown] = publicStatus(status).repairs;
    expect(shown).toMatchObject({ outcome: "repaired", searchIndexRebuilt: true });
    expect(Date.parse(shown?.at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(server.logs.filter((line) => /DATABASE CORRUPT/.test(line))).toEqual([
      expect.stringMatching(/checksum mismatch.*repaired in place.*the search index was rebuilt/),
    ]);
    // Search answers as on the sound file.
    expect(headlines(await search(server, "election"))).toEqual(sound);
    await server.close();
    expect(checks(file)).toEqual({ quick: "ok", integrity: "ok", fts: "ok" });
  });

  it("is found by the scheduled check while the server runs", async () => {
    const dataDir = await copyOfArchive();
    const file = join(dataDir, "archive.db");
    const server = await start(dataDir, { SEARCH_INDEX_CHECK_MS: "200" });
    const before = await search(server, "election");
    expect((await statusOf(server)).storage.repairs).toEqual([]);
    const sqlite = server.server.database.sqlite;
    if (!sqlite) throw new Error("the store is SQLite");
    // Everything in the main file (not the WAL), damaged there, then nothing cached.
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    flipInsideIndex(file);
    sqlite.pragma("shrink_memory");
    const until = Date.now() + 10_000;
    while ((await statusOf(server)).storage.repairs.length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await statusOf(server)).storage.repairs).toEqual([indexRepair]);
    // The search threads reopen the file (a search meanwhile would wait for them).
    await server.server.archive.searchReady();
    // The next checks find the rebuilt index sound: one repair, one log line.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await statusOf(server)).storage.repairs).toHaveLength(1);
    expect(server.logs.filter((line) => /DATABASE CORRUPT/.test(line))).toHaveLength(1);
    expect(await search(server, "election")).toEqual(before);
  });
});

describe("a flipped byte in an article record", { timeout: 60_000 }, () => {
  /** An archived article's id, title and where its body's title lies in the file. */
  function victim(file: string, id: number) {
    const db = new SqliteDatabase(file, { readonly: true });
    const row = db.prepare("SELECT title, link FROM article WHERE id = ?").get(id) as {
      title: string;
      link: string;
    };
    db.close();
    const bytes = readFileSync(file);
    const needle = Buffer.from(`"title":${JSON.stringify(row.title)}`);
    const inBody = bytes.indexOf(needle);
    // Only in the article's row (an article of a source's current items is in its state too).
    expect(inBody).toBeGreaterThan(0);
    expect(bytes.lastIndexOf(needle)).toBe(inBody);
    return { ...row, bodyTitle: inBody + '"title":"'.length };
  }

  it("bytes that are not UTF-8: left out of results and reported, never served as U+FFFD", async () => {
    const dataDir = await copyOfArchive();
    const file = join(dataDir, "archive.db");
    const { title, bodyTitle } = victim(file, 1000);
    // The title's first letter inside the stored article becomes 0xFF: no UTF-8 has it.
    flipByte(file, bodyTitle, (readFileSync(file)[bodyTitle] as number) ^ 0xff);
    expect(checks(file)).toEqual({ quick: "ok", integrity: "ok", fts: "ok" });
    const server = await start(dataDir);
    // Its title's words: what finds it in the index (which the flip left as it was).
    const found = await search(server, title);
    expect(JSON.stringify(found)).not.toContain("\uFFFD");
    expect(found.map((a) => a.title)).not.toContain(title);
    const { storage } = await statusOf(server);
    expect(storage.skippedFiles).toEqual([
      { file: "article 1000", reason: "damaged record: its text is not valid UTF-8" },
    ]);
  });

  it("a letter changed into another: its columns and stored article differ, left out and reported", async () => {
    const dataDir = await copyOfArchive();
    const file = join(dataDir, "archive.db");
    const { title, link, bodyTitle } = victim(file, 1150);
    flipByte(file, bodyTitle, 0x01); // still ASCII, still valid UTF-8
    const server = await start(dataDir);
    // Its title's words: what finds it in the index (which the flip left as it was).
    const found = await search(server, title);
    expect(found.map((a) => a.link)).not.toContain(link);
    expect((await statusOf(server)).storage.skippedFiles).toEqual([
      { file: "article 1150", reason: "damaged record: its columns and its stored article differ" },
    ]);
  });
});
