import type { JsonFeed } from "feedsmith";
import { absoluteUrl } from "./absoluteUrl.ts";
import { plainTextAsHtml } from "./htmlText.ts";
import type { ParsedFeed, RawImage, RawItem } from "./parsedFeed.ts";
import { rawImage } from "./rawImages.ts";

type Feed = JsonFeed.Feed<string>;
type Item = JsonFeed.Item<string>;

/**
 * JSON Feed 1.1 and 1.0 as feedsmith reads it (it maps 1.0's `author` to `authors`), to
 * raw items. `title`, `summary` and `content_text` are plain text; `content_html` is HTML.
 * Relative URLs resolve against `home_page_url`, else the feed URL. An item without
 * authors takes the feed's.
 */
export function readJsonFeed(feed: Feed, feedUrl: string): ParsedFeed {
  const declared =
    feed.feed_url && /^https?:\/\//i.test(feed.feed_url.trim()) ? feed.feed_url : undefined;
  const siteUrl = absoluteUrl(feed.home_page_url, declared ?? feedUrl);
  const base = siteUrl ?? feedUrl;
  const feedAuthor = feed.authors?.[0]?.name;
  return {
    format: "json",
    siteUrl,
    items: (feed.items ?? []).map((item) => readItem(item, base, feedAuthor, feed.language)),
  };
}

function readItem(
  item: Item,
  base: string,
  feedAuthor: string | undefined,
  feedLanguage: string | undefined,
): RawItem {
  const images: (RawImage | undefined)[] = [
    rawImage(item.image, base),
    rawImage(item.banner_image, base),
  ];
  for (const attachment of item.attachments ?? [])
    if (attachment.mime_type?.startsWith("image/")) images.push(rawImage(attachment.url, base));
  return {
    title: plainTextAsHtml(item.title),
    link: absoluteUrl(item.url ?? item.external_url, base),
    summary: plainTextAsHtml(item.summary),
    content: item.content_html ?? plainTextAsHtml(item.content_text),
    baseUrl: base,
    images: images.filter((image) => image !== undefined),
    published: item.date_published ?? item.date_modified,
    categories: item.tags ?? [],
    creator: undefined,
    author: item.authors?.[0]?.name ?? feedAuthor,
    language: item.language ?? feedLanguage,
  };
}
