import type { AtomFeed } from "feedsmith";
import { absoluteUrl } from "./absoluteUrl.ts";
import { alternateLink, declaredSelfUrl } from "./atomLinks.ts";
import { plainTextAsHtml } from "./htmlText.ts";
import type { ParsedFeed, RawImage, RawItem } from "./parsedFeed.ts";
import { mediaImages, rawImage } from "./rawImages.ts";

type Feed = AtomFeed.Feed<string>;
type Entry = AtomFeed.Entry<string>;

/**
 * Atom 1.0 (and 0.3) as feedsmith reads it, to raw items. Relative URLs resolve against
 * the nearest `xml:base` (feed, entry, content or link level; see resolveXmlBase), else the
 * feed's alternate (site) link, else the feed URL: feeds are often re-served by a proxy
 * while their relative links mean the publisher's site. An entry without an author takes
 * the feed's (RFC 4287 §4.2.1).
 */
export function readAtom(feed: Feed, feedUrl: string): ParsedFeed {
  const documentUrl = declaredSelfUrl(feed.links) ?? feedUrl;
  const siteUrl = absoluteUrl(alternateLink(feed.links), feed.xml?.base ?? documentUrl);
  const fallbackBase = siteUrl ?? documentUrl;
  const feedAuthor = feed.authors?.[0]?.name;
  return {
    format: "atom",
    siteUrl,
    items: (feed.entries ?? []).map((entry) =>
      readEntry(entry, entry.xml?.base ?? fallbackBase, feedAuthor, feed.xml?.lang),
    ),
  };
}

function readEntry(
  entry: Entry,
  base: string,
  feedAuthor: string | undefined,
  feedLanguage: string | undefined,
): RawItem {
  const images: (RawImage | undefined)[] = [];
  for (const link of entry.links ?? [])
    if (link.rel === "enclosure" && link.type?.startsWith("image/"))
      images.push(rawImage(link.href, base));
  images.push(...mediaImages(entry.media, base));
  images.push(rawImage(entry.itunes?.image, base));
  const self = entry.links?.find((link) => link.rel === "self")?.href;
  const id = entry.id && /^https?:\/\//i.test(entry.id.trim()) ? entry.id : undefined;
  return {
    title: textAsHtml(entry.title),
    // The alternate page; an entry that only links to itself falls back to that link.
    link: absoluteUrl(alternateLink(entry.links) ?? self ?? id, base),
    summary: textAsHtml(entry.summary),
    content: entry.content?.src ? "" : textAsHtml(entry.content),
    baseUrl: entry.content?.xml?.base ?? base,
    images: images.filter((image) => image !== undefined),
    published: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
    categories: (entry.categories ?? []).map((category) => category.label ?? category.term ?? ""),
    creator: entry.dc?.creators?.[0],
    author: entry.authors?.[0]?.name ?? feedAuthor,
    // `xml:lang` on the entry, its content, else the feed.
    language: entry.xml?.lang ?? entry.content?.xml?.lang ?? feedLanguage,
  };
}

/** Atom text constructs: `html` and `xhtml` are markup; `text` (the default) is escaped. */
function textAsHtml(text: { value?: string; type?: string } | undefined): string {
  if (!text?.value) return "";
  const type = text.type?.toLowerCase() ?? "text";
  return type === "html" || type.includes("xhtml") || type === "text/html"
    ? text.value
    : plainTextAsHtml(text.value);
}
