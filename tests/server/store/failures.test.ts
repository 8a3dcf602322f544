/** Every upstream failure keeps the last good articles, is reported, and never stops the server. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, testFeeds, testLimits } from "../harness.ts";
import { type Behavior, startUpstream, type Upstream } from "../upstreamServer.ts";

let upstream: Upstream;
let server: Harness;
let flakyUrl: string;

interface SourceStatus {
  url: string;
  lastError: string | null;
  lastSuccess: string | null;
  lastAttempt: string | null;
  nextAttempt: string | null;
  consecutiveFailures: number;
  itemCount: number;
}
interface EndpointStatus {
  source: string;
  sample: boolean;
  itemCount: number;
  lastError: string | null;
  sources: SourceStatus[];
}

async function status(endpoint: string): Promise<EndpointStatus> {
  const response = await fetch(`${server.base}/public/api/status`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { endpoints: Record<string, EndpointStatus> };
  return body.endpoints[endpoint] as EndpointStatus;
}

async function snapshot(endpoint: string) {
  const response = await fetch(`${server.base}/public/api/${endpoint}`);
  return {
    status: response.status,
    etag: response.headers.get("etag"),
    source: response.headers.get("x-feed-source"),
    text: await response.text(),
  };
}

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.set("/flaky.xml", { kind: "file", file: "rss2-media.xml" });
  upstream.set("/always-500.xml", { kind: "status", status: 500 });
  for (let i = 0; i < 7; i++) upstream.set(`/loop${i}`, { kind: "redirect", to: `/loop${i + 1}` });
  upstream.set("/loop7", { kind: "redirect", to: "/loop0" });
  flakyUrl = upstream.url("/flaky.xml");
  const feeds = testFeeds(
    {
      "newYork/europe": { sources: [flakyUrl], refreshMinutes: 5, sample: true },
      "newYork/science": { sources: [upstream.url("/always-500.xml")], sample: false },
    },
    50,
  );
  server = await startHarness(feeds);
  await server.refresher.refreshAll();
});

afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

describe("an endpoint configured without sample content", () => {
  it("answers 503 with a JSON error until a source succeeds, and status says why", async () => {
    const response = await fetch(`${server.base}/public/api/newYork/science`);
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("x-feed-source")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({
      error: expect.stringContaining("not available"),
      statusCode: 503,
    });
    const science = await status("newYork/science");
    expect(science).toMatchObject({
      source: "unavailable",
      sample: false,
      itemCount: 0,
      lastError: "HTTP 500",
    });
  });
});

describe("failures after a good fetch", () => {
  const cases: [string, Behavior, RegExp][] = [
    ["HTTP 500", { kind: "status", status: 500 }, /^HTTP 500$/],
    ["a stall longer than the timeout", { kind: "stall" }, /^timeout: not complete after 1000 ms$/],
    [
      "an oversized body",
      { kind: "oversize", bytes: 3 * 1024 * 1024 },
      /^body larger than 1048576 bytes$/,
    ],
    [
      "a gzip bomb",
      { kind: "gzipBomb", inflatedBytes: 64 * 1024 * 1024 },
      /^body larger than 1048576 bytes$/,
    ],
    ["a redirect loop", { kind: "redirect", to: "/loop0" }, /^too many redirects \(more than 5\)$/],
    [
      "a redirect to another scheme",
      { kind: "redirect", to: "ftp://127.0.0.1/feed.xml" },
      /^unsupported URL scheme ftp:$/,
    ],
    [
      "invalid XML",
      { kind: "file", file: "invalid.xml" },
      /^invalid XML at line 4: Expected closing tag 'title'/,
    ],
    [
      "an entity-expansion bomb",
      { kind: "file", file: "entity-bomb.xml" },
      /entity-expansion bomb/,
    ],
    [
      "a feed with no safe links",
      {
        kind: "body",
        body: '<rss version="2.0"><channel><title>x</title><item><title>x</title><link>javascript:void(0)</link></item></channel></rss>',
      },
      /no items with a safe/,
    ],
    [
      "a document that is not a feed",
      { kind: "body", body: "<html><body>Hello</body></html>" },
      /^not an RSS, RDF, Atom or JSON feed \(root element <html>\)$/,
    ],
    ["404", { kind: "status", status: 404 }, /^HTTP 404$/],
  ];

  it("starts live", async () => {
    const first = await snapshot("newYork/europe");
    expect(first).toMatchObject({ status: 200, source: "live" });
    expect(JSON.parse(first.text)).toHaveLength(4);
  });

  it.each(cases)(
    "keeps the last good data on %s and reports the error",
    async (_name, behavior, error) => {
      const before = await snapshot("newYork/europe");
      upstream.set("/flaky.xml", behavior);
      const started = Date.now();
      const refresh = server.refresher.refreshSource(flakyUrl);
      // The server keeps answering while the upstream misbehaves.
      const during = Date.now();
      const answer = await fetch(`${server.base}/public/api/newYork/europe`);
      expect(answer.status).toBe(200);
      expect(Date.now() - during).toBeLessThan(500);
      await refresh;
      expect(Date.now() - started).toBeLessThan(testLimits.totalTimeoutMs + 1500);
      const after = await snapshot("newYork/europe");
      expect(after).toEqual(before);
      const europe = await status("newYork/europe");
      expect(europe.source).toBe("live");
      expect(europe.itemCount).toBe(4);
      expect(europe.lastError).toMatch(error);
      expect(europe.sources[0]?.lastError).toMatch(error);
      expect(europe.sources[0]?.lastAttempt).not.toBeNull();
    },
  );

  it("honours Retry-After on 429 and 503 when planning the next attempt", async () => {
    upstream.set("/flaky.xml", { kind: "status", status: 429, headers: { "retry-after": "7200" } });
    const before = Date.now();
    await server.refresher.refreshSource(flakyUrl);
    let next = Date.parse((await status("newYork/europe")).sources[0]?.nextAttempt ?? "");
    expect(next - before).toBeGreaterThanOrEqual(7200_000 - 1000);
    upstream.set("/flaky.xml", {
      kind: "status",
      status: 503,
      headers: { "retry-after": new Date(Date.now() + 3 * 3600_000).toUTCString() },
    });
    await server.refresher.refreshSource(flakyUrl);
    next = Date.parse((await status("newYork/europe")).sources[0]?.nextAttempt ?? "");
    expect(next - Date.now()).toBeGreaterThan(3 * 3600_000 - 5000);
    expect((await status("newYork/europe")).lastError).toBe("HTTP 503");
  });

  it("backs off after many failures in a row, never past 6 hours", async () => {
    upstream.set("/flaky.xml", { kind: "status", status: 500 });
    await server.refresher.refreshSource(flakyUrl);
    const source = (await status("newYork/europe")).sources[0];
    expect(source?.consecutiveFailures).toBeGreaterThan(10);
    const next = Date.parse(source?.nextAttempt ?? "") - Date.now();
    expect(next).toBeGreaterThan(5.9 * 3600_000);
    expect(next).toBeLessThanOrEqual(6 * 3600_000);
  });

  it("recovers: the next good fetch clears the error", async () => {
    upstream.set("/flaky.xml", { kind: "file", file: "atom.xml" });
    await server.refresher.refreshSource(flakyUrl);
    const europe = await status("newYork/europe");
    expect(europe.lastError).toBeNull();
    expect(europe.itemCount).toBe(2);
    expect(server.logs.some((line) => line.startsWith("info source recovered"))).toBe(true);
  });

  it("logs state changes once, not every failure", () => {
    const failing = server.logs.filter((line) => line.includes(`source failing: ${flakyUrl}`));
    expect(failing).toHaveLength(1);
  });
});
