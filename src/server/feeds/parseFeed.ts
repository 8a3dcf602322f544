import { Parser } from "htmlparser2";

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

export type FeedFormat = "rss" | "atom" | "rdf";

export interface ParsedFeed {
  format: FeedFormat;
  items: RawItem[];
}

/** A document that is not a feed we can read; the message is recorded per source. */
export class FeedParseError extends Error {
  override name = "FeedParseError";
}

const roots: Record<string, FeedFormat> = {
  rss: "rss",
  "rdf:rdf": "rdf",
  rdf: "rdf",
  feed: "atom",
};

/** Item child elements whose text we keep, and the field each fills. */
const textFields: Record<string, keyof TextBuffers> = {
  title: "title",
  "dc:title": "title",
  link: "link",
  guid: "guid",
  description: "summary",
  summary: "summary",
  "dc:description": "summary",
  "content:encoded": "content",
  content: "content",
  pubdate: "published",
  published: "published",
  "dc:date": "published",
  updated: "updated",
  "atom:updated": "updated",
  category: "category",
  "dc:subject": "category",
  "dc:creator": "creator",
  author: "author",
};

interface TextBuffers {
  title: string;
  link: string;
  guid: string;
  summary: string;
  content: string;
  published: string;
  updated: string;
  category: string;
  creator: string;
  author: string;
}

interface ItemState {
  depth: number;
  text: Partial<TextBuffers>;
  categories: string[];
  images: RawImage[];
  atomLink?: string;
  guidIsPermaLink: boolean;
  about?: string;
}

/**
 * Reads RSS 2.0 / 0.9x, RSS 1.0 (RDF) and Atom with htmlparser2's XML-mode tokenizer (the
 * fastest maintained JavaScript XML tokenizer we measured, see docs/server.md) and a small
 * element map. Elements are matched by their usual prefixes (`media:`, `dc:`, `content:`),
 * as other feed readers do. Documents declaring entities are refused before parsing
 * (entity-expansion bombs); DTDs are never read nor external entities loaded. A document
 * whose elements do not nest properly is refused as invalid XML.
 */
export function parseFeedXml(xml: string): ParsedFeed {
  rejectEntityDeclarations(xml);
  let format: FeedFormat | undefined;
  let rootName: string | undefined;
  const items: RawItem[] = [];
  /** Per open element: its name and where its start tag ended (self-closing detection). */
  const stack: { name: string; openEnd: number }[] = [];
  let item: ItemState | undefined;
  /** The text field being captured and the element depth it started at. */
  let capture: { field: keyof TextBuffers; depth: number } | undefined;
  let error: string | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push({ name, openEnd: parser.endIndex });
        const depth = stack.length;
        if (depth === 1) {
          rootName = name;
          format = roots[name];
          return;
        }
        if (!format) return;
        if (!item) {
          if (name === "item" || name === "entry") {
            item = { depth, text: {}, categories: [], images: [], guidIsPermaLink: true };
            if (attributes["rdf:about"]) item.about = attributes["rdf:about"];
          }
          return;
        }
        if (capture) {
          // Markup inside a text field (Atom xhtml content): keep its text and images.
          if (name === "img" && attributes.src) item.images.push(sized(attributes.src, attributes));
          return;
        }
        onItemElement(item, name, attributes, format);
        const field = textFields[name];
        if (field && (depth === item.depth + 1 || (field === "author" && name === "name"))) {
          if (format === "atom" && name === "link") return;
          if (format === "atom" && name === "content" && attributes.src) return;
          if (name === "guid" && attributes.ispermalink === "false") item.guidIsPermaLink = false;
          capture = { field, depth };
        } else if (name === "name" && stack[depth - 2]?.name === "author") {
          capture = { field: "author", depth };
        }
      },
      ontext(text) {
        if (item && capture) item.text[capture.field] = (item.text[capture.field] ?? "") + text;
      },
      onclosetag(name, isImplied) {
        const open = stack.pop();
        // An implied close is fine for `<a/>`; anywhere else the document is not well formed.
        if (isImplied && open && open.openEnd !== parser.endIndex && error === undefined)
          error = `invalid XML at line ${lineAt(xml, parser.startIndex)}: <${name}> is not closed`;
        const depth = stack.length + 1;
        if (capture && capture.depth === depth) {
          if (item && capture.field === "category") {
            item.categories.push(item.text.category ?? "");
            item.text.category = "";
          }
          capture = undefined;
        }
        if (item && item.depth === depth) {
          items.push(finishItem(item));
          item = undefined;
        }
      },
    },
    { xmlMode: true, decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(xml);
  if (error) throw new FeedParseError(error);
  if (!format)
    throw new FeedParseError(
      `not an RSS, RDF or Atom feed (root element ${rootName ? `<${rootName}>` : "missing"})`,
    );
  return { format, items };
}

/** Attributes-only item elements: links, media and categories carried in attributes. */
function onItemElement(
  item: ItemState,
  name: string,
  attributes: Record<string, string>,
  format: FeedFormat,
): void {
  switch (name) {
    case "media:content":
      if (
        attributes.url &&
        (attributes.medium === "image" ||
          attributes.type?.startsWith("image/") ||
          (!attributes.medium && !attributes.type))
      )
        item.images.push(sized(attributes.url, attributes));
      return;
    case "media:thumbnail":
      if (attributes.url) item.images.push(sized(attributes.url, attributes));
      return;
    case "enclosure":
      if (attributes.url && (!attributes.type || attributes.type.startsWith("image/")))
        item.images.push({ url: attributes.url });
      return;
    case "itunes:image":
      if (attributes.href) item.images.push({ url: attributes.href });
      return;
    case "link":
      if (format !== "atom" || !attributes.href) return;
      if (attributes.rel === "enclosure" && attributes.type?.startsWith("image/"))
        item.images.push({ url: attributes.href });
      else if ((attributes.rel ?? "alternate") === "alternate") {
        const html = (attributes.type ?? "text/html").includes("html");
        if (item.atomLink === undefined || html) item.atomLink ??= attributes.href;
      }
      return;
    case "category":
      if (attributes.term || attributes.label)
        item.categories.push(attributes.label ?? attributes.term ?? "");
      return;
  }
}

function finishItem(item: ItemState): RawItem {
  const text = item.text;
  const guid = item.guidIsPermaLink ? text.guid?.trim() : undefined;
  const guidLink = guid && /^https?:\/\//i.test(guid) ? guid : undefined;
  return {
    title: text.title ?? "",
    link: item.atomLink ?? (text.link?.trim() || undefined) ?? guidLink ?? item.about,
    summary: text.summary ?? "",
    content: text.content ?? "",
    images: item.images,
    published: text.published ?? text.updated,
    categories: item.categories.map((c) => c.trim()).filter((c) => c !== ""),
    creator: text.creator,
    author: text.author ? rssAuthorName(text.author) : undefined,
  };
}

function sized(url: string, attributes: Record<string, string>): RawImage {
  const image: RawImage = { url };
  const width = Number.parseInt(attributes.width ?? "", 10);
  const height = Number.parseInt(attributes.height ?? "", 10);
  if (Number.isFinite(width)) image.width = width;
  if (Number.isFinite(height)) image.height = height;
  return image;
}

/** RSS `<author>` is "email (Name)"; keep the name when there is one. */
function rssAuthorName(author: string): string {
  return /\(([^)]+)\)\s*$/.exec(author)?.[1] ?? author;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
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
