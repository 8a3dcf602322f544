import { annotate } from "./annotateText.ts";
import { decodeFeedText } from "./decodeFeedText.ts";
import { normalizeFeed, type SourceItem } from "./normalizeFeed.ts";
import { parseBoundedFeed } from "./parseBoundedFeed.ts";
import { publisherOf } from "./publisherOf.ts";

/** One fetched feed body to turn into items; plain data, so it can cross to a worker thread. */
export interface IngestJob {
  body: Uint8Array;
  contentType: string | undefined;
  /** The URL the body came from (after redirects): the base of last resort for relative links. */
  finalUrl: string;
  now: number;
  /** The largest `maxItems` of the endpoints reading this source. */
  maxItems: number;
  /**
   * The language of the edition reading this source (issue 38), for items whose feed
   * declares none: their terms are then made in it (see annotate).
   */
  language?: string | undefined;
}

/**
 * Items normalized per source, as a multiple of `maxItems`: endpoints show at most
 * `maxItems`, and the margin covers items dropped for unsafe links and duplicates.
 */
const keepPerMaxItem = 3;

/** Decode, parse, normalize and annotate one feed body, synchronously (see createIngester for off-thread). */
export function ingestFeed(job: IngestJob): SourceItem[] {
  const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
  const keep = job.maxItems * keepPerMaxItem;
  const feed = parseBoundedFeed(decodeFeedText(body, job.contentType), job.finalUrl, keep, job.now);
  const items = normalizeFeed(feed, job.now, keep);
  const publisher = publisherOf(feed.siteUrl, job.finalUrl);
  for (const item of items) {
    item.publisher = publisher;
    // Here, off the event loop, rather than when the item is clustered (see StoryClusters).
    item.article.language ??= job.language ?? null;
    item.annotation = annotate(item.article.title, item.article.description, item.article.language);
  }
  return items;
}
