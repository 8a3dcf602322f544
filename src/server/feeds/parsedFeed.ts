/** An image reference as a feed gives it (absolute when resolvable; maybe a tracking pixel). */
export interface RawImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * One feed item with the fields we use, before normalizing. URLs are resolved against the
 * item's base (xml:base, site link, feed URL) but not yet checked; text fields hold HTML
 * (plain-text fields of Atom and JSON Feed arrive HTML-escaped, so one reader fits all).
 */
export interface RawItem {
  title: string;
  link: string | undefined;
  summary: string;
  content: string;
  /** The base for relative URLs inside `summary` and `content`. */
  baseUrl: string;
  images: RawImage[];
  published: string | undefined;
  categories: string[];
  creator: string | undefined;
  author: string | undefined;
  /** The language its feed (or the item itself) declares, as written there. */
  language: string | undefined;
}

export type SourceFormat = "rss" | "rdf" | "atom" | "json";

/** A feed as the readers (readRss, readAtom, readJsonFeed) give it, and parseFeed returns it. */
export interface ParsedFeed {
  format: SourceFormat;
  /** The publisher's site as the feed names it (RSS channel link, Atom alternate, JSON Feed home page), absolute. */
  siteUrl: string | undefined;
  items: RawItem[];
}
