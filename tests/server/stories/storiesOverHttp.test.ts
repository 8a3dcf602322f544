/**
 * Issue 11 over real HTTP: five loopback publishers, four of which report one flood in four
 * wordings; a sixth feed is a second feed of one publisher; a seventh, one publisher's
 * section of twelve items sharing a template (issue 50: they showed as 3 cards, not 12).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storyScreen } from "../../../src/pages/StoryPage.tsx";
import { storyKey } from "../../../src/pages/storyQuery.ts";
import { parseFeed } from "../../../src/server/feeds/parseFeed.ts";
import { storyData } from "../../../src/server/pages/storyData.ts";
import { type Article, articleSchema } from "../../../src/shared/article.ts";
import { type StoryData, storySchema } from "../../../src/shared/story.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { launchHeadlines as launch } from "./broadStoryFixture.ts";

const now = Date.parse("2025-06-03T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now - hours * 3600_000).toUTCString();

interface FixtureItem {
  title: string;
  path: string;
  hours: number;
}

/** An RSS feed whose channel link names the publisher's site. */
function rss(site: string, items: FixtureItem[]): string {
  const entries = items
    .map(
      (item) =>
        `<item><title>${item.title}</title><link>https://${site}${item.path}</link><pubDate>${hoursAgo(item.hours)}</pubDate><media:content url="https://${site}/img${item.path}.jpg" medium="image"/></item>`,
    )
    .join("");
  return `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${site}</title><link>https://www.${site}/</link>${entries}</channel></rss>`;
}

// Each publisher puts a story of its own first: the old formula ranked those higher.
const feedsByPath: Record<string, [site: string, items: FixtureItem[]]> = {
  "/north.xml": [
    "northgazette.example",
    [
      { title: "Council approves new cycle lanes for the ring road", path: "/lanes", hours: 1 },
      { title: "Flash floods hit Valdora as river bursts its banks", path: "/flood", hours: 5 },
    ],
  ],
  "/harbor.xml": [
    "harborherald.example",
    [
      {
        title: "Harbour festival returns with tall ships and fireworks",
        path: "/festival",
        hours: 1,
      },
      {
        title: "Valdora floods: river bursts banks, thousands evacuated",
        path: "/valdora",
        hours: 4,
      },
    ],
  ],
  "/meridian.xml": [
    "meridianpost.example",
    [
      { title: "Local bakery wins national sourdough award", path: "/bakery", hours: 2 },
      { title: "Thousands evacuated as river bursts banks in Valdora", path: "/floods", hours: 3 },
    ],
  ],
  "/civic.xml": [
    "civicwire.example",
    [
      { title: "Rail fares frozen for another year", path: "/fares", hours: 1 },
      { title: "Valdora river bursts banks, flooding city centre", path: "/water", hours: 2 },
    ],
  ],
  "/lantern.xml": [
    "lanterndaily.example",
    [{ title: "Museum opens new wing for maritime history", path: "/museum", hours: 1 }],
  ],
  // A second feed of civicwire, with the flood under the same title at another link:
  // another article of the story, not another publisher.
  "/civic-world.xml": [
    "civicwire.example",
    [{ title: "Valdora river bursts banks, flooding city centre", path: "/world-flood", hours: 1 }],
  ],
  // One publisher's section whose items share a template and little else (issue 50).
  "/art.xml": [
    "artsdesk.example",
    [
      "harbour and tramway",
      "library and museum",
      "school and clinic",
      "bridge and ferry",
      "park and stadium",
      "market and theatre",
      "airport and station",
      "river and canal",
      "hospital and court",
      "port and warehouse",
      "railway and tunnel",
      "gallery and garden",
    ].map((places, i) => ({
      title: `Clean Art-0 story ${i} ${places}`,
      path: `/art-${i}`,
      hours: 12 - i,
    })),
  ],
};

let upstream: Upstream;
let server: Harness;

async function json(path: string): Promise<{ response: Response; body: unknown }> {
  const response = await fetch(`${server.base}${path}`);
  return { response, body: await response.json() };
}

beforeAll(async () => {
  upstream = await startUpstream();
  for (const [path, [site, items]] of Object.entries(feedsByPath))
    upstream.set(path, {
      kind: "body",
      body: rss(site, items),
      contentType: "application/rss+xml",
    });
  const feeds = testFeeds(
    {
      "bbc/breaking": {
        sources: ["/north.xml", "/harbor.xml", "/meridian.xml", "/civic.xml", "/lantern.xml"].map(
          (path) => upstream.url(path),
        ),
        sample: true,
      },
      "newYork/world": { sources: [upstream.url("/civic-world.xml")], sample: true },
      "newYork/Art": { sources: [upstream.url("/art.xml")], sample: true },
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

describe("stories across publishers", () => {
  it("gives every article of every API array a storyId and its story's publisher count", async () => {
    for (const endpoint of ["bbc/breaking", "newYork/world"]) {
      const { body } = await json(`/public/api/${endpoint}`);
      const articles = body as Article[];
      expect(articles.length).toBeGreaterThan(0);
      for (const article of articles) {
        expect(articleSchema.safeParse(article).success).toBe(true);
        expect(typeof article.storyId).toBe("string");
        expect(Number.isInteger(article.sourceCount) && (article.sourceCount ?? 0) >= 1).toBe(true);
      }
    }
  });

  it("groups the flood's four wordings into one story of four publishers, above single-publisher stories", async () => {
    const articles = (await json("/public/api/bbc/breaking")).body as Article[];
    // One card per story (issue 37): the earliest report, counting the story's publishers.
    const flood = articles.filter((a) => a.title.includes("Valdora"));
    expect(flood.map((a) => a.title)).toEqual([
      "Flash floods hit Valdora as river bursts its banks",
    ]);
    // civicwire's second feed adds an article, not a publisher.
    expect(flood.every((a) => a.sourceCount === 4)).toBe(true);
    expect(flood.every((a) => a.trending)).toBe(true);
    expect(new Set(articles.map((a) => a.storyId)).size).toBe(articles.length);
    const others = articles.filter((a) => !a.title.includes("Valdora"));
    expect(others.every((a) => a.sourceCount === 1 && !a.trending)).toBe(true);
    const lowestFlood = Math.min(...flood.map((a) => a.popularity));
    expect(Math.max(...others.map((a) => a.popularity))).toBeLessThan(lowestFlood);
    const world = (await json("/public/api/newYork/world")).body as Article[];
    expect(world[0]?.storyId).toBe(flood[0]?.storyId);
  });

  it("shows each of one publisher's look-alike items as a card of its own, newest first", async () => {
    const articles = (await json("/public/api/newYork/Art")).body as Article[];
    expect(articles.map((a) => a.title.split(" ")[3])).toEqual([
      "11",
      "10",
      "9",
      "8",
      "7",
      "6",
      "5",
      "4",
      "3",
      "2",
      "1",
      "0",
    ]);
    expect(new Set(articles.map((a) => a.storyId)).size).toBe(12);
  });

  it("serves a story: shape, one article per publisher first then the rest, newest first", async () => {
    const articles = (await json("/public/api/bbc/breaking")).body as Article[];
    const id = articles.find((a) => a.title.includes("Valdora"))?.storyId ?? "";
    const { response, body } = await json(`/public/api/stories/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const story = storySchema.parse(body) as StoryData;
    expect(story).toMatchObject({ id, sourceCount: 4 });
    expect(story.title).toBe("Flash floods hit Valdora as river bursts its banks");
    expect(story.firstSeen).toBe(new Date(now - 5 * 3600_000).toISOString());
    expect(story.updated).toBe(new Date(now - 3600_000).toISOString());
    expect(story.articles.map((a) => a.link)).toEqual([
      "https://civicwire.example/world-flood",
      "https://meridianpost.example/floods",
      "https://harborherald.example/valdora",
      "https://northgazette.example/flood",
      "https://civicwire.example/water",
    ]);
    expect(story.articles.map((a) => a.publisher)).toEqual([
      "civicwire.example",
      "meridianpost.example",
      "harborherald.example",
      "northgazette.example",
      "civicwire.example",
    ]);
    expect(story.articles.every((a) => a.storyId === id && a.sourceCount === 4)).toBe(true);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await fetch(`${server.base}/public/api/stories/${id}`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("gives server rendering a story's query key and data from the store", async () => {
    const articles = (await json("/public/api/bbc/breaking")).body as Article[];
    const id = articles.find((a) => a.title.includes("Valdora"))?.storyId ?? "";
    const answer = await server.store.story(id);
    if (!answer || !("json" in answer)) throw new Error(`story ${id} is not served`);
    const data = storyData(answer.json);
    const [[queryKey, prefilled] = []] = storyScreen.queries({ page: "story", id, story: data });
    expect(queryKey).toEqual(storyKey(id));
    expect(prefilled).toEqual((await json(`/public/api/stories/${id}`)).body);
    expect(await server.store.story("nope")).toBeUndefined();
  });

  it("answers an unknown story with the one error shape, and its page with a real 404", async () => {
    const { response, body } = await json("/public/api/stories/nope");
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: "Unknown story", statusCode: 404 });
    const page = await fetch(`${server.base}/story/nope`);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
  });

  it("serves a story as RSS and JSON Feed, each listing every report newest first", async () => {
    const articles = (await json("/public/api/bbc/breaking")).body as Article[];
    const id = articles.find((a) => a.title.includes("Valdora"))?.storyId ?? "";
    const newestFirst = [
      "https://civicwire.example/world-flood",
      "https://civicwire.example/water",
      "https://meridianpost.example/floods",
      "https://harborherald.example/valdora",
      "https://northgazette.example/flood",
    ];
    for (const [file, type] of [
      ["feed.xml", "application/rss+xml"],
      ["feed.json", "application/feed+json"],
    ]) {
      const response = await fetch(`${server.base}/story/${id}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toBe(`${type}; charset=utf-8`);
      const feed = parseFeed(await response.text(), `${server.base}/story/${id}/${file}`);
      expect(feed.items.map((item) => item.link)).toEqual(newestFirst);
      expect(feed.items[0]?.title).toBe("Valdora river bursts banks, flooding city centre");
      const etag = response.headers.get("etag") ?? "";
      const again = await fetch(`${server.base}/story/${id}/${file}`, {
        headers: { "if-none-match": etag },
      });
      expect(again.status).toBe(304);
    }
    const unknown = await fetch(`${server.base}/story/nope/feed.xml`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Unknown story", statusCode: 404 });
  });

  it("serves the page shell for a living story", async () => {
    const articles = (await json("/public/api/bbc/breaking")).body as Article[];
    const id = articles[0]?.storyId ?? "";
    const page = await fetch(`${server.base}/story/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});

describe("a story that grows across refreshes", () => {
  const first = "Flash floods sweep through Valdora as river bursts its banks";
  // Too little of the first headline alone (three shared words of seven)...
  const lone = "Thousands evacuated as Valdora river floods city centre";
  // ...but the story fits it once a third wording says what both do.
  const third = "Valdora floods: river bursts banks, thousands forced from homes";
  let growing: Upstream;
  let harness: Harness;
  const served = async (path: string) =>
    (await (await fetch(`${harness.base}${path}`)).json()) as Article[];

  beforeAll(async () => {
    growing = await startUpstream();
    const feed = (site: string, items: FixtureItem[]) => ({
      kind: "body" as const,
      body: rss(site, items),
      contentType: "application/rss+xml",
    });
    growing.set("/a.xml", feed("a-news.example", [{ title: first, path: "/1", hours: 5 }]));
    growing.set("/b.xml", feed("b-news.example", [{ title: lone, path: "/1", hours: 4 }]));
    growing.set("/c.xml", feed("c-news.example", []));
    harness = await startHarness(
      testFeeds(
        {
          "bbc/breaking": {
            sources: ["/a.xml", "/b.xml", "/c.xml"].map((p) => growing.url(p)),
            sample: false,
          },
        },
        50,
      ),
      { now: () => now },
    );
    await harness.refresher.refreshAll();
  });

  afterAll(async () => {
    await harness?.close();
    await growing?.close();
  });

  it("takes a lone earlier report into the story once later reports make it fit", async () => {
    const before = await served("/public/api/bbc/breaking");
    expect(before).toHaveLength(2);
    expect(before.every((a) => a.sourceCount === 1)).toBe(true);
    const loneId = before.find((a) => a.title === lone)?.storyId ?? "";
    const storyId = before.find((a) => a.title === first)?.storyId ?? "";
    expect(loneId).not.toBe(storyId);
    expect((await fetch(`${harness.base}/public/api/stories/${loneId}`)).status).toBe(200);

    growing.set("/c.xml", {
      kind: "body",
      body: rss("c-news.example", [{ title: third, path: "/1", hours: 1 }]),
      contentType: "application/rss+xml",
    });
    await harness.refresher.refreshAll();
    const after = await served("/public/api/bbc/breaking");
    // The story keeps its id and shows once, as its earliest report; the lone report's
    // one-article story has ended.
    expect(after.map((a) => [a.title, a.storyId, a.sourceCount])).toEqual([[first, storyId, 3]]);
    const story = storySchema.parse(
      await (await fetch(`${harness.base}/public/api/stories/${storyId}`)).json(),
    );
    expect(story.title).toBe(first);
    expect(story.articles.map((a) => a.publisher).sort()).toEqual([
      "a-news.example",
      "b-news.example",
      "c-news.example",
    ]);
    // The lone report's story joined this one: its id answers 301 there (issue 37), its
    // page and feeds too.
    for (const [path, to] of [
      [`/public/api/stories/${loneId}`, `/public/api/stories/${storyId}`],
      [`/story/${loneId}?lang=fr`, `/story/${storyId}?lang=fr`],
      [`/story/${loneId}/feed.xml`, `/story/${storyId}/feed.xml`],
    ] as const) {
      const moved = await fetch(`${harness.base}${path}`, { redirect: "manual" });
      expect([path, moved.status, moved.headers.get("location")]).toEqual([path, 301, to]);
    }
    const followed = await fetch(`${harness.base}/public/api/stories/${loneId}`);
    expect(storySchema.parse(await followed.json()).id).toBe(storyId);
  });
});

describe("a broad story: lone reports of one subject by twelve publishers", () => {
  let upstream: Upstream;
  let harness: Harness;

  beforeAll(async () => {
    upstream = await startUpstream();
    for (const [i, title] of launch.entries()) {
      upstream.set(`/p${i}.xml`, {
        kind: "body",
        body: rss(`p${i}-news.example`, [{ title, path: "/1", hours: 12 - i }]),
        contentType: "application/rss+xml",
      });
    }
    harness = await startHarness(
      testFeeds(
        {
          "bbc/breaking": {
            sources: launch.map((_, i) => upstream.url(`/p${i}.xml`)),
            sample: false,
          },
        },
        50,
      ),
      { now: () => now },
    );
    await harness.refresher.refreshAll();
  });

  afterAll(async () => {
    await harness?.close();
    await upstream?.close();
  });

  it("serves them as one story that counts its twelve publishers and lists them", async () => {
    const served = (await (
      await fetch(`${harness.base}/public/api/bbc/breaking`)
    ).json()) as Article[];
    // One card, the earliest report, counting all twelve publishers.
    expect(served.map((a) => [a.title, a.sourceCount])).toEqual([[launch[0], 12]]);
    const story = storySchema.parse(
      await (await fetch(`${harness.base}/public/api/stories/${served[0]?.storyId}`)).json(),
    );
    expect(story.sourceCount).toBe(12);
    expect(new Set(story.articles.map((a) => a.publisher)).size).toBe(12);
  });
});
