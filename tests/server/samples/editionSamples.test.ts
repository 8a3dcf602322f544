/**
 * The language editions' samples (issue 38) and the sample publishers: every endpoint with
 * an edition in config/feeds.json has sample items in that language, which group into
 * stories within their language, and every sample host is a publisher with a country and
 * a kind (the coverage offline).
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { SourceItem } from "../../../src/server/feeds/normalizeFeed.ts";
import { loadSamples, samplePublishers } from "../../../src/server/samples/sampleSnapshot.ts";
import { StoryClusters } from "../../../src/server/stories/clusterStories.ts";
import { editionId, editionLanguages } from "../../../src/shared/editions.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import type { Publisher } from "../../../src/shared/sourcesConfig.ts";
import { editionSamples } from "../../../tools/generate/editionHeadlines.ts";

const now = Date.parse("2026-01-01T12:00:00Z");
let samples: Map<string, SourceItem[]>;
let publishers: Publisher[];
let feeds: FeedsConfig;

beforeAll(async () => {
  samples = await loadSamples(now);
  publishers = await samplePublishers();
  feeds = JSON.parse(
    await readFile(new URL("../../../config/feeds.json", import.meta.url), "utf8"),
  ) as FeedsConfig;
});

const hostOf = (link: string) => new URL(link).host;

const eventSlugs = new Set(
  Object.values(editionSamples).flatMap((samples) =>
    Object.values(samples.topics).flatMap((topic) => (topic.event ? [topic.event.slug] : [])),
  ),
);

/** The event an item reports, from its link (`/maverick-sample/<event>/<n>`), if any. */
function eventOf(link: string): string | undefined {
  const slug = new URL(link).pathname.split("/")[2] ?? "";
  return eventSlugs.has(slug) ? slug : undefined;
}

describe("edition samples", () => {
  it("every endpoint with an edition in config/feeds.json has 8+ items in that language", () => {
    let editions = 0;
    for (const [endpoint, config] of Object.entries(feeds.endpoints))
      for (const lang of editionLanguages) {
        if (!config.editions?.[lang]) continue;
        editions++;
        const items = samples.get(editionId(endpoint, lang)) ?? [];
        expect(items.length, `${endpoint}@${lang}`).toBeGreaterThanOrEqual(8);
        for (const { article } of items) {
          expect(article.language).toBe(lang);
          expect(article.title.startsWith(editionSamples[lang].prefix), article.title).toBe(true);
          expect(hostOf(article.link)).toMatch(/\.example\.com$/);
        }
      }
    expect(editions).toBeGreaterThan(0);
    // English stays English, under the endpoint's own id.
    for (const [id, items] of samples)
      if (!id.includes("@")) for (const { article } of items) expect(article.language).toBe("en");
  });

  it("Arabic samples are Arabic script; Spanish and French ones are not English", () => {
    for (const [id, items] of samples) {
      if (id.endsWith("@ar"))
        for (const { article } of items) expect(article.title).toMatch(/^[\u0600-\u06ff]/);
      if (id.endsWith("@es") || id.endsWith("@fr"))
        for (const { article } of items) expect(article.title).not.toMatch(/^Sample:/);
    }
  });

  it("each language's events are one story with several publishers", () => {
    for (const lang of editionLanguages) {
      const items = new Map<string, SourceItem>();
      for (const [id, list] of samples)
        if (id.endsWith(`@${lang}`)) for (const item of list) items.set(item.key, item);
      if (items.size === 0) continue;
      const clusters = new StoryClusters();
      const ordered = [...items.values()].sort(
        (a, b) => Date.parse(a.article.pubDate ?? "") - Date.parse(b.article.pubDate ?? ""),
      );
      for (const item of ordered)
        clusters.add({
          key: item.key,
          titleKey: item.titleKey,
          title: item.article.title,
          description: item.article.description,
          publisher: hostOf(item.article.link),
          seenAt: Date.parse(item.article.pubDate ?? ""),
          annotation: item.annotation,
        });
      clusters.regroup(now);
      const storyOf = (item: SourceItem) => clusters.member(item.key)?.story.id as string;
      const byStory = new Map<string, Set<string>>();
      for (const item of ordered) {
        const what = eventOf(item.article.link) ?? item.article.link;
        byStory.set(storyOf(item), (byStory.get(storyOf(item)) ?? new Set()).add(what));
      }
      let grouped = 0;
      // No story mixes two events or two template headlines (the English annotator took
      // "Ejemplo" and "Los" for names, and one publisher's headlines joined by them).
      for (const [story, what] of byStory)
        expect([...what], `${lang} story ${story}`).toHaveLength(1);
      const events = new Set(ordered.map((item) => eventOf(item.article.link)));
      events.delete(undefined);
      for (const event of events) {
        const reports = ordered.filter((item) => eventOf(item.article.link) === event);
        const stories = new Set(reports.map(storyOf));
        expect(stories.size, `${lang} ${event}`).toBe(1);
        if (new Set(reports.map((item) => hostOf(item.article.link))).size >= 2) grouped++;
      }
      expect(grouped, lang).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("sample publishers", () => {
  it("are registry-shaped: every host a sample links to is one, with a country and a kind", () => {
    const byHost = new Map(publishers.map((p) => [new URL(p.homepage).host, p]));
    for (const items of samples.values())
      for (const { article } of items)
        expect(byHost.has(hostOf(article.link)), article.link).toBe(true);
    for (const publisher of publishers) {
      expect(publisher.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(publisher.country).toMatch(/^[A-Z]{2}$/);
      expect(publisher.languages.length).toBe(1);
      expect(new URL(publisher.homepage).host).toMatch(/(^|\.)example\.com$/);
    }
    const languages = new Set(publishers.flatMap((p) => p.languages));
    expect(languages).toEqual(new Set(["en", "es", "fr", "ar"]));
  });

  it("the Meridale flood's publishers span 3+ countries and 2+ kinds", () => {
    const byHost = new Map(publishers.map((p) => [new URL(p.homepage).host, p]));
    const hosts = new Set(
      [...samples.values()]
        .flat()
        .filter(({ article }) => article.link.includes("/maverick-sample/meridale-flood/"))
        .map(({ article }) => hostOf(article.link)),
    );
    const reporters = [...hosts].map((host) => byHost.get(host) as Publisher);
    expect(reporters.length).toBeGreaterThanOrEqual(3);
    expect(new Set(reporters.map((p) => p.country)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(reporters.map((p) => p.kind)).size).toBeGreaterThanOrEqual(2);
  });
});
