/**
 * Live updates over Server-Sent Events (issue 26), over real HTTP against the real server:
 * the stream's format and headers, one event per change batch, the heartbeat, resume
 * with Last-Event-ID, a page's first stream starting from when its data was read (?after=),
 * the per-address cap and the off setting.
 */
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventRoutes } from "../../../src/server/http/eventRoutes.ts";
import { LiveEvents } from "../../../src/server/http/liveEvents.ts";
import { liveEventsOffMeta } from "../../../src/shared/liveEventsMeta.ts";
import { eventsApiPath } from "../../../src/shared/sitePaths.ts";
import { until } from "../../support/until.ts";
import { numberedItems, rssFeed } from "../db/rssFeed.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { changedEndpoints, type EventStream, openEventStream } from "./eventStream.ts";

const heartbeatMs = 300;
const perIp = 3;
const clock = Date.parse("2025-06-03T13:00:00Z");
/** Forty endpoints, each reading a publisher of its own (distinct words: no shared stories). */
const endpointIds = Array.from({ length: 40 }, (_, i) => `newYork/e${i}`);
/** Forty more, all reading one publisher. */
const sharingIds = Array.from({ length: 40 }, (_, i) => `newYork/s${i}`);
const sharedPath = "/shared.xml";
const words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"];
const prefix = (i: number, round: number) =>
  `${words[i % 8]} ${words[Math.floor(i / 8) % 8]} ${words[round % 8]} q${i}r${round}`;

let upstream: Upstream;
let server: Harness;
let streams: EventStream[] = [];

const feedPath = (i: number) => `/feed${i}.xml`;
function publish(i: number, round: number) {
  upstream.set(feedPath(i), {
    kind: "body",
    body: rssFeed(numberedItems(prefix(i, round), 3, `publisher${i}.test`)),
  });
}

async function open(headers: Record<string, string> = {}, query = ""): Promise<EventStream> {
  const stream = await openEventStream(`${server.base}${eventsApiPath}${query}`, headers);
  streams.push(stream);
  return stream;
}

/** Closes every stream the test opened and waits until the server has let go of them. */
async function closeAll() {
  for (const stream of streams) stream.close();
  streams = [];
  await until(() => server.server.live?.size === 0, "the server to forget closed streams");
}

const isData = (block: { data?: string }) => block.data !== undefined;

beforeAll(async () => {
  upstream = await startUpstream();
  for (const i of endpointIds.keys()) publish(i, 0);
  upstream.set(sharedPath, { kind: "body", body: rssFeed(numberedItems("Shared zulu", 3)) });
  const feeds = testFeeds(
    Object.fromEntries([
      ...endpointIds.map((id, i) => [id, { sources: [upstream.url(feedPath(i))], sample: false }]),
      ...sharingIds.map((id) => [id, { sources: [upstream.url(sharedPath)], sample: false }]),
    ]),
  );
  server = await startHarness(feeds, {
    now: () => clock,
    // Feeds parsed on the main thread: a round's sources succeed back to back, as in a
    // rescoring or a follower's read-back, without a thread's scheduling in between.
    ingestWorkers: 0,
    env: { EVENTS_HEARTBEAT_MS: String(heartbeatMs), EVENTS_PER_IP: String(perIp) },
    http: { headersTimeoutMs: 500, requestTimeoutMs: 1_000 },
  });
  await server.refresher.refreshAll();
  await quiet();
});

/** Waits until no event has been sent for a while: what came before is out. */
async function quiet() {
  let last = server.server.live?.lastId;
  let since = Date.now();
  await until(
    () => {
      if (server.server.live?.lastId !== last) {
        last = server.server.live?.lastId;
        since = Date.now();
      }
      return Date.now() - since > 800;
    },
    "no more events",
    15_000,
  );
}

afterEach(closeAll);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
  await upstream?.close();
});

describe("GET /public/api/events", () => {
  it("is an event stream, with the headers proxies need, starting with a delay and an id", async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(stream.headers["x-accel-buffering"]).toBe("no");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.headers["x-content-type-options"]).toBe("nosniff");
    const retry = await stream.next(() => true);
    expect(Number(retry.retry)).toBeGreaterThanOrEqual(2_000);
    const current = await stream.next(() => true, 1);
    expect(current).toEqual({ id: server.server.live?.lastId });
  });

  it("names a changed endpoint and its new ETag (the API's), never an article", async () => {
    const stream = await open();
    await stream.next((block) => block.id !== undefined);
    publish(3, 1);
    await server.refresher.refreshSource(upstream.url(feedPath(3)));
    const event = await stream.next(isData);
    const api = await fetch(`${server.base}/public/api/newYork/e3`);
    expect(await api.text()).toContain(prefix(3, 1));
    expect(changedEndpoints(event)).toEqual({ "newYork/e3": api.headers.get("etag") });
    expect(event.data).not.toContain(prefix(3, 1));
    expect(event.id).toBe(server.server.live?.lastId);
  });

  it("sends a refresh changing forty endpoints as one event", async () => {
    const stream = await open();
    await stream.next((block) => block.id !== undefined);
    upstream.set(sharedPath, { kind: "body", body: rssFeed(numberedItems("Shared yankee", 4)) });
    await server.refresher.refreshSource(upstream.url(sharedPath));
    const event = await stream.next(isData);
    expect(Object.keys(changedEndpoints(event)).sort()).toEqual([...sharingIds].sort());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(stream.blocks.filter(isData)).toHaveLength(1);
  });

  it("gathers a round of forty sources into a few events (at most 2 s apart)", async () => {
    const stream = await open();
    await stream.next((block) => block.id !== undefined);
    for (const i of endpointIds.keys()) publish(i, 2);
    await server.refresher.refreshAll();
    await quiet();
    const events = stream.blocks.filter(isData);
    const named = events.flatMap((event) => Object.keys(changedEndpoints(event)));
    expect(named.sort()).toEqual([...endpointIds].sort());
    // One on a quiet machine; a round taking longer than 2 s is sent in parts.
    expect(events.length).toBeLessThanOrEqual(3);
  });

  it("sends a heartbeat comment to every stream, and streams outlive the request timeout", async () => {
    const [a, b] = await Promise.all([open(), open()]);
    // REQUEST_TIMEOUT_MS is 1 s here: the stream is a response, not a request, and lasts.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const stream of [a, b]) {
      const beats = stream.blocks.filter((block) => block.comment !== undefined);
      expect(beats.length).toBeGreaterThanOrEqual(3);
      expect(beats.length).toBeLessThanOrEqual(6);
    }
    publish(5, 3);
    await server.refresher.refreshSource(upstream.url(feedPath(5)));
    await a.next(isData);
  });

  it("resumes from Last-Event-ID (or ?since=) with the events missed, in order", async () => {
    const watcher = await open();
    const start = await watcher.next((block) => block.id !== undefined);
    for (const round of [4, 5]) {
      publish(7, round);
      await server.refresher.refreshSource(upstream.url(feedPath(7)));
      await until(() => watcher.blocks.filter(isData).length === round - 3, `event ${round}`);
    }
    const missed = watcher.blocks.filter(isData);
    expect(missed).toHaveLength(2);
    const resumed = await open({ "last-event-id": start.id ?? "" });
    const viaQuery = await open({}, `?since=${encodeURIComponent(start.id ?? "")}`);
    for (const stream of [resumed, viaQuery]) {
      await stream.next((block) => block.id === missed[1]?.id);
      expect(stream.blocks.filter(isData)).toEqual(missed);
    }
    // Up to date: nothing to replay.
    const current = await open({ "last-event-id": missed[1]?.id ?? "" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(current.blocks.filter(isData)).toEqual([]);
  });

  it("starts a page's first stream (?after=) with one event naming what changed since its data was read", async () => {
    const rendered = Date.now();
    publish(9, 1);
    await server.refresher.refreshSource(upstream.url(feedPath(9)));
    await quiet();
    const api = await fetch(`${server.base}/public/api/newYork/e9`);
    const stale = await open({}, `?after=${rendered}`);
    const caughtUp = await stale.next((block) => block.id !== undefined);
    // At once, as one event with the API's ETag (other endpoints may have changed too).
    expect(caughtUp.id).toBe(server.server.live?.lastId);
    expect(changedEndpoints(caughtUp)["newYork/e9"]).toBe(api.headers.get("etag"));
    // A page rendered after the change: nothing to catch up, as a stream without ?after=.
    for (const query of [`?after=${Date.now()}`, "?after=soon", "?after=-1"]) {
      await closeAll(); // this test opens more streams than one address may hold
      const current = await open({}, query);
      expect(await current.next((block) => block.id !== undefined)).toEqual({
        id: server.server.live?.lastId,
      });
    }
    await closeAll();
    // Data read before this process started: what changed since is unknown.
    const older = await open({}, "?after=1");
    expect((await older.next((block) => block.id !== undefined)).event).toBe("reset");
    // Last-Event-ID (the browser's reconnect to the same URL) wins over ?after=.
    const resumed = await open({ "last-event-id": caughtUp.id ?? "" }, `?after=${rendered}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.blocks.filter(isData)).toEqual([]);
  }, 20_000);

  it("answers an id from another process with a reset event", async () => {
    const stream = await open({ "last-event-id": "0.3" });
    const reset = await stream.next(isData);
    expect(reset.event).toBe("reset");
    expect(reset.id).toBe(server.server.live?.lastId);
  });

  it(`refuses a ${perIp + 1}th stream from one address with 429, and admits one again after a close`, async () => {
    const open3 = await Promise.all(Array.from({ length: perIp }, () => open()));
    expect(open3.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${server.base}${eventsApiPath}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(await refused.json()).toEqual({
      error: "Too many live update streams from this address",
      statusCode: 429,
    });
    open3[0]?.close();
    await until(() => server.server.live?.size === perIp - 1, "the closed stream to be forgotten");
    expect((await open()).status).toBe(200);
  });
});

describe("streams and MAX_CONNECTIONS", () => {
  it("streams are refused with 503 once they would fill nine tenths of the connection cap", async () => {
    const capped = await startHarness(testFeeds({}), {
      env: { EVENTS_PER_IP: "100" },
      http: { maxConnections: 10 },
    });
    const held: EventStream[] = [];
    try {
      for (let i = 0; i < 9; i++)
        held.push(await openEventStream(`${capped.base}${eventsApiPath}`));
      expect(held.map((stream) => stream.status)).toEqual(Array(9).fill(200));
      const refused = await fetch(`${capped.base}${eventsApiPath}`);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: "Too many live update streams",
        statusCode: 503,
      });
    } finally {
      for (const stream of held) stream.close();
      await capped.close();
    }
  });
});

describe("LIVE_EVENTS=off", () => {
  it("answers 404 and marks the page shell so that pages never connect", async () => {
    const off = await startHarness(testFeeds({}), { env: { LIVE_EVENTS: "off" } });
    try {
      const response = await fetch(`${off.base}${eventsApiPath}`);
      expect(response.status).toBe(404);
      expect(await (await fetch(`${off.base}/`)).text()).toContain(liveEventsOffMeta);
      expect(await (await fetch(`${server.base}/`)).text()).not.toContain(liveEventsOffMeta);
    } finally {
      await off.close();
    }
  });
});

describe("an id or a time older than the kept events", () => {
  it("gets a reset event; an id or a time still kept gets what followed it", async () => {
    // A store stand-in whose changes the test makes, a clock it sets, a ring of two events.
    let now = 0;
    const listeners: ((id: string) => void)[] = [];
    const store = {
      onChange: (listener: (id: string) => void) => void listeners.push(listener),
      response: () => undefined,
    };
    const live = new LiveEvents(store, {
      heartbeatMs: 60_000,
      perIp: 8,
      maxConnections: 100,
      securityHeaders: {},
      quietMs: 0,
      ringSize: 2,
      now: () => now,
    });
    const app = Fastify();
    await app.register(eventRoutes, { live });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const ids = [live.lastId];
    for (const round of [1, 2, 3]) {
      now = round * 100;
      for (const listener of listeners) listener(`newYork/e${round}`);
      await until(() => live.lastId !== ids.at(-1), `event ${round}`);
      ids.push(live.lastId);
    }
    try {
      const tooOld = await openEventStream(`${base}${eventsApiPath}`, {
        "last-event-id": ids[0] ?? "",
      });
      expect((await tooOld.next(isData)).event).toBe("reset");
      tooOld.close();
      const kept = await openEventStream(`${base}${eventsApiPath}`, {
        "last-event-id": ids[1] ?? "",
      });
      await kept.next((block) => block.id === ids[3]);
      expect(
        kept.blocks.filter(isData).map((block) => [block.id, changedEndpoints(block)]),
      ).toEqual([
        [ids[2], { "newYork/e2": null }],
        [ids[3], { "newYork/e3": null }],
      ]);
      kept.close();
      // The first event (changes at 100) was dropped from the ring.
      const since = async (after: number) => {
        const stream = await openEventStream(`${base}${eventsApiPath}?after=${after}`);
        const first = await stream.next((block) => block.id !== undefined);
        stream.close();
        return first;
      };
      expect((await since(100)).event).toBe("reset");
      expect(changedEndpoints(await since(150))).toEqual({
        "newYork/e2": null,
        "newYork/e3": null,
      });
      expect(changedEndpoints(await since(300))).toEqual({ "newYork/e3": null });
      expect(await since(301)).toEqual({ id: ids[3] });
    } finally {
      await app.close();
    }
  });
});
