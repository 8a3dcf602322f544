/**
 * A damaged SQLite archive is repaired or salvaged, never thrown away whole (issue 21,
 * point 3). Each case damages a copy of a populated archive built through the real store
 * modules, starts the real server on it (createServer, real HTTP) and checks what it
 * serves, what `/public/api/status` and `/status` say, and what the file on disk holds.
 */
import { copyFile, mkdtemp, readdir, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrate } from "../../../src/server/db/migrations.ts";
import { openDatabase } from "../../../src/server/db/openDatabase.ts";
import { SourcePersistence } from "../../../src/server/db/persistSources.ts";
import { copyReadableRows } from "../../../src/server/db/sqliteSalvage.ts";
import type { PageRenderer } from "../../../src/server/pages/pageRenderer.ts";
import { parseArticles } from "../../../src/shared/article.ts";
import { STATUS_TEXT } from "../../../src/shared/pageTexts.ts";
import { type Harness, startHarness, statusOf } from "../harness.ts";
import { sourceRenderer } from "../sourceRenderer.ts";
import {
  articleLeaves,
  feedsFor,
  type PopulatedArchive,
  pageOwners,
  pageSize,
  pagesOf,
  populatedArchive,
  writeGarbage,
} from "./populatedArchive.ts";

let archive: PopulatedArchive;
const open: Harness[] = [];

beforeAll(async () => {
  archive = await populatedArchive();
}, 60_000);

afterAll(async () => {
  for (const server of open) await server.close().catch(() => {});
});

/** A data folder holding a copy of the populated archive, damaged by `damage`. */
async function damagedCopy(damage: (file: string) => void | Promise<void>): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), "maverick-salvage-"));
  const file = join(dataDir, "archive.db");
  await copyFile(archive.file, file);
  await damage(file);
  return dataDir;
}

async function start(dataDir: string, renderer?: PageRenderer): Promise<Harness> {
  const server = await startHarness(feedsFor(archive.sources), {
    dataDir,
    ...(renderer ? { renderer, renderWorkers: 0 } : {}),
  });
  open.push(server);
  return server;
}

async function search(server: Harness, query: string) {
  const response = await fetch(`${server.base}/public/api/search?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return parseArticles(await response.json());
}

/** What the data folder's archive.db holds (after the server closed it). */
function onDisk(dataDir: string) {
  const db = new SqliteDatabase(join(dataDir, "archive.db"), { readonly: true });
  try {
    const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
    return {
      integrity: db.pragma("integrity_check", { simple: true }),
      sources: count("source_state"),
      articles: count("article"),
      indexed: count("article_fts"),
    };
  } finally {
    db.close();
  }
}

const asideFiles = async (dataDir: string) =>
  (await readdir(dataDir)).filter((name) => /^archive\.db\.corrupt-[\dTZ-]+$/.test(name));
const corruptLines = (server: Harness) => server.logs.filter((l) => /DATABASE CORRUPT/.test(l));
/** A word every few articles' titles carry (the generated vocabulary's news words). */
const commonWord = "election";
/** Another such word. */
const otherWord = "minister";

describe("a damaged archive at start", { timeout: 60_000 }, () => {
  it("garbage in the full-text index's blocks: rebuilt in place, nothing lost", async () => {
    const dataDir = await damagedCopy((file) => {
      // Inside the last cell of each page (its blob), so the pages stay well-formed.
      for (const page of pagesOf(file, "article_fts_data", "leaf"))
        writeGarbage(file, page * pageSize - 400, 100);
    });
    const server = await start(dataDir);
    const { storage, summary } = await statusOf(server);
    expect(storage.repairs).toEqual([
      {
        at: expect.any(String),
        problem: expect.stringMatching(/^fts5: corruption/),
        outcome: "repaired",
        tables: [
          { table: "source_state", kept: 20, lostAtMost: 0 },
          { table: "article", kept: archive.articles, lostAtMost: 0 },
          { table: "story", kept: expect.any(Number), lostAtMost: 0 },
          { table: "story_article", kept: expect.any(Number), lostAtMost: 0 },
          { table: "store_meta", kept: 0, lostAtMost: 0 },
        ],
        searchIndexRebuilt: true,
      },
    ]);
    expect(storage.skippedFiles).toEqual([]);
    expect(summary.live).toBe(20);
    expect((await search(server, commonWord)).length).toBeGreaterThan(0);
    expect(corruptLines(server)).toEqual([
      expect.stringMatching(
        /^warn DATABASE CORRUPT: .*archive\.db \(fts5: corruption.*\): repaired in place .*; the search index was rebuilt$/,
      ),
    ]);
    await server.close();
    expect(await asideFiles(dataDir)).toEqual([]);
    expect(onDisk(dataDir)).toEqual({
      integrity: "ok",
      sources: 20,
      articles: archive.articles,
      indexed: archive.articles,
    });
  });

  describe("8 KB of garbage in the middle of the file", () => {
    let vite: ViteDevServer;
    let renderPage: PageRenderer;
    beforeAll(async () => {
      ({ vite, renderPage } = await sourceRenderer());
    }, 60_000);
    afterAll(async () => {
      await vite?.close();
    });

    it("copies every readable row into a fresh file: only the damaged pages' rows are lost", async () => {
      let damaged: { name: string; ncell: number }[] = [];
      const dataDir = await damagedCopy(async (file) => {
        // The first two neighbouring pages of the article table from the middle on (the
        // middle itself may be free pages, which hold nothing to lose).
        const size = (await stat(file)).size;
        const leaves = new Set(pagesOf(file, "article", "leaf"));
        let page = Math.floor(size / pageSize / 2);
        while (!(leaves.has(page) && leaves.has(page + 1))) page++;
        damaged = pageOwners(file, [page, page + 1]);
        writeGarbage(file, (page - 1) * pageSize, 2 * pageSize);
      });
      const lost = damaged.reduce((sum, page) => sum + page.ncell, 0);
      expect(lost).toBeGreaterThan(0);
      const server = await start(dataDir, renderPage);
      const { storage, summary } = await statusOf(server);
      const [aside, ...more] = await asideFiles(dataDir);
      expect(more).toEqual([]);
      expect(storage.repairs).toEqual([
        {
          at: expect.any(String),
          problem: expect.stringMatching(/page \d+/),
          outcome: "salvaged",
          tables: [
            { table: "source_state", kept: 20, lostAtMost: 0 },
            { table: "article", kept: archive.articles - lost, lostAtMost: lost },
            { table: "story", kept: expect.any(Number), lostAtMost: 0 },
            { table: "story_article", kept: expect.any(Number), lostAtMost: 0 },
            { table: "store_meta", kept: 0, lostAtMost: 0 },
          ],
          searchIndexRebuilt: true,
        },
      ]);
      expect(JSON.stringify(storage.repairs)).not.toContain(dataDir);
      expect(storage.skippedFiles).toEqual([
        { file: "archive.db", reason: expect.stringContaining(`moved aside to ${aside}`) },
      ]);
      expect(summary.live).toBe(20);
      expect((await search(server, commonWord)).length).toBeGreaterThan(0);
      expect(corruptLines(server)).toEqual([
        expect.stringMatching(
          new RegExp(
            `every readable row copied into a fresh file \\(source_state 20 kept; article ${archive.articles - lost} kept, at most ${lost} lost; story \\d+ kept; story_article \\d+ kept; store_meta 0 kept\\); the search index was rebuilt; the damaged file was moved aside to .*${aside}$`,
          ),
        ),
      ]);

      const page = await fetch(`${server.base}/status`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const storageSection = html.slice(html.indexOf('id="status-storage"'));
      expect(storageSection).toContain(STATUS_TEXT.storage);
      expect(storageSection).toContain(STATUS_TEXT.repair.salvaged);
      expect(storageSection).toContain(
        STATUS_TEXT.kept("archived articles", archive.articles - lost, lost),
      );
      expect(html).not.toContain(dataDir);

      await server.close();
      expect(onDisk(dataDir)).toEqual({
        integrity: "ok",
        sources: 20,
        articles: archive.articles - lost,
        indexed: archive.articles - lost,
      });
      // The next start finds a sound file: nothing more to report.
      const again = await start(dataDir);
      expect((await statusOf(again)).storage.repairs).toEqual([]);
      expect(corruptLines(again)).toEqual([]);
    });
  });

  it("a file cut short: what lies before the cut is kept, and the loss is bounded", async () => {
    const dataDir = await damagedCopy(async (file) => {
      // Halfway into a page of a source's items at about 60 %.
      const { size } = await stat(file);
      const overflow = pagesOf(file, "source_state", "overflow");
      const cut = overflow.find((page) => page * pageSize > size * 0.6);
      if (!cut) throw new Error("no overflow page past 60 %");
      await truncate(file, (cut - 1) * pageSize + pageSize / 2);
    });
    const server = await start(dataDir);
    const { storage, summary } = await statusOf(server);
    const [repair] = storage.repairs;
    expect(repair).toMatchObject({ outcome: "salvaged", searchIndexRebuilt: true });
    const table = (name: string) => repair?.tables.find((t) => t.table === name);
    const sources = table("source_state");
    const articles = table("article");
    expect(articles?.kept).toBeGreaterThan(archive.articles * 0.4);
    // What is reported lost covers everything not kept (a bound, never an undercount).
    expect((articles?.kept ?? 0) + (articles?.lostAtMost ?? Number.NaN)).toBeGreaterThanOrEqual(
      archive.articles,
    );
    expect((sources?.kept ?? 0) + (sources?.lostAtMost ?? Number.NaN)).toBeGreaterThanOrEqual(20);
    expect(summary.live).toBe(sources?.kept);
    await server.close();
    expect(onDisk(dataDir)).toMatchObject({
      integrity: "ok",
      sources: sources?.kept,
      articles: articles?.kept,
    });
    expect(await asideFiles(dataDir)).toHaveLength(1);
  });

  it.each([
    ["a 0-byte file", "", "an empty file"],
    ["a text file", "archive of 2025\n".repeat(400), "not a SQLite database"],
  ])(
    "%s is moved aside with a warning, and a fresh database started",
    async (_, content, problem) => {
      const dataDir = await damagedCopy((file) => writeFile(file, content));
      const server = await start(dataDir);
      const { storage, summary } = await statusOf(server);
      const [aside] = await asideFiles(dataDir);
      expect(storage).toMatchObject({
        state: "ok",
        repairs: [
          {
            at: expect.any(String),
            problem,
            outcome: "replaced",
            tables: [],
            searchIndexRebuilt: false,
          },
        ],
        skippedFiles: [
          { file: "archive.db", reason: `corrupt (${problem}), moved aside to ${aside}` },
        ],
      });
      expect(summary.live).toBe(0);
      expect(corruptLines(server)).toEqual([
        expect.stringMatching(
          new RegExp(
            `\\(${problem}\\): nothing could be read; starting on a fresh database.*moved aside to .*${aside}$`,
          ),
        ),
      ]);
      await server.close();
      expect((await stat(join(dataDir, aside as string))).size).toBe(content.length);
      expect(onDisk(dataDir)).toEqual({ integrity: "ok", sources: 0, articles: 0, indexed: 0 });
    },
  );
});

describe("damage met while the server runs", { timeout: 60_000 }, () => {
  /** Damages the running server's file on disk, and makes it read the file again. */
  function damageUnder(server: Harness, dataDir: string, damage: (file: string) => void) {
    const sqlite = server.server.database.sqlite;
    if (!sqlite) throw new Error("the store is SQLite");
    // Everything in the main file (not the WAL), then nothing cached.
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    damage(join(dataDir, "archive.db"));
    sqlite.pragma("shrink_memory");
  }

  it("a search meeting a damaged full-text index rebuilds it and answers", async () => {
    const dataDir = await damagedCopy(() => {});
    const server = await start(dataDir);
    const before = await search(server, commonWord);
    expect(before.length).toBeGreaterThan(0);
    // Another program writes garbage into every block of the index's segments (ids above 10;
    // 1 and 10 are its averages and structure), as the sqlite3 shell could.
    const other = new SqliteDatabase(join(dataDir, "archive.db"));
    other.unsafeMode(true); // better-sqlite3 refuses writes to FTS5's shadow tables otherwise
    other
      .prepare(
        "UPDATE article_fts_data SET block = unhex(replace(hex(zeroblob(length(block))), '00', 'FF')) WHERE id > 10",
      )
      .run();
    other.close();
    // A word not searched yet: its search reads the index (the first one's result is kept).
    expect((await search(server, otherWord)).length).toBeGreaterThan(0);
    // The recovery forgot kept results: this one is searched again, on the rebuilt index.
    expect(await search(server, commonWord)).toEqual(before);
    expect((await statusOf(server)).storage.repairs).toEqual([
      {
        at: expect.any(String),
        problem: expect.stringMatching(/^fts5: corrupt/),
        outcome: "repaired",
        tables: [
          { table: "source_state", kept: 20, lostAtMost: 0 },
          { table: "article", kept: archive.articles, lostAtMost: 0 },
          { table: "story", kept: expect.any(Number), lostAtMost: 0 },
          { table: "story_article", kept: expect.any(Number), lostAtMost: 0 },
          { table: "store_meta", kept: expect.any(Number), lostAtMost: 0 },
        ],
        searchIndexRebuilt: true,
      },
    ]);
    expect(corruptLines(server)).toHaveLength(1);
    expect(await asideFiles(dataDir)).toEqual([]);
    await server.close();
    expect(onDisk(dataDir).integrity).toBe("ok");
  });

  it("a search meeting damaged article pages salvages the file, swaps it in and answers", async () => {
    const dataDir = await damagedCopy(() => {});
    const server = await start(dataDir);
    // An article on the middle leaf of the article table.
    const file = join(dataDir, "archive.db");
    const leaves = articleLeaves(file);
    const target = leaves[Math.floor(leaves.length / 2)] as (typeof leaves)[number];
    const db = new SqliteDatabase(file, { readonly: true });
    const victim = db.prepare("SELECT title FROM article WHERE id = ?").pluck().get(target.first);
    db.close();
    // Found before the damage, as a phrase: the same article, but not the result kept for
    // the search of its words below, which must read the file (words in another order are
    // the same search since issue 39, kept under one key).
    expect(await search(server, `"${String(victim)}"`)).toHaveLength(1);

    damageUnder(server, dataDir, (path) =>
      writeGarbage(path, (target.pageno - 1) * pageSize, pageSize),
    );
    // The article's row is lost, so the same search answers (without it) instead of failing.
    expect(await search(server, String(victim))).toEqual([]);
    expect((await search(server, commonWord)).length).toBeGreaterThan(0);
    // Reported once: the new search threads read the fresh file, not the damaged one.
    expect(corruptLines(server)).toHaveLength(1);
    const { storage } = await statusOf(server);
    expect(storage.repairs).toEqual([
      expect.objectContaining({
        outcome: "salvaged",
        tables: [
          { table: "source_state", kept: 20, lostAtMost: 0 },
          { table: "article", kept: archive.articles - target.ncell, lostAtMost: target.ncell },
          { table: "story", kept: expect.any(Number), lostAtMost: 0 },
          { table: "story_article", kept: expect.any(Number), lostAtMost: 0 },
          { table: "store_meta", kept: expect.any(Number), lostAtMost: 0 },
        ],
      }),
    ]);
    expect(await asideFiles(dataDir)).toHaveLength(1);
    // The fresh file is the one written to from now on.
    const sqlite = server.server.database.sqlite;
    expect(sqlite?.name).toBe(file);
    expect(sqlite?.pragma("journal_mode", { simple: true })).toBe("wal");
    await server.close();
    expect(onDisk(dataDir)).toMatchObject({
      integrity: "ok",
      sources: 20,
      articles: archive.articles - target.ncell,
    });
  });
});

describe("damage met inside a write's transaction", { timeout: 60_000 }, () => {
  it("fails that write (reported once), recovers when its transaction ends, and the next write succeeds", async () => {
    const dataDir = await damagedCopy(() => {});
    const file = join(dataDir, "archive.db");
    const logs: string[] = [];
    const database = await openDatabase({
      dataDir,
      log: { info: (m) => logs.push(`info ${m}`), warn: (m) => logs.push(`warn ${m}`) },
      probeMs: 50,
    });
    const persistence = new SourcePersistence(database);
    // A stored source re-saved with its items: the upsert rewrites their archived rows.
    const [saved] = (await persistence.loadAll()).slice(7, 8);
    if (!saved) throw new Error("no stored source");
    const sqlite = database.sqlite as SqliteDatabase.Database;
    const rowid = sqlite
      .prepare("SELECT id FROM article WHERE source = ? AND link = ?")
      .pluck()
      .get(saved.url, saved.items[0]?.article.link) as number;
    const leaf = articleLeaves(file).find((l) => l.first <= rowid && rowid <= l.last);
    if (!leaf) throw new Error(`no leaf holds article ${rowid}`);
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    writeGarbage(file, (leaf.pageno - 1) * pageSize, pageSize);
    sqlite.pragma("shrink_memory");

    const later = { ...saved, savedAt: new Date().toISOString() };
    await persistence.save(later);
    expect(database.health.status()).toMatchObject({
      state: "unwritable",
      error: "database disk image is malformed",
      repairs: [
        expect.objectContaining({
          outcome: "salvaged",
          tables: expect.arrayContaining([
            { table: "article", kept: archive.articles - leaf.ncell, lostAtMost: leaf.ncell },
          ]),
        }),
      ],
    });
    await persistence.save(later);
    // Written; "ok" once the probes agree (issue 48: one write that goes through is no proof).
    expect(database.health.status().waiting.items).toBe(0);
    await vi.waitFor(() => expect(database.health.status().state).toBe("ok"), {
      timeout: 5_000,
      interval: 25,
    });
    expect(logs.filter((l) => /DATABASE CORRUPT/.test(l))).toHaveLength(1);
    const stored = await persistence.loadAll();
    expect(stored.find((s) => s.url === saved.url)?.savedAt).toBe(later.savedAt);
    await database.close();
    expect(onDisk(dataDir)).toMatchObject({ integrity: "ok", sources: 20 });
  });
});

describe("the row copy on its own", () => {
  it("takes a short read (a page cut in two, read straight from the file) for damage", async () => {
    // bench:salvage's archive, cut at about 60 %: inside a page of a source's items, which
    // SQLite reads straight from the file (SQLITE_DIRECT_OVERFLOW_READ) when it is not cached.
    const big = await populatedArchive({ sources: 83, days: 20, perDay: 5 });
    const dir = await mkdtemp(join(tmpdir(), "maverick-salvage-"));
    const file = join(dir, "archive.db");
    const pages = (await stat(big.file)).size / pageSize;
    // Which error a scan meets first depends on the layout: a cut that leaves a leaf behind
    // it reads as SQLITE_CORRUPT. So: the cut nearest 60 % that gives a short read.
    const cuts = pagesOf(big.file, "source_state", "overflow").sort(
      (a, b) => Math.abs(a - pages * 0.6) - Math.abs(b - pages * 0.6),
    );
    let damaged: SqliteDatabase.Database | undefined;
    for (const cutPage of cuts) {
      await copyFile(big.file, file);
      await truncate(file, (cutPage - 1) * pageSize + pageSize / 2);
      const candidate = new SqliteDatabase(file);
      candidate.unsafeMode(true);
      candidate.pragma("writable_schema = ON");
      try {
        candidate.prepare("SELECT * FROM source_state").all();
      } catch (error) {
        if ((error as { code?: string }).code === "SQLITE_IOERR_SHORT_READ") {
          damaged = candidate;
          break;
        }
      }
      candidate.close();
    }
    if (!damaged) throw new Error("no cut in a source's overflow pages gives a short read");
    const fresh = new SqliteDatabase(join(dir, "fresh.db"));
    await migrate(
      new Kysely<unknown>({ dialect: new SqliteDialect({ database: fresh }) }),
      "sqlite",
    );
    const [sources, articles] = copyReadableRows(damaged, fresh, ["source_state", "article"]);
    damaged.close();
    fresh.close();
    expect(sources?.kept).toBeGreaterThan(0);
    expect(sources?.kept).toBeLessThan(83);
    expect((sources?.kept ?? 0) + (sources?.lostAtMost ?? Number.NaN)).toBeGreaterThanOrEqual(83);
    expect(articles?.kept).toBeGreaterThan(big.articles * 0.4);
  }, 60_000);
});
