/**
 * Live updates from a follower (issue 26): an instance that does not ingest, reading what
 * the ingester wrote to the shared PostgreSQL every SYNC_INTERVAL_MS, sends the same
 * events (endpoint and ETag) as the ingester, since it applies the same store changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsApiPath } from "../../../src/shared/sitePaths.ts";
import { until } from "../../support/until.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { changedEndpoints, openEventStream } from "../http/eventStream.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type PostgresCluster, startPostgres } from "./postgresCluster.ts";
import { numberedItems, rssFeed } from "./rssFeed.ts";

const syncIntervalMs = 200;

describe("a follower of a shared PostgreSQL", { timeout: 60_000 }, () => {
  let cluster: PostgresCluster;
  let upstream: Upstream;
  let leader: Harness;
  let follower: Harness;
  const clock = Date.parse("2025-06-03T13:00:00Z");

  beforeAll(async () => {
    [cluster, upstream] = await Promise.all([startPostgres(), startUpstream()]);
    upstream.set("/a.xml", { kind: "body", body: rssFeed(numberedItems("Harbour", 3)) });
    const feeds = testFeeds({
      "newYork/africa": { sources: [upstream.url("/a.xml")], sample: true },
    });
    const options = {
      databaseUrl: await cluster.freshDatabase(),
      dataDir: "/nonexistent",
      now: () => clock,
      env: { SYNC_INTERVAL_MS: String(syncIntervalMs) },
    };
    leader = await startHarness(feeds, options);
    follower = await startHarness(feeds, options);
    leader.server.ingest.start();
    await until(() => leader.server.ingest.ingesting(), "the first instance to ingest");
    follower.server.ingest.start();
    await until(
      () => follower.store.source(upstream.url("/a.xml"))?.items !== null,
      "the follower to read the first fetch",
    );
  });
  afterAll(async () => {
    await follower?.close();
    await leader?.close();
    await upstream?.close();
    await cluster?.stop();
  });

  it("sends the ingester's event when its read-back changes an endpoint", async () => {
    expect(follower.server.ingest.ingesting()).toBe(false);
    const url = (server: Harness) => `${server.base}${eventsApiPath}`;
    const [fromLeader, fromFollower] = await Promise.all([
      openEventStream(url(leader)),
      openEventStream(url(follower)),
    ]);
    try {
      upstream.set("/a.xml", { kind: "body", body: rssFeed(numberedItems("Lighthouse", 4)) });
      await leader.refresher.refreshSource(upstream.url("/a.xml"));
      const leaderApi = await fetch(`${leader.base}/public/api/newYork/africa`);
      const etag = leaderApi.headers.get("etag");
      expect(await leaderApi.text()).toContain("Lighthouse");
      // The same ETag from both: the leader's bytes, and the follower's once it has read them.
      const names = (block: { data?: string }) =>
        block.data !== undefined && changedEndpoints(block)["newYork/africa"] === etag;
      await fromLeader.next(names);
      const followed = await fromFollower.next(names, 0, 5_000);
      expect(changedEndpoints(followed)).toEqual({ "newYork/africa": etag });
      const followerApi = await fetch(`${follower.base}/public/api/newYork/africa`);
      expect(followerApi.headers.get("etag")).toBe(etag);
    } finally {
      fromLeader.close();
      fromFollower.close();
    }
  });
});
