/** Fixture feeds served over real HTTP, fetched by the refresher, read back from the API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Article, articleSchema } from "../../../src/shared/article.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const now = Date.parse("2025-06-03T12:00:00Z");
let upstream: Upstream;
let server: Harness;

async function articles(endpoint: string): Promise<{ response: Response; body: Article[] }> {
  const response = await fetch(`${server.base}/public/api/${endpoint}`);
  return { response, body: (await response.json()) as Article[] };
}

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.set("/rss2.xml", { kind: "file", file: "rss2-media.xml", etag: '"v1"' });
  upstream.set("/rss2-copy.xml", { kind: "file", file: "rss2-media.xml", gzip: true });
  upstream.set("/atom.xml", {
    kind: "file",
    file: "atom.xml",
    contentType: "application/atom+xml",
  });
  upstream.set("/rdf.xml", { kind: "file", file: "rdf.xml" });
  upstream.set("/latin1.xml", { kind: "file", file: "latin1.xml" });
  upstream.set("/cp1252.xml", { kind: "file", file: "windows-1252.xml" });
  upstream.set("/mislabelled.xml", { kind: "file", file: "utf8-declared-latin1.xml" });
  upstream.set("/hop1", { kind: "redirect", to: "/hop2", status: 301 });
  upstream.set("/hop2", { kind: "redirect", to: upstream.url("/atom.xml"), status: 307 });
  const feeds = testFeeds(
    {
      "bbc/breaking": { sources: [upstream.url("/rss2.xml")], refreshMinutes: 5, sample: true },
      "newYork/climate": { sources: [upstream.url("/rss2-copy.xml")], sample: true },
      "newYork/world": { sources: [upstream.url("/atom.xml")], sample: true },
      "newYork/asia": { sources: [upstream.url("/rdf.xml")], maxItems: 1, sample: true },
      "newYork/africa": {
        sources: [
          upstream.url("/latin1.xml"),
          upstream.url("/cp1252.xml"),
          upstream.url("/mislabelled.xml"),
        ],
        sample: true,
      },
      "newYork/space": { sources: [upstream.url("/hop1")], sample: true },
      "newYork/europe": { sources: [upstream.url("/missing.xml")], sample: true },
    },
    50,
  );
  server = await startHarness(feeds, { now: () => now });
  await server.refresher.refreshAll();
});

afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

describe("RSS 2.0 with media, CDATA, relative and unsafe links", () => {
  it("serves live, schema-complete articles, newest first, unsafe and duplicate items removed", async () => {
    const { response, body } = await articles("bbc/breaking");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-feed-source")).toBe("live");
    expect(body.map((a) => a.title)).toEqual([
      "Council & mayor agree budget",
      "Harbour bridge reopens after repairs",
      "Night market returns to the square",
      "Library extends opening hours",
    ]);
    for (const article of body) {
      // Every field but a podcast episode's (issue 46), which only episodes carry.
      const fields = Object.keys(articleSchema.shape).filter(
        (k) => k !== "episode" && k !== "show",
      );
      expect(Object.keys(article).sort()).toEqual(fields.sort());
      expect(articleSchema.safeParse(article).success).toBe(true);
      expect(article.link).toMatch(/^https?:\/\//);
    }
  });

  it("normalizes every field of the media item", async () => {
    const bridge = (await articles("bbc/breaking")).body.find((a) => a.title.startsWith("Harbour"));
    expect(bridge).toMatchObject({
      description: "The harbour bridge reopened on Monday & traffic returned to normal.",
      content: "Full story with a picture:",
      link: "https://fixture.test/news/harbour-bridge?utm_source=rss&utm_medium=feed",
      images: [
        "https://cdn.fixture.test/bridge-large.jpg",
        "https://cdn.fixture.test/bridge-thumb.jpg",
        // Relative URLs resolve against the channel link, http://fixture.test/.
        "http://fixture.test/images/bridge-inline.jpg",
      ],
      pubDate: "2025-06-03T09:30:00.000Z",
      category: "Local",
      creator: "Ada Writer",
      author: "Ada Writer",
      excerpt: "The harbour bridge reopened on Monday & traffic returned to normal.",
    });
  });

  it("strips escaped markup from titles and resolves relative links against the channel link", async () => {
    const budget = (await articles("bbc/breaking")).body[0];
    expect(budget?.title).toBe("Council & mayor agree budget");
    expect(budget?.title).not.toMatch(/script|alert/);
    expect(budget?.link).toBe("http://fixture.test/news/budget");
    expect(budget?.description).toBe("Councillors voted 12 to 3 in favour of the plan.");
    expect(budget?.author).toBe("Ben Reporter");
    expect(budget?.pubDate).toBe("2025-06-03T10:00:00.000Z");
    expect(budget?.images).toEqual(["https://cdn.fixture.test/budget.jpg"]);
  });

  it("gives an undated item a null date, sorts it last and drops pixel and unsafe images", async () => {
    const body = (await articles("bbc/breaking")).body;
    const library = body.at(-1);
    expect(library?.title).toBe("Library extends opening hours");
    expect(library?.pubDate).toBeNull();
    expect(library?.images).toEqual([]);
    // Undated: its story counts as first seen when the server fetched it (now).
    expect(library?.popularity).toBeGreaterThan(0);
    expect(library?.trending).toBe(false);
  });

  it("scores from real signals: publishers of the story, rank and age", async () => {
    const body = (await articles("bbc/breaking")).body;
    const bridge = body.find((a) => a.title.startsWith("Harbour"));
    // Two feeds (rss2 and its copy) of one publisher count once; top of its feed, 2.5 h old.
    expect(bridge?.sourceCount).toBe(1);
    const expected = Math.round(1000 * (1 + 0.5) * 0.5 ** (2.5 / 12)) / 10;
    expect(bridge?.popularity).toBeCloseTo(expected, 5);
    expect(bridge?.trending).toBe(false);
    const market = body.find((a) => a.title.startsWith("Night"));
    expect(market?.popularity).toBeLessThan(bridge?.popularity ?? 0);
    expect(body.every((a) => a.popularity >= 0)).toBe(true);
  });

  it("reads a gzip-encoded upstream body", async () => {
    const { response, body } = await articles("newYork/climate");
    expect(response.headers.get("x-feed-source")).toBe("live");
    expect(body).toHaveLength(4);
  });

  it("sends the product User-Agent and revalidates with If-None-Match (304 keeps the data)", async () => {
    const before = await articles("bbc/breaking");
    expect(upstream.hits("/rss2.xml").userAgent).toBe("MaverickNews-FeedAggregator/test");
    await server.refresher.refreshSource(upstream.url("/rss2.xml"));
    expect(upstream.hits("/rss2.xml").conditional).toBe(1);
    const after = await articles("bbc/breaking");
    expect(after.body).toEqual(before.body);
    expect(after.response.headers.get("etag")).toBe(before.response.headers.get("etag"));
  });
});

describe("Atom, RDF and encodings", () => {
  it("reads Atom: html title and summary as text, alternate link resolved against the feed's self URL, enclosure image", async () => {
    const { body } = await articles("newYork/world");
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      title: "Observatory spots a new comet",
      description: "Visible with binoculars & a dark sky.",
      content: "The comet was first seen on Sunday.",
      // No xml:base and no site link: the feed's declared rel="self" URL is the base.
      link: "http://fixture.test/science/comet",
      images: ["https://cdn.fixture.test/comet.png", "http://fixture.test/comet-inline.jpg"],
      pubDate: "2025-06-03T06:15:00.000Z",
      category: "Space",
      creator: "Cora Astronomer",
      author: "Cora Astronomer",
    });
    expect(body[1]).toMatchObject({
      title: "Telescope time is shared out",
      pubDate: "2025-06-02T07:00:00.000Z",
    });
  });

  it("follows redirects (301 then 307) to the feed", async () => {
    const { response, body } = await articles("newYork/space");
    expect(response.headers.get("x-feed-source")).toBe("live");
    expect(body[0]?.title).toBe("Observatory spots a new comet");
  });

  it("reads RDF (RSS 1.0) with Dublin Core and caps items at maxItems", async () => {
    const { body } = await articles("newYork/asia");
    expect(body).toEqual([
      expect.objectContaining({
        title: "Rail timetable changes this summer",
        description: "Trains will run every 20 minutes.",
        link: "https://fixture.test/rdf/1",
        category: "Transport",
        creator: "Dee Planner",
        pubDate: "2025-06-01T06:00:00.000Z",
      }),
    ]);
  });

  it("honours ISO-8859-1 and windows-1252 declarations; valid UTF-8 wins over a wrong one", async () => {
    const titles = (await articles("newYork/africa")).body.map((a) => a.title);
    expect(titles).toEqual(["Zürich – 日本 ✓", "“Quoted” prices – €10", "Café naïve résumé ¿qué?"]);
    const cafe = (await articles("newYork/africa")).body[2];
    expect(cafe?.description).toBe("Crème brûlée à la carte, £ 5.");
  });

  it("keeps serving the sample, marked as such, for a source that never answered", async () => {
    const { response, body } = await articles("newYork/europe");
    expect(response.headers.get("x-feed-source")).toBe("sample");
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]?.title).toMatch(/^Sample: /);
    expect(body[0]?.images[0]).toMatch(/^\/samples\/images\/.+\.svg$/);
  });
});
