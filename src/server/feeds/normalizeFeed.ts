import type { Annotation } from "../../shared/annotation.ts";
import type { Article } from "../../shared/article.ts";
import { languageTagPattern } from "../../shared/languageTagPattern.ts";
import { validText } from "../../shared/validText.ts";
import { capText } from "./capText.ts";
import { collapseWhitespace, type HtmlImage, scanHtml } from "./htmlText.ts";
import { normalizeEpisode, normalizeShow } from "./normalizeEpisode.ts";
import type { ParsedFeed, RawImage, RawItem } from "./parsedFeed.ts";
import { safeUrl } from "./safeUrl.ts";

/** An article without the scores, which depend on every source (see scoreArticles). */
export type UnscoredArticle = Omit<Article, "popularity" | "trending" | "storyId" | "sourceCount">;

/** A normalized item plus what scoring and de-duplication need to know about it. */
export interface SourceItem {
  article: UnscoredArticle;
  /** Canonical link: same story, same key (scheme, fragment and tracking parameters ignored). */
  key: string;
  /** Lower-case alphanumeric title, to recognise one story under different links. */
  titleKey: string;
  /** Position in its source feed (0 = the publisher's top story) and that feed's length. */
  rank: number;
  feedSize: number;
  /**
   * The publisher (see publisherOf), set when the feed is ingested; data persisted before
   * it was recorded lacks it and counts as the source URL's host.
   */
  publisher?: string;
  /** The item's terms for story clustering, made when the feed is ingested (ingestFeed). */
  annotation?: Annotation;
}

/**
 * Longest kept text per field, in UTF-16 units, ellipsis included: a feed is data from
 * anywhere, and one 10,000-character title would otherwise be stored, served and rendered.
 */
export const textCaps = {
  title: 300,
  description: 1000,
  content: 2000,
  excerpt: 160,
  /** A description taken from the body when the feed gives none. */
  descriptionFromBody: 500,
  person: 200,
  category: 100,
} as const;
const maxImages = 4;
/** Dates further ahead than this are feed errors; they would pin an item to the top. */
const maxFutureMs = 48 * 3600_000;

/**
 * Normalizes a parsed feed: safe links and images, plain text with capped lengths, ISO
 * dates. At most `keep` items are normalized (see newestItems), so a 20,000-item feed
 * costs what its newest few items cost.
 */
export function normalizeFeed(
  feed: ParsedFeed,
  now = Date.now(),
  keep = Number.POSITIVE_INFINITY,
): SourceItem[] {
  const items: SourceItem[] = [];
  for (const raw of newestItems(feed.items, keep, now)) {
    const article = normalizeItem(raw, now);
    if (article)
      items.push({
        article,
        key: canonicalKey(article.link),
        titleKey: titleKey(article.title),
        rank: items.length,
        feedSize: 0,
      });
  }
  for (const item of items) item.feedSize = items.length;
  // A podcast's channel rides on its newest episode (issue 46): the show page reads it there.
  const first = items[0];
  if (feed.show && first?.article.episode)
    first.article.show = normalizeShow(feed.show, first.article.link);
  return items;
}

/**
 * The `keep` newest items, still in feed order (the publisher's order is a scoring signal):
 * by date when items have one (undated ones count as oldest), in feed order otherwise.
 */
function newestItems(items: RawItem[], keep: number, now: number): RawItem[] {
  if (items.length <= keep) return items;
  return newest(
    items.map((item, index) => ({ item, index, time: itemTime(item, now) })),
    keep,
  ).map((candidate) => candidate.item);
}

/** An item placed for choosing the newest: its position in the feed and its time. */
export interface DatedItem {
  item: RawItem;
  index: number;
  time: number;
}

/** An item's time for choosing the newest: its date, or -Infinity when it has no valid one. */
export function itemTime(item: RawItem, now: number): number {
  const date = parseFeedDate(item.published, now);
  return date === null ? Number.NEGATIVE_INFINITY : Date.parse(date);
}

/** The `keep` newest (ties: earlier in the feed first), returned in feed order. */
export function newest(items: DatedItem[], keep: number): DatedItem[] {
  return items
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .slice(0, keep)
    .sort((a, b) => a.index - b.index);
}

function normalizeItem(raw: RawItem, now: number): UnscoredArticle | undefined {
  const link = safeUrl(raw.link, raw.baseUrl);
  if (!link) return undefined;
  const summary = scanHtml(raw.summary, textCaps.content);
  const body = scanHtml(raw.content, textCaps.content);
  const title = capText(scanHtml(raw.title, textCaps.title).text, textCaps.title);
  const description =
    capText(summary.text, textCaps.description) || capText(body.text, textCaps.descriptionFromBody);
  const content = capText(body.text || summary.text, textCaps.content);
  const images = pickImages(
    [...raw.images, ...body.images.map(fromHtml), ...summary.images.map(fromHtml)],
    raw.baseUrl,
  );
  const creator = plain(raw.creator) ?? plain(raw.author);
  const author = plain(raw.author) ?? creator;
  return {
    title,
    description,
    content,
    link,
    images,
    pubDate: parseFeedDate(raw.published, now),
    category:
      raw.categories
        .map((c) => capText(collapseWhitespace(validText(c)), textCaps.category))
        .find((c) => c !== "") ?? null,
    creator,
    author,
    excerpt: description ? capText(description, textCaps.excerpt) : null,
    language: languageTag(raw.language),
    ...episodeOf(raw),
  };
}

/** A podcast item's episode (issue 46), when its recording's URL is safe. */
function episodeOf(raw: RawItem): { episode?: NonNullable<UnscoredArticle["episode"]> } {
  const episode = raw.podcast && normalizeEpisode(raw.podcast, raw.baseUrl);
  return episode ? { episode } : {};
}

/** A declared language as a canonical BCP 47 tag (`en-us` -> `en-US`); null when none or invalid. */
function languageTag(value: string | undefined): string | null {
  const tag = value?.trim();
  if (!tag) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical && canonical.length <= 35 && languageTagPattern.test(canonical)
      ? canonical
      : null;
  } catch {
    return null;
  }
}

function fromHtml(image: HtmlImage): RawImage {
  return { ...image, url: image.src };
}

/** A person's name as plain text, capped; null when empty. */
function plain(value: string | undefined): string | null {
  const text = value === undefined ? "" : scanHtml(value, textCaps.person).text;
  return text === "" ? null : capText(text, textCaps.person);
}

function pickImages(candidates: RawImage[], base: string): string[] {
  const images: string[] = [];
  for (const candidate of candidates) {
    if (isTrackingPixel(candidate)) continue;
    const url = safeUrl(candidate.url, base);
    if (url && !images.includes(url)) images.push(url);
    if (images.length === maxImages) break;
  }
  return images;
}

function isTrackingPixel(image: RawImage): boolean {
  return (
    (image.width !== undefined && image.width <= 1) ||
    (image.height !== undefined && image.height <= 1)
  );
}

const trackingParameter =
  /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|at_medium|at_campaign|cmpid|ito)$/i;

/** The identity of a story's link: host, path and meaningful query, nothing else. */
export function canonicalKey(link: string): string {
  const url = new URL(link);
  const params = [...url.searchParams].filter(([name]) => !trackingParameter.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return `${url.host.replace(/^www\./, "")}${path}${query ? `?${query}` : ""}`;
}

export function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Zone names `Date.parse` does not know but feeds use. */
const zoneOffsets: Record<string, string> = {
  BST: "+0100",
  CET: "+0100",
  CEST: "+0200",
  EET: "+0200",
  EEST: "+0300",
  IST: "+0530",
  JST: "+0900",
  AEST: "+1000",
  AEDT: "+1100",
  NZST: "+1200",
  NZDT: "+1300",
  HKT: "+0800",
  SGT: "+0800",
  WET: "+0000",
  WEST: "+0100",
  UTC: "+0000",
  Z: "+0000",
};

/**
 * RFC 822 (RSS) and ISO 8601 (Atom, Dublin Core) dates as ISO 8601 UTC; unparseable or
 * implausibly future dates become null (they sort last).
 */
export function parseFeedDate(value: string | undefined, now: number): string | null {
  const text = value?.trim();
  if (!text) return null;
  let time = Date.parse(text);
  if (Number.isNaN(time)) {
    const zone = /\s([A-Z]{1,5})$/.exec(text)?.[1] ?? "";
    const offset = zoneOffsets[zone];
    if (offset) time = Date.parse(`${text.slice(0, -zone.length)}${offset}`);
  }
  if (Number.isNaN(time) || time > now + maxFutureMs || time < Date.UTC(1990, 0, 1)) return null;
  return new Date(time).toISOString();
}
