/**
 * Two instances on one PostgreSQL (issue 12): exactly one ingests (the upstream counts one
 * fetch per feed), both serve identical bytes and ETags for every feed endpoint, story and
 * search, and when the ingesting instance stops the other takes over within one sync interval.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../../src/shared/article.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { until } from "../../support/until.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type PostgresCluster, startPostgres } from "./postgresCluster.ts";
import { numberedItems, rssFeed } from "./rssFeed.ts";

const syncIntervalMs = 200;

describe("two instances on one PostgreSQL", { timeout: 60_000 }, () => {
  let cluster: PostgresCluster;
  let upstream: Upstream;
  let first: Harness;
  let second: Harness;
  let third: Harness | undefined;
  let feeds: FeedsConfig;
  let options: Parameters<typeof startHarness>[1] & { databaseUrl: string };
  const clock = Date.parse("2025-06-03T13:00:00Z");
  const paths = ["/a.xml", "/b.xml", "/c.xml"];
  const endpoints = ["newYork/africa", "newYork/europe", "newYork/world"];

  beforeAll(async () => {
    [cluster, upstream] = await Promise.all([startPostgres(), startUpstream()]);
    // The same stories told by three publishers, so story ids depend on arrival order.
    for (const [i, path] of paths.entries())
      upstream.set(path, {
        kind: "body",
        body: rssFeed(
          numberedItems("Storm floods coastal towns", 8, `publisher${i}.test`).map((item, n) => ({
            ...item,
            pubDate: new Date(Date.parse(item.pubDate ?? "") - i * 7_000 - n * 1_000).toISOString(),
          })),
          `https://publisher${i}.test/`,
        ),
      });
    feeds = testFeeds(
      Object.fromEntries(
        endpoints.map((id, i) => [id, { sources: [upstream.url(paths[i] ?? "")], sample: true }]),
      ),
    );
    const databaseUrl = await cluster.freshDatabase();
    options = {
      databaseUrl,
      dataDir: "/nonexistent",
      now: () => clock,
      env: { SYNC_INTERVAL_MS: String(syncIntervalMs) },
    };
    first = await startHarness(feeds, options);
    second = await startHarness(feeds, options);
  });
  afterAll(async () => {
    await third?.close();
    await second?.close();
    await first?.close().catch(() => {});
    await upstream?.close();
    await cluster?.stop();
  });

  const body = async (server: Harness, path: string) => {
    const response = await fetch(`${server.base}${path}`);
    return {
      status: response.status,
      etag: response.headers.get("etag"),
      text: await response.text(),
    };
  };

  it("one ingests, each feed is fetched once, and both serve identical bytes and ETags", async () => {
    first.server.ingest.start();
    await until(() => first.server.ingest.ingesting(), "the first instance to take the lock");
    second.server.ingest.start();
    await until(() => paths.every((p) => upstream.hits(p).total === 1), "one fetch per feed");
    // The follower has read everything the leader wrote, and both rescored.
    await until(
      () => paths.every((p) => second.store.source(upstream.url(p))?.items),
      "the follower to apply every source the leader wrote",
    );
    first.store.rebuildAll();
    second.store.rebuildAll();

    expect(second.server.ingest.ingesting()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, syncIntervalMs * 3));
    expect(paths.map((p) => upstream.hits(p).total)).toEqual([1, 1, 1]);

    const storyIds = new Set<string>();
    let sharedStories = 0;
    for (const id of endpoints) {
      const [a, b] = await Promise.all([
        body(first, `/public/api/${id}`),
        body(second, `/public/api/${id}`),
      ]);
      expect(a.status).toBe(200);
      expect(b).toEqual(a);
      for (const article of JSON.parse(a.text) as Article[]) {
        if (article.storyId) storyIds.add(article.storyId);
        if ((article.sourceCount ?? 1) > 1) sharedStories++;
      }
    }
    // Stories span publishers: which article founded each (its id) depends on arrival order.
    expect(sharedStories).toBeGreaterThan(0);
    for (const id of storyIds) {
      const path = `/public/api/stories/${id}`;
      const [a, b] = await Promise.all([body(first, path), body(second, path)]);
      expect(a.status).toBe(200);
      expect(b).toEqual(a);
    }
    for (const path of [
      "/public/api/search?q=storm%20floods",
      "/public/api/search?q=storm&section=/africa",
    ]) {
      const [a, b] = await Promise.all([body(first, path), body(second, path)]);
      expect(JSON.parse(a.text).length).toBeGreaterThan(0);
      expect(b).toEqual(a);
    }
  });

  it("the other instance takes over within one sync interval when the ingesting one stops", async () => {
    upstream.set("/a.xml", {
      kind: "body",
      body: rssFeed(numberedItems("Takeover", 2, "publisher0.test")),
    });
    await first.close();
    const stoppedAt = Date.now();
    await until(() => second.server.ingest.ingesting(), "the second instance to take over", 5_000);
    expect(Date.now() - stoppedAt).toBeLessThan(syncIntervalMs * 5);
    await until(() => upstream.hits("/a.xml").total === 2, "the new ingester to fetch");
    await until(
      async () => (await body(second, "/public/api/newYork/africa")).text.includes("Takeover"),
      "new data served",
    );
  });

  it("when the ingester's lock session dies (a crash, a network cut), it stops and another takes over", async () => {
    const next = await startHarness(feeds, options);
    third = next;
    next.server.ingest.start();
    await new Promise((resolve) => setTimeout(resolve, syncIntervalMs * 3));
    expect([second.server.ingest.ingesting(), next.server.ingest.ingesting()]).toEqual([
      true,
      false,
    ]);
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted",
    );
    await admin.end();
    expect(rowCount).toBe(1);
    await until(() => next.server.ingest.ingesting(), "the third instance to take over", 5_000);
    await until(() => !second.server.ingest.ingesting(), "the old ingester to stop", 5_000);
    expect(second.logs.some((l) => /lost the ingest lock/.test(l))).toBe(true);
  });
});
