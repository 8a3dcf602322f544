import type { Article } from "../../shared/article.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import type { StoryStanding } from "./storyCatalog.ts";

/** Hours after which a story's freshness halves. */
const halfLifeHours = 12;
/** A story trends when this many publishers joined it within `trendingWindowHours`... */
const trendingPublishers = 2;
const trendingWindowHours = 24;
/** ...or when a publisher joined a multi-publisher story within this many hours. */
const risingWindowHours = 2;
/** How much the publisher's own ordering adds, at most: less than one more publisher. */
const prominenceWeight = 0.5;

/** Where scoring finds an article's story. */
export interface StoryLookup {
  standingOf(key: string): StoryStanding | undefined;
}

/**
 * An endpoint's articles: its sources' items merged, one per story (issue 37: the same
 * canonical link, or another publisher's report of the same event, is not a second card),
 * newest first (unknown dates last), capped, then scored. A story's card is its earliest
 * report here, carrying the story's `sourceCount`; its other reports are on its page.
 */
export function buildEndpointArticles(
  sourceItems: readonly (readonly SourceItem[])[],
  stories: StoryLookup,
  maxItems: number,
  now: number,
): Article[] {
  const time = (item: SourceItem) =>
    item.article.pubDate === null ? Number.NEGATIVE_INFINITY : Date.parse(item.article.pubDate);
  // An undated report is not known to be earlier than a dated one.
  const reported = (item: SourceItem) =>
    item.article.pubDate === null ? Number.POSITIVE_INFINITY : time(item);
  const keys = new Set<string>();
  const earliest = new Map<string, SourceItem>();
  for (const items of sourceItems)
    for (const item of items) {
      // A link's first copy stands for it, as a feed lists it first.
      if (keys.has(item.key)) continue;
      keys.add(item.key);
      const story = stories.standingOf(item.key)?.id ?? `key:${item.key}`;
      const kept = earliest.get(story);
      if (!kept || reported(item) < reported(kept)) earliest.set(story, item);
    }
  const cards = [...earliest.values()];
  cards.sort((a, b) => time(b) - time(a) || a.rank - b.rank);
  return cards.slice(0, maxItems).map((item) => scoreItem(item, stories, now));
}

/**
 * An article with its story's scores (docs/stories.md, Popularity and trending):
 *
 * popularity = 100 × (publishers + 0.5 × prominence) × 0.5^(hours since the story was
 * first seen / 12), one decimal; prominence = 1 − rank / feed length (1 for a publisher's
 * top story) only orders stories with the same number of publishers.
 * trending = 2+ publishers joined the story in the last 24 h, or one joined in the last
 * 2 h a story that has 2+ publishers.
 */
export function scoreItem(item: SourceItem, stories: StoryLookup, now: number): Article {
  const standing = stories.standingOf(item.key);
  const sourceCount = standing?.sourceCount ?? 1;
  const firstSeen = standing?.firstSeen ?? now;
  const freshness = 0.5 ** (Math.max(0, now - firstSeen) / 3600_000 / halfLifeHours);
  const prominence = item.feedSize > 0 ? 1 - item.rank / item.feedSize : 0;
  const popularity =
    Math.round(1000 * (sourceCount + prominenceWeight * prominence) * freshness) / 10;
  const joinedWithin = (hours: number) =>
    (standing?.joined ?? []).filter((at) => now - at <= hours * 3600_000).length;
  const trending =
    joinedWithin(trendingWindowHours) >= trendingPublishers ||
    (sourceCount >= 2 && joinedWithin(risingWindowHours) >= 1);
  return {
    ...item.article,
    popularity,
    trending,
    ...(standing ? { storyId: standing.id } : {}),
    sourceCount,
  };
}
