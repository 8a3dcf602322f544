import { XMLValidator } from "fast-xml-parser";
import { type AnyFeed, DetectError, parseFeed as feedsmithParse } from "feedsmith";
import type { ParsedFeed } from "./parsedFeed.ts";
import { readAtom } from "./readAtom.ts";
import { readJsonFeed } from "./readJsonFeed.ts";
import { readRss } from "./readRss.ts";
import { resolveXmlBase } from "./resolveXmlBase.ts";

/** A document that is not a feed we can read; the message is recorded per source. */
class FeedParseError extends Error {
  override name = "FeedParseError";
}

/**
 * Reads RSS 0.9x/2.0, RSS 1.0 (RDF), Atom and JSON Feed 1.0/1.1 with feedsmith, then maps
 * each format to raw items (readRss, readAtom, readJsonFeed). XML documents declaring
 * entities are refused before parsing (entity-expansion bombs); `xml:base` is applied by
 * a pre-pass (see resolveXmlBase). `feedUrl` is the URL the document was fetched from.
 */
export function parseFeed(text: string, feedUrl: string): ParsedFeed {
  const json = /^\s*[{[]/.test(text);
  if (!json) rejectEntityDeclarations(text);
  let parsed: AnyFeed<string>;
  try {
    parsed = feedsmithParse(json ? text : resolveXmlBase(text, feedUrl));
  } catch (error) {
    throw new FeedParseError(describeFailure(error, text, json));
  }
  switch (parsed.format) {
    case "rss":
      return readRss("rss", parsed.feed, feedUrl);
    case "rdf":
      return readRss("rdf", parsed.feed, feedUrl);
    case "atom":
      return readAtom(parsed.feed, feedUrl);
    case "json":
      return readJsonFeed(parsed.feed, feedUrl);
  }
}

function describeFailure(error: unknown, text: string, json: boolean): string {
  if (error instanceof DetectError) {
    if (json) return "not a feed: JSON without a JSON Feed version and items";
    const root = /<([A-Za-z][\w:.-]*)/.exec(text.replace(/<[!?][^>]*>/g, ""))?.[1];
    return `not an RSS, RDF, Atom or JSON feed (root element ${root ? `<${root}>` : "missing"})`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  if (json) return `invalid JSON: ${message}`;
  // feedsmith's parser does not say where; its validator (same XML library) does.
  const verdict = XMLValidator.validate(text);
  return verdict === true
    ? `invalid XML: ${message}`
    : `invalid XML at line ${verdict.err.line}: ${verdict.err.msg}`;
}

function rejectEntityDeclarations(xml: string): void {
  // Entity declarations can only sit in the DOCTYPE, before the root element.
  const doctype = xml.search(/<!DOCTYPE/i);
  if (doctype === -1) return;
  const rootStart = xml.slice(doctype).search(/<[A-Za-z]/);
  const prolog = rootStart === -1 ? xml.slice(doctype) : xml.slice(doctype, doctype + rootStart);
  if (prolog.includes("<!ENTITY"))
    throw new FeedParseError(
      "refused: the document declares XML entities (possible entity-expansion bomb)",
    );
}
