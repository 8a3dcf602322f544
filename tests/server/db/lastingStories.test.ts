/**
 * Stories that last (issue 37), over real HTTP with loopback publishers: every instance on
 * one PostgreSQL gives every article the same `storyId`, one started minutes after the
 * other and after a restart of either; a story whose reports the publishers dropped still
 * answers, after a restart, from the archive, on SQLite and on PostgreSQL.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../../src/shared/article.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { type StoryData, storySchema } from "../../../src/shared/story.ts";
import { until } from "../../support/until.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type PostgresCluster, startPostgres } from "./postgresCluster.ts";
import { type FeedItem, rssFeed } from "./rssFeed.ts";
import { storeFactory, storeKinds } from "./stores.ts";

const hour = 3600_000;
const start = Date.parse("2025-06-03T13:00:00Z");

/** Four publishers: the same flood in four wordings, and news of their own. */
const publishers: Record<string, { flood: string; own: string[] }> = {
  "harborherald.example": {
    flood: "Flash floods hit Valdora as river bursts its banks",
    own: ["Council approves new cycle lanes for the ring road", "Ferry timetable cut for winter"],
  },
  "meridianpost.example": {
    flood: "Thousands evacuated as river bursts banks in Valdora",
    own: ["Local bakery wins national sourdough award", "Orchestra names a new conductor"],
  },
  "northgazette.example": {
    flood: "Valdora river bursts banks, flooding city centre",
    own: ["Rail fares frozen for another year", "Library extends its opening hours"],
  },
  "civicwire.example": {
    flood: "Valdora floods: river bursts its banks, thousands leave homes",
    own: ["Museum opens new wing for maritime history", "Hospital trust appoints chief nurse"],
  },
};
const sites = Object.keys(publishers);

function feed(site: string, at: number, withFlood = true): string {
  const { flood, own } = publishers[site] ?? { flood: "", own: [] };
  const items: FeedItem[] = own.map((title, i) => ({
    title,
    link: `https://${site}/own/${i}`,
    pubDate: new Date(at - (i + 1) * hour).toISOString(),
  }));
  if (withFlood)
    items.push({
      title: flood,
      link: `https://${site}/flood`,
      description: "The river burst its banks overnight; the city centre is under water.",
      pubDate: new Date(at - (5 - sites.indexOf(site)) * hour).toISOString(),
    });
  return rssFeed(items, `https://${site}/`);
}

function serve(upstream: Upstream, at: number, withFlood = true): void {
  for (const site of sites)
    upstream.set(`/${site}.xml`, { kind: "body", body: feed(site, at, withFlood) });
}

function feedsOf(upstream: Upstream): FeedsConfig {
  const urls = sites.map((site) => upstream.url(`/${site}.xml`));
  return testFeeds({
    "bbc/breaking": { sources: urls, sample: false },
    "newYork/world": { sources: urls.slice(2), sample: false },
  });
}

async function getJson<T>(server: Harness, path: string): Promise<T> {
  const response = await fetch(`${server.base}${path}`);
  expect([path, response.status]).toEqual([path, 200]);
  return (await response.json()) as T;
}

/** Every article an instance serves, by link, with the story it is in (cards and stories). */
async function storyIdsByLink(server: Harness): Promise<Record<string, string>> {
  const byLink: Record<string, string> = {};
  for (const endpoint of ["bbc/breaking", "newYork/world"])
    for (const card of await getJson<Article[]>(server, `/public/api/${endpoint}`)) {
      const story = await getJson<StoryData>(server, `/public/api/stories/${card.storyId}`);
      for (const article of story.articles) byLink[article.link] = story.id;
    }
  return byLink;
}

describe("two instances on one PostgreSQL", { timeout: 120_000 }, () => {
  let cluster: PostgresCluster;
  let upstream: Upstream;
  let now = start;
  const running: Harness[] = [];
  let options: Parameters<typeof startHarness>[1] & { databaseUrl: string };

  const launch = async () => {
    const server = await startHarness(feedsOf(upstream), options);
    running.push(server);
    server.server.ingest.start();
    return server;
  };
  const stop = async (server: Harness) => {
    running.splice(running.indexOf(server), 1);
    await server.close();
  };

  beforeAll(async () => {
    [cluster, upstream] = await Promise.all([startPostgres(), startUpstream()]);
    serve(upstream, now);
    options = {
      databaseUrl: await cluster.freshDatabase(),
      dataDir: "/nonexistent",
      now: () => now,
      env: { SYNC_INTERVAL_MS: "200" },
    };
  });
  afterAll(async () => {
    for (const server of running) await server.close().catch(() => {});
    await upstream?.close();
    await cluster?.stop();
  });

  /** Waits until `server` gives every article the ids `expected` does. */
  const agrees = async (server: Harness, expected: Record<string, string>, what: string) => {
    let seen: Record<string, string> = {};
    await until(
      async () => {
        seen = await storyIdsByLink(server).catch(() => ({}));
        return JSON.stringify(seen) === JSON.stringify(expected);
      },
      what,
      15_000,
    ).catch((error: Error) => {
      expect(seen, error.message).toEqual(expected);
    });
  };

  it("gives every article the same storyId on an instance started minutes later, and after a restart of either", async () => {
    const first = await launch();
    await until(() => first.server.ingest.ingesting(), "the first instance to take the lock");
    await until(
      () => first.store.sourceUrls().every((url) => first.store.source(url)?.items),
      "the first refresh",
    );
    await first.store.storiesWritten();
    const ids = await storyIdsByLink(first);
    expect(Object.keys(ids)).toHaveLength(12);
    // The flood, in four wordings, is one story of four publishers; the rest stand alone.
    const flood = new Set(sites.map((site) => ids[`https://${site}/flood`]));
    expect(flood.size).toBe(1);
    expect(new Set(Object.values(ids)).size).toBe(9);
    // The report that founded the flood's story (the earliest) leaves its feed: the story
    // keeps its id, although its founder is no longer served.
    now += 7 * 60_000;
    upstream.set(`/${sites[0]}.xml`, { kind: "body", body: feed(sites[0] ?? "", now, false) });
    await first.refresher.refreshAll();
    await first.store.storiesWritten();
    expect(await storyIdsByLink(first)).toEqual(ids);

    // Minutes later, a second instance starts: it reads the stories, never clusters (one
    // that clustered what it restores would found the flood's story on another report).
    now += 7 * 60_000;
    const second = await launch();
    await agrees(second, ids, "the later instance to give every article the same story");
    expect(second.server.ingest.ingesting()).toBe(false);

    // The ingesting instance restarts: the other takes over and clusters afresh from what
    // it stored; the restarted one follows. Neither changes an id.
    await stop(first);
    await until(() => second.server.ingest.ingesting(), "the second instance to take over");
    now += 7 * 60_000;
    await second.refresher.refreshAll();
    await second.store.storiesWritten();
    await agrees(second, ids, "the new ingesting instance to keep every story's id");
    const restarted = await launch();
    await agrees(restarted, ids, "the restarted instance to give every article the same story");

    // And the other restarts too: the restarted first ingests again, ids unchanged.
    await stop(second);
    await until(() => restarted.server.ingest.ingesting(), "the restarted one to take over");
    now += 7 * 60_000;
    await restarted.refresher.refreshAll();
    await restarted.store.storiesWritten();
    await agrees(restarted, ids, "ids kept across a restart of either instance");
  });
});

/**
 * Where several instances may share the database (PostgreSQL), only the holder of the
 * ingest lock stores stories: the server takes it as it would in production.
 */
async function ingesting(server: Harness): Promise<void> {
  if (server.server.database.kind !== "postgres") return;
  server.server.ingest.start();
  await until(() => server.server.ingest.ingesting(), "the instance to take the ingest lock");
}

describe.each(storeKinds)("a story the publishers dropped, on %s", { timeout: 60_000 }, (kind) => {
  const stores = storeFactory(kind);
  let upstream: Upstream;
  let server: Harness | undefined;
  let now = start;

  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await stores.stop();
  });

  it("still answers after a restart, its API, page and feeds listing all four reports", async () => {
    const store = await stores.fresh();
    serve(upstream, now);
    server = await startHarness(feedsOf(upstream), { ...store, now: () => now });
    await ingesting(server);
    await server.refresher.refreshAll();
    await server.store.storiesWritten();
    const cards = await getJson<Article[]>(server, "/public/api/bbc/breaking");
    const flood = cards.find((card) => card.sourceCount === 4);
    const id = flood?.storyId ?? "";
    expect(id).not.toBe("");
    const before = storySchema.parse(await getJson(server, `/public/api/stories/${id}`));
    await server.close();
    server = undefined;

    // The publishers drop the flood; hours later the server restarts and refreshes.
    now += 6 * hour;
    serve(upstream, now, false);
    server = await startHarness(feedsOf(upstream), { ...store, now: () => now });
    await ingesting(server);
    await server.refresher.refreshAll();
    const served = await getJson<Article[]>(server, "/public/api/bbc/breaking");
    expect(served.some((card) => card.title.includes("Valdora"))).toBe(false);

    const links = sites.map((site) => `https://${site}/flood`).sort();
    const story = storySchema.parse(await getJson(server, `/public/api/stories/${id}`));
    expect(story).toMatchObject({ id, title: before.title, sourceCount: 4 });
    expect(story.firstSeen).toBe(before.firstSeen);
    expect(story.articles.map((a) => a.link).sort()).toEqual(links);
    expect(story.why?.terms[0]).toBe("Valdora");
    expect((await fetch(`${server.base}/story/${id}`)).status).toBe(200);
    const rss = await (await fetch(`${server.base}/story/${id}/feed.xml`)).text();
    for (const link of links) expect(rss).toContain(`<link>${link}</link>`);
    const jsonFeed = await getJson<{ items: { url: string }[] }>(server, `/story/${id}/feed.json`);
    expect(jsonFeed.items.map((item) => item.url).sort()).toEqual(links);
    expect((await fetch(`${server.base}/public/api/stories/nothing-here`)).status).toBe(404);
  });
});

describe("a story the publishers dropped, while PostgreSQL is stopped", { timeout: 60_000 }, () => {
  let cluster: PostgresCluster | undefined;
  let upstream: Upstream | undefined;
  let server: Harness | undefined;
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await cluster?.stop();
  });

  it("answers 503 'try again' (a cache keeps its copy), never 404, and 200 once it is back", async () => {
    [cluster, upstream] = await Promise.all([startPostgres(), startUpstream()]);
    let now = start;
    serve(upstream, now);
    server = await startHarness(feedsOf(upstream), {
      dataDir: await mkdtemp(join(tmpdir(), "maverick-data-")),
      databaseUrl: await cluster.freshDatabase(),
      now: () => now,
    });
    await ingesting(server);
    await server.refresher.refreshAll();
    await server.store.storiesWritten();
    const flood = (await getJson<Article[]>(server, "/public/api/bbc/breaking")).find(
      (card) => card.sourceCount === 4,
    );
    const id = flood?.storyId ?? "";
    now += 6 * hour;
    serve(upstream, now, false);
    await server.refresher.refreshAll();
    const living = (await getJson<Article[]>(server, "/public/api/bbc/breaking"))[0]?.storyId;

    await cluster.pause();
    const away = await fetch(`${server.base}/public/api/stories/${id}`);
    expect(away.status).toBe(503);
    expect(away.headers.get("retry-after")).not.toBeNull();
    expect(away.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${server.base}/story/${id}`)).status).toBe(503);
    // A story the feeds carry needs no archive.
    expect((await fetch(`${server.base}/public/api/stories/${living}`)).status).toBe(200);

    await cluster.resume();
    await until(
      async () => (await fetch(`${server?.base}/public/api/stories/${id}`)).status === 200,
      "the archived story once the database is back",
    );
  });
});
