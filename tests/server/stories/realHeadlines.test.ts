/**
 * Issue 24 over real HTTP: loopback publishers whose RSS items carry descriptions, as real
 * feeds do. Four of them report one flood in the four wordings of the issue (one of them
 * follows it up), and the traps look like it: the same city with another event, another
 * flood the same day, the same company with other news. Every event, quote and person in
 * it is invented.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../../src/shared/article.ts";
import type { StoryData } from "../../../src/shared/story.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type Item, publishers } from "./realHeadlinesFixture.ts";

const now = Date.parse("2026-10-30T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now - hours * 3600_000).toUTCString();

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function rss(site: string, items: Item[]): string {
  const entries = items
    .map(
      (item) =>
        `<item><title>${xmlText(item.title)}</title><link>https://${site}${item.path}</link><description>${xmlText(item.description)}</description><pubDate>${hoursAgo(item.hours)}</pubDate></item>`,
    )
    .join("");
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${site}</title><link>https://www.${site}/</link>${entries}</channel></rss>`;
}

const feedPath = (site: string) => `/${site.split(".")[0]}.xml`;

let upstream: Upstream;
let server: Harness;

beforeAll(async () => {
  upstream = await startUpstream();
  for (const [site, items] of Object.entries(publishers))
    upstream.set(feedPath(site), {
      kind: "body",
      body: rss(site, items),
      contentType: "application/rss+xml",
    });
  const feeds = testFeeds(
    {
      "bbc/breaking": {
        sources: Object.keys(publishers).map((site) => upstream.url(feedPath(site))),
        sample: true,
      },
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

/**
 * Every report served: the endpoint gives one card per story (issue 37), each story's API
 * lists its reports, here with the story's id and publisher count as a card carries them.
 */
async function articles(): Promise<Article[]> {
  const response = await fetch(`${server.base}/public/api/bbc/breaking`);
  expect(response.status).toBe(200);
  const cards = (await response.json()) as Article[];
  expect(new Set(cards.map((card) => card.storyId)).size).toBe(cards.length);
  const reports: Article[] = [];
  for (const card of cards) {
    const story = (await (
      await fetch(`${server.base}/public/api/stories/${card.storyId}`)
    ).json()) as StoryData;
    expect(story.sourceCount).toBe(card.sourceCount);
    for (const { publisher: _, firstSeen: __, ...article } of story.articles)
      reports.push({ ...article, storyId: story.id, sourceCount: story.sourceCount });
  }
  return reports;
}

/** The event each served article reports, from the fixture, by its link. */
function eventOf(article: Article): string {
  for (const [site, items] of Object.entries(publishers))
    for (const item of items) if (article.link === `https://${site}${item.path}`) return item.event;
  throw new Error(`not a fixture article: ${article.link}`);
}

describe("stories on real-shaped feeds", () => {
  it("makes the four-wording flood and its follow-up one story of four sources", async () => {
    const served = await articles();
    const flood = served.filter((a) => eventOf(a) === "flood");
    expect(flood).toHaveLength(5);
    expect(new Set(flood.map((a) => a.storyId)).size).toBe(1);
    // northgazette's follow-up is another article of the story, not another source.
    for (const article of flood) expect(article.sourceCount).toBe(4);
    const response = await fetch(`${server.base}/public/api/stories/${flood[0]?.storyId}`);
    const story = (await response.json()) as StoryData;
    expect(story.sourceCount).toBe(4);
    expect(story.articles).toHaveLength(5);
  });

  it("keeps every look-alike apart: same city, another flood, same company", async () => {
    const served = await articles();
    const storiesOf = new Map<string, Set<string>>();
    for (const article of served) {
      const event = eventOf(article);
      const stories = storiesOf.get(article.storyId ?? "") ?? new Set<string>();
      stories.add(event);
      storiesOf.set(article.storyId ?? "", stories);
    }
    for (const events of storiesOf.values()) expect([...events]).toHaveLength(1);
    // And the traps that are one event across publishers are found as such.
    for (const event of ["bavaria", "iberica-profit"]) {
      const reports = served.filter((a) => eventOf(a) === event);
      expect(new Set(reports.map((a) => a.storyId)).size).toBe(1);
      expect(reports[0]?.sourceCount).toBe(2);
    }
  });
});
