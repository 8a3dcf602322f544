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
  /** A podcast episode's fields (issue 46), on an item with an audio or video enclosure. */
  podcast?: RawEpisode;
}

/** What an RSS item's enclosure and the iTunes, Podcast Index and Podlove namespaces say. */
export interface RawEpisode {
  guid: string | undefined;
  audio: { url: string; type: string; length: number | undefined };
  duration: number | undefined;
  image: string | undefined;
  season: number | undefined;
  episode: number | undefined;
  transcripts: { url: string; type: string }[];
  chapters: { url: string; type: string } | undefined;
  /** Podlove Simple Chapters: `start` as written ('00:01:30.500'). */
  inlineChapters: { start: string; title: string; href?: string | undefined }[];
}

export type SourceFormat = "rss" | "rdf" | "atom" | "json";

/** A feed as the readers (readRss, readAtom, readJsonFeed) give it, and parseFeed returns it. */
export interface ParsedFeed {
  format: SourceFormat;
  /** The publisher's site as the feed names it (RSS channel link, Atom alternate, JSON Feed home page), absolute. */
  siteUrl: string | undefined;
  items: RawItem[];
  /** A podcast's channel (issue 46): title, description (HTML), artwork. */
  show?: { title: string; description: string; image: string | undefined };
}
