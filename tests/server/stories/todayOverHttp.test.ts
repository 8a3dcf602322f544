/**
 * The day's top stories over real HTTP (issue 50), offline: every source unreachable, so the
 * bundled samples are served (their shared events are stories of several publishers). The
 * page, its JSON and its feeds; the archive's days; bad dates never a 500.
 */
import { readFile } from "node:fs/promises";
import { parseJsonFeed, parseRssFeed } from "feedsmith";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBriefing } from "../../../src/pages/readResponses.ts";
import { parseFeed } from "../../../src/server/feeds/parseFeed.ts";
import type { Briefing } from "../../../src/shared/briefing.ts";
import type { StoryData } from "../../../src/shared/story.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { sourceRenderer } from "../sourceRenderer.ts";

let vite: ViteDevServer;
let server: Harness;
const now = Date.parse("2026-11-29T15:00:00Z");

beforeAll(async () => {
  const source = await sourceRenderer();
  vite = source.vite;
  // Every endpoint and edition of the snapshot, on sources that never answer (as offline).
  const snapshot = JSON.parse(
    await readFile(new URL("../../../src/server/samples/snapshot.json", import.meta.url), "utf8"),
  ) as { endpoints: Record<string, unknown>; editions: Record<string, Record<string, unknown>> };
  const never = ["http://127.0.0.1:9/feed.xml"];
  const feeds = testFeeds(
    Object.fromEntries(
      Object.keys(snapshot.endpoints).map((id) => {
        const langs = Object.keys(snapshot.editions).filter(
          (lang) => snapshot.editions[lang]?.[id],
        );
        const editions = Object.fromEntries(langs.map((lang) => [lang, never]));
        return [id, { sources: never, sample: true, ...(langs.length ? { editions } : {}) }];
      }),
    ),
  );
  server = await startHarness(feeds, { renderer: source.renderPage, now: () => now });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await vite?.close();
});

const get = (path: string) => fetch(server.base + path, { redirect: "manual" });
const briefing = async (query = "") =>
  (await (await get(`/public/api/today${query}`)).json()) as Briefing;

describe("/public/api/today", () => {
  it("lists at least 5 sample stories ranked by coverage, each sentence quoted from its publisher's report", async () => {
    const today = await briefing();
    expect(today).toMatchObject({
      date: "2026-11-29",
      live: true,
      next: null,
      previous: "2026-11-28",
    });
    expect(today.stories.length).toBeGreaterThanOrEqual(10);
    const several = today.stories.filter((story) => story.coverage.publishers >= 3);
    expect(several.length).toBeGreaterThanOrEqual(5);
    const publishers = today.stories.map((story) => story.coverage.publishers);
    expect(publishers).toEqual(publishers.toSorted((a, b) => b - a));
    for (const story of several) {
      expect(story.summary.length, story.title).toBeGreaterThanOrEqual(2);
      const full = (await (await get(`/public/api/stories/${story.id}`)).json()) as StoryData;
      for (const sentence of story.summary) {
        const quoted = full.articles.filter(
          (article) => article.publisher === sentence.publisher && article.link === sentence.link,
        );
        expect(quoted.length, sentence.text).toBe(1);
        expect(quoted[0]?.description).toContain(sentence.text);
        // Named as the story page names it; the API's publisher stays the articles' host.
        expect(sentence.publisherName, sentence.text).toBe(quoted[0]?.publisherName);
      }
      expect(new Set(story.summary.map((s) => s.text)).size).toBe(story.summary.length);
    }
    // The samples' invented publishers are in the registry: every quote is named.
    const named = several.flatMap((story) => story.summary.map((s) => s.publisherName));
    expect(named.every((name) => name !== undefined && !name.includes("."))).toBe(true);
    expect(today.developing.length).toBeGreaterThan(0);
    // The page's reader (no zod in the browser) takes the server's answer as it is.
    expect(readBriefing(today)).toEqual(today);
    expect(() => readBriefing({ ...today, stories: [{ id: 1 }] })).toThrow(/unexpected shape/);
  });

  it("?lang=fr lists the French edition's stories", async () => {
    const french = await briefing("?lang=fr");
    expect(french.lang).toBe("fr");
    expect(french.stories.length).toBeGreaterThanOrEqual(5);
    expect(french.stories[0]?.title).toMatch(/^Exemple/);
    expect(french.stories[0]?.summary[0]?.text).toMatch(/Lormeval|Sarve|Koralou|Calinor/);
  });

  it("answers yesterday from the archive's days, 404 a future or too old day, 400 a malformed date", async () => {
    const yesterday = await get("/public/api/today?date=2026-11-28");
    expect(yesterday.status).toBe(200);
    expect(await yesterday.json()).toMatchObject({
      date: "2026-11-28",
      live: false,
      next: "2026-11-29",
    });
    for (const [query, status] of [
      ["?date=2026-11-30", 404],
      ["?date=2025-01-01", 404],
      ["?date=2026-02-30", 404],
      ["?date=2026-13-45", 404],
      ["?date=yesterday", 400],
      ["?date=2026-1-1", 400],
    ] as const)
      expect((await get(`/public/api/today${query}`)).status, query).toBe(status);
  });
});

describe("/today", () => {
  it("is server-rendered with the briefing, its feeds linked from the head", async () => {
    const response = await get("/today");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Today's top stories | Maverick News</title>");
    expect(html).toContain('href="/today/feed.xml"');
    expect(html).toContain('href="/today/feed.json"');
    const today = await briefing();
    expect(html).toContain(today.stories[0]?.summary[0]?.text.replaceAll("'", "&#x27;"));
  });

  it("answers a past day, sends today's date to /today, and a bad date to the not-found page", async () => {
    const yesterday = await get("/today/2026-11-28?lang=fr");
    expect(yesterday.status).toBe(200);
    expect(await yesterday.text()).toContain('lang="fr"');
    const todayByDate = await get("/today/2026-11-29?lang=ar");
    expect(todayByDate.status).toBe(302);
    expect(todayByDate.headers.get("location")).toBe("/today?lang=ar");
    for (const path of [
      "/today/2026-11-30",
      "/today/1999-01-01",
      "/today/2026-13-45",
      "/today/x",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/text\/html/);
    }
    // A path that is not even a URL is the HTTP layer's 400.
    expect((await get("/today/%E0%A4%A")).status).toBe(400);
  });

  it("publishes RSS and JSON Feed that parse: one item per story, its summary as text", async () => {
    const today = await briefing();
    const rss = await get("/today/feed.xml");
    expect(rss.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const rssText = await rss.text();
    const parsed = parseRssFeed(rssText);
    expect(parsed.items?.length).toBe(today.stories.length);
    const quote = today.stories[0]?.summary[0];
    expect(parsed.items?.[0]?.description).toContain(`${quote?.text} (${quote?.publisherName})`);
    expect(parseFeed(rssText, `${server.base}/today/feed.xml`).items.length).toBe(
      today.stories.length,
    );
    const json = parseJsonFeed(await (await get("/today/feed.json")).text());
    expect(json.items?.map((item) => item.title)).toEqual(today.stories.map((s) => s.title));
  });
});
