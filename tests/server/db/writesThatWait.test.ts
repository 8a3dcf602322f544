/**
 * Issue 48: a write the store refuses is never forgotten. Items first seen while the store
 * could not take them (a full SQLite file, a PostgreSQL server gone) reach the archive once
 * it can, even when they left the feed meanwhile and the publisher then answers 304; the
 * state stays "unwritable" for the whole outage, says how much waits, and recovers once.
 * Real HTTP, a loopback publisher, a real SQLite file and a real PostgreSQL server.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseArticles } from "../../../src/shared/article.ts";
import { searchApiPath } from "../../../src/shared/sitePaths.ts";
import { type Harness, startHarness, statusOf, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type PostgresCluster, startPostgres } from "./postgresCluster.ts";
import { type FeedItem, rssFeed } from "./rssFeed.ts";

const endpoint = "newYork/africa";
const path = "/feed.xml";

/**
 * One report per place: a word of its own, so a search finds exactly it; long enough that a
 * full file cannot take it in pages it had free.
 */
const report = (place: string, minutes: number): FeedItem => ({
  title: `Harbour works reach ${place}`,
  link: `https://coastwire.test/${place.toLowerCase()}`,
  description: `Engineers in ${place} finished the quay. ${"The tide came in. ".repeat(200)}`,
  pubDate: new Date(Date.UTC(2026, 10, 28, 12, minutes)).toISOString(),
});
const before = [report("Ashcombe", 0), report("Brindle", 1)];
const outageFirst = [report("Corrin", 2), report("Dunmere", 3), report("Elsworth", 4)];
const outageLater = [report("Farrow", 5), report("Galloway", 6), report("Hexham", 7)];

async function served(server: Harness): Promise<string[]> {
  const response = await fetch(`${server.base}/public/api/${endpoint}`);
  return parseArticles(await response.json()).map((a) => a.link);
}

async function found(server: Harness, word: string): Promise<string[]> {
  const response = await fetch(`${server.base}${searchApiPath}?q=${word}`);
  expect(response.status).toBe(200);
  return parseArticles(await response.json()).map((a) => a.link);
}

/**
 * The outage, whatever its cause: items arrive, then others replace them, all served from
 * memory and none stored; the state holds "unwritable" however often it is asked.
 */
async function throughAnOutage(server: Harness, upstream: Upstream): Promise<void> {
  upstream.set(path, { kind: "body", body: rssFeed([...before, ...outageFirst]), etag: '"e2"' });
  await server.refresher.refreshAll();
  expect(await served(server)).toHaveLength(5);
  upstream.set(path, { kind: "body", body: rssFeed(outageLater), etag: '"e3"' });
  await server.refresher.refreshAll();
  expect((await served(server)).sort()).toEqual(outageLater.map((item) => item.link).sort());
  const states: string[] = [];
  for (let i = 0; i < 12; i++) {
    await server.refresher.refreshAll();
    const { storage } = await statusOf(server);
    states.push(storage.state);
    expect(storage.waiting.sources).toBe(1);
    expect(storage.waiting.items).toBeGreaterThanOrEqual(outageFirst.length + outageLater.length);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Probed every 100 ms for 600 ms: never "ok" in the middle of the outage.
  expect(new Set(states)).toEqual(new Set(["unwritable"]));
}

/** After the outage: the publisher has nothing new (304), and the archive has it all. */
async function afterTheOutage(server: Harness, upstream: Upstream): Promise<void> {
  const conditional = upstream.hits(path).conditional;
  await server.refresher.refreshAll();
  expect(upstream.hits(path).conditional).toBe(conditional + 1);
  await vi.waitFor(async () => expect((await statusOf(server)).storage.state).toBe("ok"), {
    timeout: 10_000,
    interval: 50,
  });
  const { storage } = await statusOf(server);
  expect(storage.waiting).toEqual({ sources: 0, items: 0, stories: 0 });
  expect(storage.dropped).toBe(0);
  expect(server.logs.filter((line) => /writable again/.test(line))).toHaveLength(1);
  for (const item of [...before, ...outageFirst, ...outageLater]) {
    const word = /reach (\w+)/.exec(item.title)?.[1] ?? "";
    expect(await found(server, word), word).toEqual([item.link]);
  }
}

describe("writes that wait for the store", { timeout: 90_000 }, () => {
  let upstream: Upstream;
  const servers: Harness[] = [];
  let cluster: PostgresCluster | undefined;

  const start = async (store: { dataDir: string; databaseUrl?: string }) => {
    const server = await startHarness(
      testFeeds({ [endpoint]: { sources: [upstream.url(path)], sample: false } }),
      // Followers' ticks are not what this is about: the one instance ingests throughout.
      { ...store, env: { SYNC_INTERVAL_MS: "3600000" } },
    );
    servers.push(server);
    upstream.set(path, { kind: "body", body: rssFeed(before), etag: '"e1"' });
    await server.refresher.refreshAll();
    expect((await statusOf(server)).storage.state).toBe("ok");
    return server;
  };

  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await cluster?.stop();
    await upstream.close();
  });

  it("SQLite, its file full: what arrived meanwhile is archived once there is room", async () => {
    const server = await start({ dataDir: await mkdtemp(join(tmpdir(), "maverick-data-")) });
    const sqlite = server.server.database.sqlite;
    if (!sqlite) throw new Error("the store is SQLite");
    // A real SQLITE_FULL: the file may not grow by a single page.
    sqlite.pragma(`max_page_count = ${Number(sqlite.pragma("page_count", { simple: true }))}`);
    await throughAnOutage(server, upstream);
    const { storage } = await statusOf(server);
    expect(storage).toMatchObject({ state: "unwritable", error: /full/ });
    expect(await found(server, "Hexham")).toEqual([]);

    sqlite.pragma("max_page_count = 1000000");
    await afterTheOutage(server, upstream);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
  });

  it("PostgreSQL, its server stopped and started again: the same", async () => {
    cluster = await startPostgres();
    const server = await start({
      dataDir: await mkdtemp(join(tmpdir(), "maverick-data-")),
      databaseUrl: await cluster.freshDatabase(),
    });
    await cluster.pause();
    await throughAnOutage(server, upstream);
    expect((await statusOf(server)).storage.state).toBe("unwritable");

    await cluster.resume();
    await afterTheOutage(server, upstream);
  });
});
