import type { Article } from "../../shared/article.ts";
import { collapseWhitespace, type HtmlImage, scanHtml } from "./htmlText.ts";
import type { ParsedFeed, RawImage, RawItem } from "./parseFeed.ts";

/** An article without the scores, which depend on every source (see scoreArticles). */
export type UnscoredArticle = Omit<Article, "popularity" | "trending">;

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
}

const maxImages = 4;
const maxContentChars = 2000;
const maxExcerptChars = 160;
/** Dates further ahead than this are feed errors; they would pin an item to the top. */
const maxFutureMs = 48 * 3600_000;

/** Normalizes a parsed feed: safe links and images, plain text, ISO dates. */
export function normalizeFeed(feed: ParsedFeed, feedUrl: string, now = Date.now()): SourceItem[] {
  const items: SourceItem[] = [];
  for (const raw of feed.items) {
    const article = normalizeItem(raw, feedUrl, now);
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
  return items;
}

function normalizeItem(raw: RawItem, feedUrl: string, now: number): UnscoredArticle | undefined {
  const link = safeUrl(raw.link, feedUrl);
  if (!link) return undefined;
  const summary = scanHtml(raw.summary, maxContentChars);
  const body = scanHtml(raw.content, maxContentChars);
  const title = scanHtml(raw.title).text;
  const description = summary.text || cut(body.text, 500);
  const content = cut(body.text || summary.text, maxContentChars);
  const images = pickImages(
    [...raw.images, ...body.images.map(fromHtml), ...summary.images.map(fromHtml)],
    feedUrl,
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
    category: raw.categories.map((c) => collapseWhitespace(c)).find((c) => c !== "") ?? null,
    creator,
    author,
    excerpt: description ? cut(description, maxExcerptChars) : null,
  };
}

function fromHtml(image: HtmlImage): RawImage {
  return { ...image, url: image.src };
}

function plain(value: string | undefined): string | null {
  const text = value === undefined ? "" : scanHtml(value).text;
  return text === "" ? null : text;
}

/** An absolute http(s) URL, relative ones resolved against the feed; anything else is dropped. */
export function safeUrl(value: string | undefined, base: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
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

/** Cuts text at a word boundary to at most `length` characters, adding an ellipsis. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const slice = text.slice(0, length - 1);
  const space = slice.lastIndexOf(" ");
  return `${(space > length * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`;
}
