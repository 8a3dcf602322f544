import type { Article } from "../../shared/article.ts";
import type { SourceItem } from "./normalizeFeed.ts";

/** Hours after which a story's freshness halves. */
const halfLifeHours = 12;
/** A story can only trend while it is this recent. */
const trendingWindowHours = 24;
/** The publisher's own top stories (rank below this) count as prominent. */
const prominentRanks = 3;

/**
 * How many distinct source feeds carry each story, matched by canonical link or by
 * normalized title. Built from every source's last good items.
 */
export class Coverage {
  private readonly byKey = new Map<string, Set<string>>();
  private readonly byTitle = new Map<string, Set<string>>();

  constructor(sources: Iterable<[sourceUrl: string, items: readonly SourceItem[]]>) {
    for (const [url, items] of sources)
      for (const item of items) {
        addTo(this.byKey, item.key, url);
        if (item.titleKey.length >= 16) addTo(this.byTitle, item.titleKey, url);
      }
  }

  count(item: SourceItem): number {
    const byLink = this.byKey.get(item.key)?.size ?? 1;
    const byTitle = this.byTitle.get(item.titleKey)?.size ?? 1;
    return Math.max(1, byLink, byTitle);
  }
}

function addTo(map: Map<string, Set<string>>, key: string, url: string): void {
  const set = map.get(key);
  if (set) set.add(url);
  else map.set(key, new Set([url]));
}

/**
 * An endpoint's articles: its sources' items merged, duplicates (same canonical link)
 * removed, newest first (unknown dates last), capped, then scored.
 *
 * popularity = 50 × (coverage + prominence) × freshness, one decimal, where coverage is
 * the number of source feeds carrying the story, prominence = 1 − rank / feed length
 * (1 for the publisher's top story) and freshness = 0.5^(age / 12 h) (0 without a date).
 * trending = published within 24 h and (carried by 2+ feeds or in a feed's top 3).
 */
export function buildEndpointArticles(
  sourceItems: readonly (readonly SourceItem[])[],
  coverage: Coverage,
  maxItems: number,
  now: number,
): Article[] {
  const seen = new Set<string>();
  const merged: SourceItem[] = [];
  for (const items of sourceItems)
    for (const item of items)
      if (!seen.has(item.key)) {
        seen.add(item.key);
        merged.push(item);
      }
  const time = (item: SourceItem) =>
    item.article.pubDate === null ? Number.NEGATIVE_INFINITY : Date.parse(item.article.pubDate);
  merged.sort((a, b) => time(b) - time(a) || a.rank - b.rank);
  return merged.slice(0, maxItems).map((item) => scoreItem(item, coverage.count(item), now));
}

function scoreItem(item: SourceItem, carriedBy: number, now: number): Article {
  const published = item.article.pubDate === null ? null : Date.parse(item.article.pubDate);
  const ageHours =
    published === null ? Number.POSITIVE_INFINITY : Math.max(0, now - published) / 3600_000;
  const freshness = published === null ? 0 : 0.5 ** (ageHours / halfLifeHours);
  const prominence = item.feedSize > 0 ? 1 - item.rank / item.feedSize : 0;
  const popularity = Math.round(500 * (carriedBy + prominence) * freshness) / 10;
  const trending =
    ageHours <= trendingWindowHours && (carriedBy >= 2 || item.rank < prominentRanks);
  return { ...item.article, popularity, trending };
}
