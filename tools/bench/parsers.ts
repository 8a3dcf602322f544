/** Parse + normalize throughput of our pipeline next to feedsmith's parse alone, on one corpus. */
import { parseFeed as feedsmithParse } from "feedsmith";
import { ingestFeed } from "../../src/server/feeds/ingestFeed.ts";
import type { CorpusFeed } from "./corpus.ts";

export interface ParserResult {
  parser: string;
  feed: string;
  msPerFeed: number;
  mbPerSecond: number;
  items: number;
}

type Candidate = { name: string; run: (xml: Buffer) => number };

/**
 * The other libraries once measured here (@rowanmanning/feed-parser, rss-parser, and our
 * former htmlparser2 element map) were removed with the switch to feedsmith; their figures
 * are kept in docs/benchmarks.md, Parsers.
 */
export const candidates: Candidate[] = [
  {
    name: "ours: decode + feedsmith + normalize",
    run: (xml) =>
      ingestFeed({
        body: xml,
        contentType: undefined,
        finalUrl: "https://bench.test/feed.xml",
        now: Date.now(),
        maxItems: Number.POSITIVE_INFINITY,
      }).length,
  },
  { name: "feedsmith (parse only)", run: (xml) => feedsmithRun(xml.toString("utf8")) },
];

function feedsmithRun(text: string): number {
  const parsed = feedsmithParse(text);
  if (parsed.format === "atom") return parsed.feed.entries?.length ?? 0;
  return parsed.feed.items?.length ?? 0;
}

/** Items read from every document of a feed entry; documents a candidate refuses count 0. */
function runAll(candidate: Candidate, feed: CorpusFeed): number {
  let items = 0;
  for (const part of feed.parts ?? [feed.xml])
    try {
      items += candidate.run(part);
    } catch {
      // notafeed.html and a feed without http(s) links are refused by design.
    }
  return items;
}

/** Runs each candidate on a feed for at least `minMs` after a warm-up; reports the mean. */
export function measure(candidate: Candidate, feed: CorpusFeed, minMs = 1500): ParserResult {
  let items = 0;
  for (let i = 0; i < 3; i++) items = runAll(candidate, feed);
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs || runs < 5) {
    runAll(candidate, feed);
    runs++;
    elapsed = performance.now() - start;
  }
  const msPerFeed = elapsed / runs;
  return {
    parser: candidate.name,
    feed: feed.name,
    msPerFeed,
    mbPerSecond: feed.xml.length / 1024 / 1024 / (msPerFeed / 1000),
    items,
  };
}
