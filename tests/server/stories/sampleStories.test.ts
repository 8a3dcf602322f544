/**
 * The bundled samples, over real HTTP with every source unreachable (as offline): the
 * invented events several sample publishers report (tools/generate/sampleEvents.ts) are
 * stories with several sources, trend, and list every publisher on their coverage page,
 * while no story mixes two events or an event with an unrelated sample. An endpoint shows
 * one card per story, so each family's template headlines (tools/generate/sampleHeadlines.ts)
 * must stay stories of their own: every sample endpoint shows about 20 cards.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../../src/shared/article.ts";
import type { StoryData } from "../../../src/shared/story.ts";
import { sampleEvents } from "../../../tools/generate/sampleEvents.ts";
import { families, familyHeadlines } from "../../../tools/generate/sampleHeadlines.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";

type ServedArticle = Article & { storyId: string; sourceCount: number };

let server: Harness;
let byEndpoint: Map<string, ServedArticle[]>;

/** The event an article reports, from its link (`.../maverick-sample/<event>/<n>`), if any. */
function eventOf(link: string): string | undefined {
  const slug = new URL(link).pathname.split("/")[2];
  return sampleEvents.some((event) => event.slug === slug) ? slug : undefined;
}

beforeAll(async () => {
  const snapshot = JSON.parse(
    await readFile(new URL("../../../src/server/samples/snapshot.json", import.meta.url), "utf8"),
  ) as { endpoints: Record<string, unknown> };
  const feeds = testFeeds(
    Object.fromEntries(
      Object.keys(snapshot.endpoints).map((id) => [
        id,
        { sources: ["http://127.0.0.1:9/feed.xml"], sample: true },
      ]),
    ),
  );
  server = await startHarness(feeds);
  byEndpoint = new Map();
  for (const id of Object.keys(snapshot.endpoints)) {
    const response = await fetch(`${server.base}/public/api/${id}`);
    expect(response.headers.get("x-feed-source")).toBe("sample");
    byEndpoint.set(id, (await response.json()) as ServedArticle[]);
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("sample stories told by several sample publishers", () => {
  it("every event is one story with 3+ sources; no story mixes events or unrelated samples", () => {
    const storyEvents = new Map<string, Set<string>>();
    for (const article of [...byEndpoint.values()].flat()) {
      const events = storyEvents.get(article.storyId) ?? new Set();
      events.add(eventOf(article.link) ?? `unrelated ${article.link}`);
      storyEvents.set(article.storyId, events);
    }
    for (const event of sampleEvents) {
      const stories = new Set(
        [...byEndpoint.values()]
          .flat()
          .filter((article) => eventOf(article.link) === event.slug)
          .map((article) => article.storyId),
      );
      expect(stories.size, event.slug).toBe(1);
      const [story] = stories;
      expect(storyEvents.get(story as string), event.slug).toEqual(new Set([event.slug]));
    }
    for (const article of [...byEndpoint.values()].flat())
      if (eventOf(article.link) === undefined) expect(article.sourceCount, article.title).toBe(1);
      else expect(article.sourceCount, article.title).toBeGreaterThanOrEqual(3);
  });

  it("All News (bbc/breaking) has cards with several sources and a non-empty Trending sort", () => {
    const allNews = byEndpoint.get("bbc/breaking") ?? [];
    expect(allNews.some((article) => article.sourceCount >= 2)).toBe(true);
    const trending = allNews.filter((article) => article.trending);
    expect(trending.length).toBeGreaterThan(0);
    for (const article of trending) expect(article.sourceCount).toBeGreaterThanOrEqual(2);
    for (const article of allNews) expect(article.title).toMatch(/^Sample: /);
  });

  it("a story's coverage page lists several publishers, one article each first", async () => {
    const article = (byEndpoint.get("bbc/breaking") ?? []).find((a) => a.sourceCount >= 3);
    const response = await fetch(`${server.base}/public/api/stories/${article?.storyId}`);
    expect(response.status).toBe(200);
    const story = (await response.json()) as StoryData;
    const publishers = story.articles.map((a) => a.publisher);
    expect(new Set(publishers).size).toBe(story.sourceCount);
    expect(story.sourceCount).toBeGreaterThanOrEqual(3);
    expect(publishers.slice(0, story.sourceCount)).toEqual([...new Set(publishers)]);
  });
});

describe("one card per story: the samples' template headlines", () => {
  /** The cards of every endpoint that are template headlines (example.com's own). */
  const templateCards = () =>
    [...byEndpoint.values()].flat().filter((a) => new URL(a.link).host === "example.com");

  it("every sample endpoint serves at least 18 cards, each its own story", () => {
    expect(byEndpoint.size).toBeGreaterThan(50);
    for (const [id, articles] of byEndpoint) {
      expect(articles.length, id).toBeGreaterThanOrEqual(18);
      expect(new Set(articles.map((a) => a.storyId)).size, id).toBe(articles.length);
    }
  });

  it("the same headline is one story wherever it is carried, and every one is a generated headline", () => {
    const headlines = new Set(
      Object.values(families).flatMap((family) =>
        familyHeadlines(family).map(({ headline }) => `Sample: ${headline}`),
      ),
    );
    const storiesOf = new Map<string, Set<string>>();
    for (const card of templateCards()) {
      expect(headlines.has(card.title), card.title).toBe(true);
      expect(card.sourceCount, card.title).toBe(1);
      storiesOf.set(card.title, (storiesOf.get(card.title) ?? new Set()).add(card.storyId));
    }
    for (const [title, stories] of storiesOf) expect(stories.size, title).toBe(1);
  });

  it("no story of template headlines mixes two headlines", async () => {
    const stories = new Set(templateCards().map((a) => a.storyId));
    expect(stories.size).toBeGreaterThan(400);
    for (const id of stories) {
      const response = await fetch(`${server.base}/public/api/stories/${id}`);
      expect(response.status, id).toBe(200);
      const story = (await response.json()) as StoryData;
      expect(story.sourceCount, story.title).toBe(1);
      expect(new Set(story.articles.map((a) => a.publisher)), story.title).toEqual(
        new Set(["example.com"]),
      );
      expect(new Set(story.articles.map((a) => a.title)), id).toEqual(new Set([story.title]));
    }
  });
});
