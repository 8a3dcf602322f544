import { type DatedItem, itemTime, newest } from "./normalizeFeed.ts";
import type { ParsedFeed } from "./parsedFeed.ts";
import { parseFeed } from "./parseFeed.ts";

/**
 * Items parsed at once from a long XML feed. feedsmith builds every item of a document
 * before we keep the newest few: a 20,000-item feed held about 45 MB more in the ingest
 * thread than the items kept (measured per thread, see docs/benchmarks.md, *Memory*).
 */
export const itemsPerChunk = 500;

/**
 * `parseFeed`, with at most `keep` items: those normalizeFeed would keep (the newest by
 * date, undated ones last, ties in feed order; see `newest`), in feed order. An XML feed
 * of more than `itemsPerChunk` items is parsed a chunk of items at a time (the document's
 * head and tail around each chunk), keeping only the newest `keep` between chunks, so its
 * cost in memory is that of one chunk whatever its length. Anything the split cannot vouch
 * for (JSON, no item elements found, items nested or unclosed, a chunk whose item count
 * the parser reads differently) is parsed whole, as before.
 */
export function parseBoundedFeed(
  text: string,
  feedUrl: string,
  keep: number,
  now: number,
): ParsedFeed {
  return parseItemChunks(text, feedUrl, keep, now) ?? parseFeed(text, feedUrl);
}

/** The chunked parse; undefined when the feed is short enough or cannot be split safely. */
export function parseItemChunks(
  text: string,
  feedUrl: string,
  keep: number,
  now: number,
): ParsedFeed | undefined {
  const split = splitItems(text);
  if (!split || split.spans.length <= itemsPerChunk) return undefined;
  const { head, tail, spans } = split;
  let first: ParsedFeed | undefined;
  let kept: DatedItem[] = [];
  for (let start = 0; start < spans.length; start += itemsPerChunk) {
    const chunk = spans.slice(start, start + itemsPerChunk);
    const from = (chunk[0] as ItemSpan)[0];
    const to = (chunk.at(-1) as ItemSpan)[1];
    let parsed: ParsedFeed;
    try {
      parsed = parseFeed(head + text.slice(from, to) + tail, feedUrl);
    } catch {
      return undefined; // the whole document's own error (or salvage) is the answer
    }
    if (parsed.items.length !== chunk.length) return undefined;
    first ??= parsed;
    for (const [i, item] of parsed.items.entries())
      kept.push({ item, index: start + i, time: itemTime(item, now) });
    kept = newest(kept, keep);
  }
  if (!first) return undefined;
  return { ...first, items: kept.map((c) => c.item) };
}

type ItemSpan = [start: number, end: number];

/** A feed document cut around its items: what precedes the first, the items, what follows the last. */
export interface ItemSplit {
  head: string;
  tail: string;
  spans: ItemSpan[];
}

/**
 * Item elements to split on, by root element: RSS 2.0 and 1.0 (RDF) items, Atom entries.
 * A namespace prefix is allowed on both (`<rdf:RDF>`, `<atom:entry>`).
 */
const itemOfRoot: Record<string, string> = { rss: "item", rdf: "item", feed: "entry" };

/** CDATA, a comment, or an item/entry start or end tag (attribute values may hold `>`). */
const tokens =
  /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<(\/?)(?:[A-Za-z_][\w.-]*:)?(item|entry)(?=[\s/>])(?:"[^"]*"|'[^']*'|[^'">])*>/g;

/** The spans of a feed's top-level items, or undefined when it cannot tell them safely. */
export function splitItems(xml: string): ItemSplit | undefined {
  const root = /<(?![!?])(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(xml)?.[1]?.toLowerCase();
  const itemName = root === undefined ? undefined : itemOfRoot[root];
  if (!itemName) return undefined;
  const spans: ItemSpan[] = [];
  let open = -1;
  for (const match of xml.matchAll(tokens)) {
    if (match[2] !== itemName) continue; // CDATA, comments, the other element name
    const at = match.index;
    const end = at + match[0].length;
    if (match[1] === "/") {
      if (open === -1) return undefined;
      spans.push([open, end]);
      open = -1;
    } else if (open !== -1) return undefined;
    else if (match[0].endsWith("/>")) spans.push([at, end]);
    else open = at;
  }
  if (open !== -1 || spans.length === 0) return undefined;
  return {
    head: xml.slice(0, (spans[0] as ItemSpan)[0]),
    tail: xml.slice((spans.at(-1) as ItemSpan)[1]),
    spans,
  };
}
