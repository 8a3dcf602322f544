/**
 * Feed formats and hard inputs over loopback HTTP, through the refresher (its worker pool)
 * and the API: RDF with Dublin Core titles, Atom xml:base, JSON Feed 1.1 and 1.0, a UTF-8
 * feed with one stray byte, and a huge feed that must stay bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textCaps } from "../../../src/server/feeds/normalizeFeed.ts";
import type { Article } from "../../../src/shared/article.ts";
import { type Harness, startHarness, statusOf, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const now = Date.parse("2025-06-03T12:00:00Z");
const hugeItems = 6000;
const hugeMaxItems = 20;
let upstream: Upstream;
let server: Harness;

async function articles(endpoint: string): Promise<Article[]> {
  const response = await fetch(`${server.base}/public/api/${endpoint}`);
  expect(response.headers.get("x-feed-source")).toBe("live");
  return (await response.json()) as Article[];
}

/** A valid RSS feed of `count` items, oldest first; the last (newest) one has outsized fields. */
function hugeFeed(count: number): string {
  const items: string[] = [];
  for (let i = 0; i < count; i++) {
    const newest = i === count - 1;
    const title = newest ? `Long ${"word ".repeat(2000)}end` : `Item ${i}`;
    const author = newest ? `${"Author".repeat(200)}` : "Desk";
    items.push(
      `<item><title>${title}</title><link>https://huge.fixture.test/${i}</link><dc:creator>${author}</dc:creator><pubDate>${new Date(now - (count - i) * 60_000).toUTCString()}</pubDate></item>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Huge</title><link>https://huge.fixture.test/</link><description>d</description>${items.join("")}</channel></rss>`;
}

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.set("/rdf.xml", { kind: "file", file: "rdf-dc-title.xml" });
  upstream.set("/atom.xml", {
    kind: "file",
    file: "atom-xml-base.xml",
    contentType: "application/atom+xml",
  });
  upstream.set("/feed11.json", {
    kind: "file",
    file: "jsonfeed-1.1.json",
    contentType: "application/feed+json",
  });
  upstream.set("/feed10.json", {
    kind: "file",
    file: "jsonfeed-1.0.json",
    contentType: "application/json",
  });
  upstream.set("/mixed.xml", {
    kind: "body",
    contentType: "application/rss+xml; charset=utf-8",
    body: Buffer.concat([
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>t</title><link>https://mixed.fixture.test/</link><item><title>Café Zürich</title><link>https://mixed.fixture.test/1</link><description>Prix: 5',
      ),
      Buffer.from([0xe9]), // one windows-1252 byte in a UTF-8 document
      Buffer.from("</description></item></channel></rss>"),
    ]),
  });
  upstream.set("/huge.xml", {
    kind: "body",
    contentType: "application/rss+xml",
    body: hugeFeed(hugeItems),
  });
  const feeds = testFeeds(
    {
      "newYork/asia": { sources: [upstream.url("/rdf.xml")], sample: true },
      "newYork/world": { sources: [upstream.url("/atom.xml")], sample: true },
      "newYork/science": { sources: [upstream.url("/feed11.json")], sample: true },
      "newYork/arts": { sources: [upstream.url("/feed10.json")], sample: true },
      "newYork/europe": { sources: [upstream.url("/mixed.xml")], sample: true },
      "bbc/breaking": {
        sources: [upstream.url("/huge.xml")],
        maxItems: hugeMaxItems,
        sample: true,
      },
    },
    50,
  );
  server = await startHarness(feeds, { now: () => now });
  await server.refresher.refreshAll();
}, 30_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

describe("formats", () => {
  it("RDF: an item with both <title> and <dc:title> has its title once; dc:title alone is read", async () => {
    const list = await articles("newYork/asia");
    expect(list.map((a) => [a.title, a.link])).toEqual([
      ["Food for fungi", "https://rdf.fixture.test/fungi"],
      // No <link>: the item's rdf:about.
      ["Moss on north walls", "https://rdf.fixture.test/moss"],
    ]);
  });

  it("Atom: xml:base at feed, entry, content and link level", async () => {
    const list = await articles("newYork/world");
    expect(list.map((a) => [a.title, a.link])).toEqual([
      ["Entry-level base", "https://base.fixture.test/news/2025/comet.html"],
      ["Link-level base", "https://other.fixture.test/a/b.html"],
      ["Feed-level base", "https://base.fixture.test/top.html"],
    ]);
    expect(list[0]?.images).toEqual(["https://img.fixture.test/comets/tail.png"]);
    expect(list[2]).toMatchObject({
      images: ["https://base.fixture.test/news/thumb.jpg"],
      description: "A <small> summary.",
    });
  });

  it("JSON Feed 1.1: plain-text title and summary, HTML content, images, authors, tags", async () => {
    const [tide, ferry, ...rest] = await articles("newYork/science");
    expect(rest).toEqual([]);
    expect(tide).toMatchObject({
      title: "Tide tables <updated> for summer",
      link: "https://json.fixture.test/posts/tide",
      description: "New tables for the harbour & the bay.",
      content: "The new tables start on Monday.",
      images: [
        "https://json.fixture.test/img/tide.jpg",
        "https://cdn.json.fixture.test/tide-banner.jpg",
        "https://json.fixture.test/img/tide-inline.png",
      ],
      pubDate: "2025-06-03T06:30:00.000Z",
      author: "Ida Tidewell",
      creator: "Ida Tidewell",
      category: "Coast",
    });
    expect(ferry).toMatchObject({
      title: "",
      link: "https://elsewhere.fixture.test/ferry",
      content: "Ferry timetable is unchanged. 2 < 3 & all is well.",
      images: ["https://cdn.json.fixture.test/ferry.png"],
      pubDate: "2025-06-02T10:00:00.000Z",
      author: "Feed Desk",
    });
  });

  it("JSON Feed 1.0: author (singular), a relative url against home_page_url", async () => {
    expect(await articles("newYork/arts")).toEqual([
      expect.objectContaining({
        title: "Lantern walk by the river",
        link: "https://json10.fixture.test/posts/lanterns",
        content: "Bring a lantern; the walk starts at dusk.",
        pubDate: "2025-06-01T18:00:00.000Z",
        author: "Lou Lamplighter",
        category: "Events",
      }),
    ]);
  });
});

describe("hard inputs", () => {
  it("a UTF-8 feed with one invalid byte keeps its UTF-8 text; only that byte is replaced", async () => {
    const [item] = await articles("newYork/europe");
    expect(item?.title).toBe("Café Zürich");
    expect(item?.description).toBe("Prix: 5\uFFFD");
  });

  it("a huge feed keeps at most 3 × maxItems newest items, with capped field lengths", async () => {
    const status = await statusOf(server);
    const source = status.endpoints["bbc/breaking"]?.sources[0];
    expect(source).toMatchObject({ lastError: null, itemCount: 3 * hugeMaxItems });
    const list = await articles("bbc/breaking");
    expect(list).toHaveLength(hugeMaxItems);
    // The feed lists oldest first: the kept items are the newest by date, not the first.
    expect(list.map((a) => a.link)).toEqual(
      Array.from(
        { length: hugeMaxItems },
        (_, k) => `https://huge.fixture.test/${hugeItems - 1 - k}`,
      ),
    );
    const [newest] = list;
    expect(newest?.title.length).toBeLessThanOrEqual(textCaps.title);
    expect(newest?.title).toMatch(/^Long word word .* word…$/);
    expect(newest?.creator?.length).toBeLessThanOrEqual(textCaps.person);
    expect(newest?.creator).toMatch(/…$/);
  });
});
