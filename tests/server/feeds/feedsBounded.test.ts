/**
 * Long feeds are parsed a chunk of items at a time (parseBoundedFeed), keeping only the
 * newest between chunks. What is kept must be exactly what parsing the whole document
 * kept: the newest by date wherever they sit in the feed, undated ones last, ties in feed
 * order; over real HTTP through the ingest thread, and against the whole parse directly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeFeed } from "../../../src/server/feeds/normalizeFeed.ts";
import {
  itemsPerChunk,
  parseItemChunks,
  splitItems,
} from "../../../src/server/feeds/parseBoundedFeed.ts";
import { parseFeed } from "../../../src/server/feeds/parseFeed.ts";
import type { Article } from "../../../src/shared/article.ts";
import { type Harness, startHarness, statusOf, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const now = Date.parse("2025-06-03T12:00:00Z");
const feedUrl = "https://bounded.fixture.test/feed.xml";

/** A seeded permutation of 0..n-1 (mulberry32), so the test is the same each run. */
function shuffled(n: number, seed: number): number[] {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** Item i is `age(i)` minutes old (undefined: undated). */
function rss(count: number, age: (i: number) => number | undefined): string {
  const items = Array.from({ length: count }, (_, i) => {
    const minutes = age(i);
    const date =
      minutes === undefined
        ? ""
        : `<pubDate>${new Date(now - minutes * 60_000).toUTCString()}</pubDate>`;
    return `<item><title>Item ${i}</title><link>https://bounded.fixture.test/${i}</link>${date}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Bounded</title><link>https://bounded.fixture.test/</link><description>d</description>${items.join("\n")}</channel></rss>`;
}

/** The links the whole-document parse keeps: the reference. */
function keptByWholeParse(text: string, keep: number): string[] {
  return normalizeFeed(parseFeed(text, feedUrl), now, keep).map((item) => item.article.link);
}

function keptByChunks(text: string, keep: number): string[] {
  const parsed = parseItemChunks(text, feedUrl, keep, now);
  expect(parsed, "the chunked parse applies").toBeDefined();
  return normalizeFeed(parsed as NonNullable<typeof parsed>, now, keep).map(
    (item) => item.article.link,
  );
}

describe("parsing a long feed in chunks keeps what the whole parse keeps", () => {
  const count = 4 * itemsPerChunk + 37;
  const order = shuffled(count, 7);

  it.each([
    ["oldest first", (i: number) => count - i],
    ["newest first", (i: number) => i],
    ["dates scattered", (i: number) => order[i] as number],
    ["every date shared (feed order decides)", () => 5],
    ["some undated (they count as oldest)", (i: number) => (i % 3 === 0 ? undefined : order[i])],
    ["nearly all undated", (i: number) => (i === count - 1 ? 1 : undefined)],
  ])("RSS, %s", (_, age) => {
    const text = rss(count, age);
    for (const keep of [1, 60, itemsPerChunk + 1]) {
      const whole = keptByWholeParse(text, keep);
      expect(whole).toHaveLength(keep);
      expect(keptByChunks(text, keep)).toEqual(whole);
    }
  });

  it("Atom entries with xml:base, and item tags inside CDATA and comments", () => {
    const entries = Array.from(
      { length: count },
      (_, i) =>
        `<entry><title>Entry ${i}</title><link href="e/${i}"/><id>urn:e:${i}</id><updated>${new Date(now - (order[i] as number) * 60_000).toISOString()}</updated><summary type="html"><![CDATA[<entry>not one</entry> <item>nor this</item>]]></summary></entry><!-- <entry> a comment -->`,
    );
    const text = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://bounded.fixture.test/atom/"><title>A</title><id>urn:a</id><link rel="alternate" href="https://bounded.fixture.test/"/>${entries.join("")}</feed>`;
    expect(splitItems(text)?.spans).toHaveLength(count);
    const whole = keptByWholeParse(text, 60);
    expect(whole[0]).toMatch(/^https:\/\/bounded\.fixture\.test\/atom\/e\/\d+$/);
    expect(keptByChunks(text, 60)).toEqual(whole);
  });

  it("RDF items beside the channel", () => {
    const items = Array.from(
      { length: count },
      (_, i) =>
        `<item rdf:about="https://bounded.fixture.test/r/${i}"><title>R ${i}</title><link>https://bounded.fixture.test/r/${i}</link><dc:date>${new Date(now - (order[i] as number) * 60_000).toISOString()}</dc:date></item>`,
    );
    const text = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="https://bounded.fixture.test/"><title>R</title><link>https://bounded.fixture.test/</link></channel>${items.join("")}</rdf:RDF>`;
    expect(keptByChunks(text, 60)).toEqual(keptByWholeParse(text, 60));
  });

  it("leaves short feeds, JSON and documents it cannot split to the whole parse", () => {
    expect(
      parseItemChunks(
        rss(itemsPerChunk, (i) => i),
        feedUrl,
        60,
        now,
      ),
    ).toBeUndefined();
    expect(splitItems('{"version":"https://jsonfeed.org/version/1.1","items":[]}')).toBeUndefined();
    // An item never closed, an item inside an item: no split.
    expect(splitItems("<rss><channel><item><title>a</title><item></item></channel></rss>")).toBe(
      undefined,
    );
    expect(splitItems("<rss><channel><item><title>a</title></channel></rss>")).toBeUndefined();
  });
});

describe("a 6,000-item feed (12 chunks; the test upstream caps bodies at 1 MiB) over HTTP keeps its newest items wherever they sit", () => {
  const items = 6_000;
  const maxItems = 20;
  const order = shuffled(items, 11);
  const feeds = {
    "oldest first": {
      path: "/oldest.xml",
      endpoint: "bbc/breaking",
      age: (i: number) => items - i,
    },
    "newest first": { path: "/newest.xml", endpoint: "newYork/world", age: (i: number) => i },
    scattered: {
      path: "/scattered.xml",
      endpoint: "newYork/asia",
      age: (i: number) => order[i] as number,
    },
  };
  let upstream: Upstream;
  let server: Harness;

  beforeAll(async () => {
    upstream = await startUpstream();
    const config = testFeeds({}, maxItems);
    for (const feed of Object.values(feeds)) {
      upstream.set(feed.path, {
        kind: "body",
        body: rss(items, feed.age),
        contentType: "application/rss+xml",
      });
      config.endpoints[feed.endpoint] = { sources: [upstream.url(feed.path)], sample: true };
    }
    server = await startHarness(config, { now: () => now });
    await server.refresher.refreshAll();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it.each(Object.entries(feeds))("%s", async (_, feed) => {
    const status = await statusOf(server);
    expect(status.endpoints[feed.endpoint]?.sources[0]).toMatchObject({
      lastError: null,
      itemCount: 3 * maxItems,
    });
    const response = await fetch(`${server.base}/public/api/${feed.endpoint}`);
    expect(response.headers.get("x-feed-source")).toBe("live");
    const served = ((await response.json()) as Article[]).map((article) => article.link);
    const newestIndices = Array.from({ length: items }, (_, i) => i)
      .sort((a, b) => feed.age(a) - feed.age(b))
      .slice(0, maxItems);
    expect(served.sort()).toEqual(
      newestIndices.map((i) => `https://bounded.fixture.test/${i}`).sort(),
    );
  });
});
