import { XMLValidator } from "fast-xml-parser";
import {
  type AnyFeed,
  type AtomFeed,
  parseFeed as parseAnyFeed,
  type RdfFeed,
  type RssFeed,
} from "feedsmith";

/** An image reference as a feed gives it (maybe relative, maybe a tracking pixel). */
export interface RawImage {
  url: string;
  width?: number;
  height?: number;
}

/** One feed item with the fields we use, before normalizing; text fields may hold HTML. */
export interface RawItem {
  title: string;
  link: string | undefined;
  summary: string;
  content: string;
  images: RawImage[];
  published: string | undefined;
  categories: string[];
  creator: string | undefined;
  author: string | undefined;
}

export interface ParsedFeed {
  format: "rss" | "atom" | "rdf";
  items: RawItem[];
}

/** A document that is not a feed we can read; the message is recorded per source. */
export class FeedParseError extends Error {
  override name = "FeedParseError";
}

/**
 * Parses RSS 2.0 / 0.9x, RSS 1.0 (RDF) and Atom text. Documents declaring entities are
 * refused before parsing (entity-expansion bombs); the parser never expands DTD entities
 * nor loads external ones.
 */
export function parseFeedXml(xml: string): ParsedFeed {
  rejectEntityDeclarations(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new FeedParseError(`invalid XML at line ${valid.err.line}: ${valid.err.msg}`);
  let parsed: AnyFeed<string>;
  try {
    parsed = parseAnyFeed<string>(xml);
  } catch (error) {
    throw new FeedParseError(`not an RSS, RDF or Atom feed: ${(error as Error).message}`);
  }
  switch (parsed.format) {
    case "rss":
      return { format: "rss", items: (parsed.feed.items ?? []).map(fromRssItem) };
    case "atom":
      return { format: "atom", items: (parsed.feed.entries ?? []).map(fromAtomEntry) };
    case "rdf":
      return { format: "rdf", items: (parsed.feed.items ?? []).map(fromRdfItem) };
    default:
      throw new FeedParseError(`unsupported feed format ${parsed.format}`);
  }
}

function rejectEntityDeclarations(xml: string): void {
  // Entity declarations can only sit in the DOCTYPE, before the root element.
  const doctype = xml.indexOf("<!DOCTYPE");
  if (doctype === -1) return;
  const rootStart = xml.slice(doctype).search(/<[A-Za-z]/);
  const prolog = rootStart === -1 ? xml.slice(doctype) : xml.slice(doctype, doctype + rootStart);
  if (prolog.includes("<!ENTITY"))
    throw new FeedParseError(
      "refused: the document declares XML entities (possible entity-expansion bomb)",
    );
}

type MediaNs = NonNullable<RssFeed.Item<string>["media"]>;

function mediaImages(media: MediaNs | undefined): RawImage[] {
  if (!media) return [];
  const images: RawImage[] = [];
  const contents = [
    ...(media.contents ?? []),
    ...(media.groups ?? []).flatMap((g) => g.contents ?? []),
  ];
  for (const content of contents) {
    const isImage =
      content.medium === "image" ||
      content.type?.startsWith("image/") ||
      (!content.medium && !content.type);
    if (content.url && isImage) images.push(sized(content.url, content.width, content.height));
  }
  const thumbnails = [
    ...(media.thumbnails ?? []),
    ...(media.groups ?? []).flatMap((g) => g.thumbnails ?? []),
  ];
  for (const thumb of thumbnails)
    if (thumb.url) images.push(sized(thumb.url, thumb.width, thumb.height));
  return images;
}

function sized(url: string, width?: number, height?: number): RawImage {
  const image: RawImage = { url };
  if (width !== undefined) image.width = width;
  if (height !== undefined) image.height = height;
  return image;
}

function fromRssItem(item: RssFeed.Item<string>): RawItem {
  const enclosures = (item.enclosures ?? [])
    .filter((e) => e.url && (e.type === undefined || e.type.startsWith("image/")))
    .map((e) => ({ url: e.url as string }));
  const itunesImage = item.itunes?.image ? [{ url: item.itunes.image }] : [];
  const author = item.authors?.[0];
  return {
    title: item.title ?? item.dc?.titles?.[0] ?? "",
    link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
    summary: item.description ?? "",
    content: item.content?.encoded ?? "",
    images: [...mediaImages(item.media), ...enclosures, ...itunesImage],
    published: item.pubDate ?? item.dc?.dates?.[0],
    categories: (item.categories ?? []).map((c) => c.name ?? "").concat(item.dc?.subjects ?? []),
    creator: item.dc?.creators?.[0],
    author: author ? rssAuthorName(author) : undefined,
  };
}

/** RSS `<author>` is "email (Name)"; keep the name when there is one. */
function rssAuthorName(person: RssFeed.Person): string | undefined {
  if (person.name) return person.name;
  const email = person.email;
  if (!email) return undefined;
  return /\(([^)]+)\)/.exec(email)?.[1] ?? email;
}

function fromAtomEntry(entry: AtomFeed.Entry<string>): RawItem {
  const links = entry.links ?? [];
  const alternate =
    links.find(
      (l) => (l.rel ?? "alternate") === "alternate" && (l.type ?? "text/html").includes("html"),
    ) ?? links.find((l) => (l.rel ?? "alternate") === "alternate");
  const enclosures = links
    .filter((l) => l.rel === "enclosure" && l.href && l.type?.startsWith("image/"))
    .map((l) => ({ url: l.href as string }));
  const content = entry.content?.src ? "" : (entry.content?.value ?? "");
  return {
    title: entry.title?.value ?? "",
    link: alternate?.href,
    summary: entry.summary?.value ?? "",
    content,
    images: [...mediaImages(entry.media), ...enclosures],
    published: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
    categories: (entry.categories ?? []).map((c) => c.label ?? c.term ?? ""),
    creator: entry.dc?.creators?.[0],
    author: entry.authors?.[0]?.name,
  };
}

function fromRdfItem(item: RdfFeed.Item<string>): RawItem {
  return {
    title: item.title ?? "",
    link: item.link ?? item.rdf?.about,
    summary: item.description ?? "",
    content: item.content?.encoded ?? "",
    images: mediaImages(item.media),
    published: item.dc?.dates?.[0],
    categories: item.dc?.subjects ?? [],
    creator: item.dc?.creators?.[0],
    author: undefined,
  };
}
