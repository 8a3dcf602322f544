import type { RdfFeed, RssFeed } from "feedsmith";
import { absoluteUrl } from "./absoluteUrl.ts";
import { declaredSelfUrl } from "./atomLinks.ts";
import type { ParsedFeed, RawImage, RawItem } from "./parsedFeed.ts";
import { mediaImages, rawImage } from "./rawImages.ts";
import { readEpisode, readShow } from "./readEpisode.ts";

type Feed = RssFeed.Feed<string> | RdfFeed.Feed<string>;
type Item = RssFeed.Item<string> | RdfFeed.Item<string>;

/**
 * RSS 0.9x/2.0 and RSS 1.0 (RDF) as feedsmith reads them, to raw items. Relative URLs of an
 * item resolve against its `xml:base` (made absolute by resolveXmlBase), else the channel
 * link, else the feed URL; a relative channel link resolves against the feed's declared
 * `atom:link rel="self"` when absolute, else the feed URL.
 */
export function readRss(format: "rss" | "rdf", feed: Feed, feedUrl: string): ParsedFeed {
  const documentUrl = declaredSelfUrl(feed.atom?.links) ?? feedUrl;
  const siteUrl = absoluteUrl(feed.link, feed.xml?.base ?? documentUrl);
  const fallbackBase = siteUrl ?? documentUrl;
  const items = (feed.items ?? []).map((item: Item) =>
    readItem(item, item.xml?.base ?? fallbackBase, channelLanguage(feed)),
  );
  // A podcast (issue 46): its channel, for the show page.
  const podcast = format === "rss" && items.some((item) => item.podcast);
  return {
    format,
    siteUrl,
    items,
    ...(podcast ? { show: readShow(feed as RssFeed.Feed<string>, fallbackBase) } : {}),
  };
}

/** RSS 2.0's `<language>`, else `<dc:language>` (RSS 1.0 has only the latter). */
function channelLanguage(feed: Feed): string | undefined {
  return ("language" in feed ? feed.language : undefined) ?? feed.dc?.languages?.[0];
}

function readItem(item: Item, base: string, language: string | undefined): RawItem {
  const rss: RssFeed.Item<string> = item;
  const guid = rss.guid?.isPermaLink !== false ? rss.guid?.value : undefined;
  const guidLink = guid && /^https?:\/\//i.test(guid.trim()) ? guid : undefined;
  const rdfAbout = "rdf" in item ? item.rdf?.about : undefined;
  const images: (RawImage | undefined)[] = [...mediaImages(item.media, base)];
  for (const enclosure of rss.enclosures ?? [])
    if (!enclosure.type || enclosure.type.startsWith("image/"))
      images.push(rawImage(enclosure.url, base));
  images.push(rawImage(rss.itunes?.image, base));
  const podcast = readEpisode(rss, base);
  return {
    // `<title>` first; RDF feeds often carry only `<dc:title>`.
    title: item.title ?? item.dc?.titles?.[0] ?? "",
    // An episode without a page links its recording.
    link: absoluteUrl(item.link ?? guidLink ?? rdfAbout ?? podcast?.audio.url, base),
    summary: item.description ?? item.dc?.descriptions?.[0] ?? "",
    content: item.content?.encoded ?? "",
    baseUrl: base,
    images: images.filter((image) => image !== undefined),
    published:
      rss.pubDate ??
      item.dc?.dates?.[0] ??
      item.dcterms?.issued?.[0] ??
      item.dcterms?.created?.[0] ??
      item.dcterms?.modified?.[0],
    categories: [
      ...(rss.categories ?? []).map((category) => category.name ?? ""),
      ...(item.dc?.subjects ?? []),
    ],
    creator: item.dc?.creators?.[0],
    author: rss.authors?.[0]?.name ?? rss.authors?.[0]?.email,
    language: item.dc?.languages?.[0] ?? language,
    ...(podcast ? { podcast } : {}),
  };
}
