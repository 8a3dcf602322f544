import { describe, expect, it } from "vitest";
import type { SourceItem } from "../../../src/server/feeds/normalizeFeed.ts";
import { publisherOf } from "../../../src/server/feeds/publisherOf.ts";
import { scoreItem } from "../../../src/server/stories/scoreArticles.ts";
import { StoryCatalog } from "../../../src/server/stories/storyCatalog.ts";
import { sourceItem } from "./sourceItem.ts";

const hour = 3600_000;
const now = Date.parse("2025-06-03T12:00:00Z");

function item(link: string, title: string, hoursOld: number | null, rank = 0): SourceItem {
  const pubDate = hoursOld === null ? null : new Date(now - hoursOld * hour).toISOString();
  return sourceItem(link, title, pubDate, rank);
}

const flood = "Flash floods hit Valdora as river bursts its banks";

describe("publisherOf", () => {
  it("is the site link's host without www, else the feed URL's host", () => {
    expect(publisherOf("https://www.north.example/news/", "https://cdn.feeds.example/n.xml")).toBe(
      "north.example",
    );
    expect(publisherOf(undefined, "https://www.feeds.example/n.xml")).toBe("feeds.example");
    expect(publisherOf("not a url", "https://feeds.example/n.xml")).toBe("feeds.example");
  });
});

describe("story-based popularity and trending", () => {
  it("ranks a story by its publishers, and ages it from when it was first seen", () => {
    const catalog = new StoryCatalog();
    const a = item("https://a.example/1", flood, 1);
    const b = item("https://b.example/1", flood, 2);
    const single = item("https://c.example/1", "Council approves new cycle lanes", 0);
    catalog.update(
      [
        { item: a, publisher: "a.example", source: "https://a.example/feed.xml" },
        { item: b, publisher: "b.example", source: "https://b.example/feed.xml" },
        { item: single, publisher: "c.example", source: "https://c.example/feed.xml" },
      ],
      now,
    );
    const scoredA = scoreItem(a, catalog, now);
    expect(scoredA.sourceCount).toBe(2);
    // First seen 2 h ago (b's report), whatever a's own date says.
    expect(scoredA.popularity).toBeCloseTo(Math.round(1000 * 2.5 * 0.5 ** (2 / 12)) / 10, 5);
    expect(scoredA.trending).toBe(true);
    const scoredSingle = scoreItem(single, catalog, now);
    expect(scoredSingle).toMatchObject({ sourceCount: 1, trending: false, popularity: 150 });
    expect(scoredSingle.popularity).toBeLessThan(scoredA.popularity);
  });

  it("trends while gaining publishers: two within 24 h, or one within 2 h", () => {
    const rising = new StoryCatalog();
    const old = item("https://a.example/1", flood, 30);
    const fresh = item("https://b.example/1", flood, 1);
    rising.update(
      [
        { item: old, publisher: "a.example", source: "https://a.example/feed.xml" },
        { item: fresh, publisher: "b.example", source: "https://b.example/feed.xml" },
      ],
      now,
    );
    expect(scoreItem(old, rising, now).trending).toBe(true);
    const settled = new StoryCatalog();
    const first = item("https://a.example/1", flood, 30);
    const second = item("https://b.example/1", flood, 26);
    settled.update(
      [
        { item: first, publisher: "a.example", source: "https://a.example/feed.xml" },
        { item: second, publisher: "b.example", source: "https://b.example/feed.xml" },
      ],
      now,
    );
    expect(scoreItem(first, settled, now).trending).toBe(false);
  });

  it("keeps an article's first time: a re-dated article does not look new again", () => {
    const catalog = new StoryCatalog();
    const original = item("https://a.example/1", flood, 20);
    catalog.update(
      [{ item: original, publisher: "a.example", source: "https://a.example/feed.xml" }],
      now,
    );
    const redated = item("https://a.example/1", flood, 0);
    catalog.update(
      [{ item: redated, publisher: "a.example", source: "https://a.example/feed.xml" }],
      now,
    );
    expect(catalog.standingOf(redated.key)?.firstSeen).toBe(now - 20 * hour);
  });

  it("orders a story's articles one per publisher first, then the rest, newest first", () => {
    const catalog = new StoryCatalog();
    const items = [
      {
        item: item("https://a.example/1", flood, 5),
        publisher: "a.example",
        source: "https://a.example/feed.xml",
      },
      {
        item: item("https://a.example/2", flood, 1),
        publisher: "a.example",
        source: "https://a.example/feed.xml",
      },
      {
        item: item("https://b.example/1", flood, 3),
        publisher: "b.example",
        source: "https://b.example/feed.xml",
      },
    ];
    catalog.update(items, now);
    const id = catalog.standingOf(items[0]?.item.key ?? "")?.id ?? "";
    const story = catalog.story(id, (source) => scoreItem(source, catalog, now));
    expect(story?.articles.map((a) => a.link)).toEqual([
      "https://a.example/2",
      "https://b.example/1",
      "https://a.example/1",
    ]);
    expect(story?.sourceCount).toBe(2);
    expect(catalog.story("unknown", (source) => scoreItem(source, catalog, now))).toBeUndefined();
  });
});
