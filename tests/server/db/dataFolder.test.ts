/**
 * A damaged, read-only or full store never stops the server (issue 14 point 3, on the
 * database of issue 12): bad rows and files are skipped and reported once, a corrupt
 * database file is moved aside, a failed write rolls back and is reported once, and the
 * per-source JSON files of earlier versions are imported once. Real HTTP, real SQLite files
 * in temporary folders.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PersistedSource } from "../../../src/server/db/persistSources.ts";
import { parseArticles } from "../../../src/shared/article.ts";
import { feedStatusSchema } from "../../../src/shared/feedStatus.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { hideAddresses } from "../../../src/shared/publicStatus.ts";
import { type Harness, startHarness, statusOf, testFeeds } from "../harness.ts";
import { configReading, startServer } from "../serverProcess.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { numberedItems, rssFeed } from "./rssFeed.ts";

const endpoint = "newYork/africa";

function feeds(upstream: Upstream): FeedsConfig {
  return testFeeds({ [endpoint]: { sources: [upstream.url("/feed.xml")], sample: true } });
}

async function served(server: Harness, id = endpoint) {
  const response = await fetch(`${server.base}/public/api/${id}`);
  return {
    source: response.headers.get("x-feed-source"),
    articles: parseArticles(await response.json()),
  };
}

/** A legacy `<DATA_DIR>/sources/<hash>.json` file, as versions before the database wrote them. */
function legacySource(url: string, titles: string[]): PersistedSource {
  return {
    version: 1,
    url,
    savedAt: "2025-06-03T12:00:00.000Z",
    lastSuccess: "2025-06-03T12:00:00.000Z",
    validators: { etag: '"e1"' },
    items: titles.map((title, i) => ({
      article: {
        title,
        description: "",
        content: "",
        link: `https://x.test/${i}`,
        images: [],
        pubDate: null,
        category: null,
        creator: null,
        author: null,
        excerpt: null,
      },
      key: `x.test/${i}`,
      titleKey: title.toLowerCase(),
      rank: i,
      feedSize: titles.length,
    })),
  };
}
const legacyFile = (url: string) =>
  `${createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`;

describe("the SQLite store", { timeout: 30_000 }, () => {
  let upstream: Upstream;
  const open: Harness[] = [];
  const start = async (dataDir: string) => {
    const server = await startHarness(feeds(upstream), { dataDir });
    open.push(server);
    return server;
  };
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    for (const server of open) await server.close().catch(() => {});
    await upstream?.close();
  });

  it("keeps the last good data in <DATA_DIR>/archive.db (WAL) and restores it after a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    // Three events (one card per story: numbered copies of one headline are one story).
    const titles = ["Harbour ferry fares rise", "Lighthouse keeper retires", "Market hall reopens"];
    const items = numberedItems("Harbour", 3).map((item, i) => ({
      ...item,
      title: titles[i] ?? "",
    }));
    upstream.set("/feed.xml", { kind: "body", body: rssFeed(items) });
    const first = await start(dataDir);
    await first.refresher.refreshAll();
    expect((await served(first)).articles).toHaveLength(3);
    await first.close();

    const file = new SqliteDatabase(join(dataDir, "archive.db"), { readonly: true });
    expect(file.pragma("journal_mode", { simple: true })).toBe("wal");
    file.close();

    upstream.set("/feed.xml", { kind: "status", status: 500 });
    const second = await start(dataDir);
    await second.refresher.refreshAll();
    const after = await served(second);
    expect(after.source).toBe("live");
    expect(after.articles.map((a) => a.title)).toEqual(titles);
    expect((await statusOf(second)).storage).toMatchObject({ state: "ok", skippedFiles: [] });
  });

  it("imports the per-source JSON files of earlier versions once, skipping damaged ones", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    const url = upstream.url("/feed.xml");
    upstream.set("/feed.xml", { kind: "status", status: 500 });
    const dir = join(dataDir, "sources");
    await mkdir(dir);
    await writeFile(
      join(dir, legacyFile(url)),
      JSON.stringify(legacySource(url, ["Old one", "Old two"])),
    );
    await writeFile(join(dir, "a-invalid.json"), "{ not json");
    // Valid JSON, wrong item shape: this crashed start-up in Coverage once.
    await writeFile(
      join(dir, "b-shape.json"),
      JSON.stringify({ ...legacySource(url, ["x"]), items: [{ title: 42, link: "javascript:x" }] }),
    );
    const first = await start(dataDir);
    expect((await served(first)).articles.map((a) => a.title)).toEqual(["Old one", "Old two"]);
    expect((await statusOf(first)).storage.skippedFiles).toEqual([
      { file: "a-invalid.json", reason: expect.stringMatching(/^invalid JSON: /) },
      { file: "b-shape.json", reason: expect.stringMatching(/^not a persisted source: at items/) },
    ]);
    expect(first.logs.filter((l) => /damaged/.test(l))).toEqual([
      expect.stringMatching(/^warn importing .*sources: skipped 2 damaged entries/),
    ]);
    await first.close();

    // A later edit of the files is not read: they were imported once.
    await writeFile(join(dir, legacyFile(url)), JSON.stringify(legacySource(url, ["Changed"])));
    const second = await start(dataDir);
    expect((await served(second)).articles.map((a) => a.title)).toEqual(["Old one", "Old two"]);
    expect(second.logs.filter((l) => /import|damaged/.test(l))).toEqual([]);
  });

  it("skips a damaged row at start, saying so once, and serves the sample instead", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    upstream.set("/feed.xml", { kind: "body", body: rssFeed(numberedItems("Delta", 2)) });
    const first = await start(dataDir);
    await first.refresher.refreshAll();
    await first.close();
    const file = new SqliteDatabase(join(dataDir, "archive.db"));
    file
      .prepare("UPDATE source_state SET items = ?")
      .run(JSON.stringify([{ article: { title: 1 } }]));
    file.close();

    upstream.set("/feed.xml", { kind: "status", status: 500 });
    const second = await start(dataDir);
    await second.refresher.refreshAll();
    expect((await served(second)).source).toBe("sample");
    expect((await statusOf(second)).storage.skippedFiles).toEqual([
      {
        file: `source ${hideAddresses(upstream.url("/feed.xml"))}`,
        reason: expect.stringMatching(/^not a persisted source: at items/),
      },
    ]);
    expect(second.logs.filter((l) => /damaged/.test(l))).toHaveLength(1);
  });

  it("full disk: the failed write rolls back, is reported once, and what was stored stays", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    upstream.set("/feed.xml", { kind: "body", body: rssFeed(numberedItems("Before", 2)) });
    const server = await start(dataDir);
    await server.refresher.refreshAll();
    const sqlite = server.server.database.sqlite;
    if (!sqlite) throw new Error("the store is SQLite");
    // A real SQLITE_FULL: the file may not grow by a single page.
    const pages = Number(sqlite.pragma("page_count", { simple: true }));
    sqlite.pragma(`max_page_count = ${pages}`);
    const big = numberedItems("After", 60).map((item) => ({
      ...item,
      description: "x".repeat(900),
    }));
    upstream.set("/feed.xml", { kind: "body", body: rssFeed(big) });
    for (let round = 0; round < 3; round++) await server.refresher.refreshAll();

    expect((await served(server)).articles).toHaveLength(60);
    expect((await statusOf(server)).storage).toMatchObject({ state: "unwritable", error: /full/ });
    expect(server.logs.filter((l) => /not writable/.test(l))).toEqual([
      expect.stringMatching(/^warn .* is not writable \(database or disk is full\)/),
    ]);
    // The archive's periodic prune finds nothing to delete: that writes nothing, so the
    // store is still unwritable (it once logged "writable again" a millisecond later).
    expect(await server.server.archive?.prune()).toBe(0);
    expect((await statusOf(server)).storage.state).toBe("unwritable");
    expect(server.logs.filter((l) => /writable again/.test(l))).toEqual([]);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    const stored = sqlite.prepare("SELECT items FROM source_state").get() as { items: string };
    expect(
      JSON.parse(stored.items).map((i: { article: { title: string } }) => i.article.title),
    ).toEqual(["Before headline number 0", "Before headline number 1"]);
    const archived = sqlite.prepare("SELECT count(*) AS n FROM article WHERE sample = 0").get();
    expect(archived).toEqual({ n: 2 });

    // Room again: what waited is written by the probes, which then say so, once.
    sqlite.pragma("max_page_count = 1000000");
    await vi.waitFor(
      async () =>
        expect((await statusOf(server)).storage).toMatchObject({ state: "ok", error: null }),
      { timeout: 5_000, interval: 50 },
    );
    expect(server.logs.filter((l) => /writable again/.test(l))).toHaveLength(1);
    expect(sqlite.prepare("SELECT count(*) AS n FROM article WHERE sample = 0").get()).toEqual({
      n: 62,
    });
  });
});

describe("a read-only data folder under the refresher", { timeout: 30_000 }, () => {
  let upstream: Upstream;
  let server: Harness;
  beforeAll(async () => {
    upstream = await startUpstream();
    const endpoints: FeedsConfig["endpoints"] = {};
    for (const name of ["a", "b", "c", "d", "e"]) {
      upstream.set(`/${name}.xml`, { kind: "file", file: "atom.xml" });
      endpoints[`newYork/${name}`] = { sources: [upstream.url(`/${name}.xml`)], sample: true };
    }
    // Tests run as root, where permissions do not stop writes: a path under a file does.
    const file = join(await mkdtemp(join(tmpdir(), "maverick-data-")), "a-file");
    await writeFile(file, "");
    server = await startHarness(testFeeds(endpoints), { dataDir: join(file, "data") });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it("logs one line, not one per source per refresh; serves, searches, and /public/api/status says why", async () => {
    for (let round = 0; round < 3; round++) await server.refresher.refreshAll();
    const folderLines = server.logs.filter((l) => /data folder|writable|persist/.test(l));
    expect(folderLines).toEqual([
      expect.stringMatching(/^warn the data folder .* is not writable \(ENOTDIR/),
    ]);
    const body = await statusOf(server);
    expect(body.storage).toMatchObject({ state: "unwritable", error: /ENOTDIR/ });
    // Publicly: why, but not where (the log above has the folder).
    expect(body.storage.dir).toBeNull();
    expect(body.storage.error).toContain("[path hidden]");
    const text = await (await fetch(`${server.base}/public/api/status`)).text();
    expect(text).not.toContain(tmpdir());
    expect(text).not.toMatch(/\b127\.0\.0\.1\b/);
    expect(body.summary.live).toBe(5);
    // The store lives in memory meanwhile: what was ingested is searchable.
    const [first] = (await served(server, "newYork/a")).articles;
    const word = first?.title.split(/\s+/)[0] ?? "";
    const found = await fetch(`${server.base}/public/api/search?q=${encodeURIComponent(word)}`);
    expect(found.status).toBe(200);
    expect(parseArticles(await found.json()).length).toBeGreaterThan(0);
  });
});

describe("the server process", () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
    upstream.set("/feed.xml", { kind: "file", file: "atom.xml" });
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it("moves a corrupt database file aside with a loud line and starts on a fresh one", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    await writeFile(join(dataDir, "archive.db"), "this is not a database ".repeat(500));
    const server = await startServer({
      CONFIG_DIR: await configReading(upstream.url("/feed.xml")),
      DATA_DIR: dataDir,
    });
    expect(server.output().match(/DATABASE CORRUPT/g)).toHaveLength(1);
    const files = await readdir(dataDir);
    expect(files).toContain("archive.db");
    expect(files.some((name) => /^archive\.db\.corrupt-/.test(name))).toBe(true);
    const body = feedStatusSchema.parse(
      await (await fetch(`${server.url}public/api/status`)).json(),
    );
    expect(body.storage.state).toBe("ok");
    expect(body.storage.skippedFiles).toEqual([
      {
        file: "archive.db",
        reason: expect.stringMatching(/^corrupt .*moved aside to archive\.db\.corrupt-/),
      },
    ]);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    const fresh = new SqliteDatabase(join(dataDir, "archive.db"), { readonly: true });
    expect(fresh.pragma("integrity_check", { simple: true })).toBe("ok");
    fresh.close();
  }, 30_000);

  it("starts with a data folder it cannot write, saying so once", async () => {
    const file = join(await mkdtemp(join(tmpdir(), "maverick-data-")), "a-file");
    await writeFile(file, "");
    const server = await startServer({
      CONFIG_DIR: await configReading(upstream.url("/feed.xml")),
      DATA_DIR: join(file, "data"),
    });
    const body = feedStatusSchema.parse(
      await (await fetch(`${server.url}public/api/status`)).json(),
    );
    expect(body.storage).toMatchObject({ state: "unwritable", error: /ENOTDIR/ });
    expect(server.output().match(/is not writable/g)).toHaveLength(1);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  }, 30_000);
});
