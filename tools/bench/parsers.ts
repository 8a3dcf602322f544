/** Parse + normalize throughput of our pipeline next to other feed parsers, on one corpus. */
import { parseFeed as rowanParse } from "@rowanmanning/feed-parser";
import { parseFeed as feedsmithParse } from "feedsmith";
import RssParser from "rss-parser";
import { decodeFeedText } from "../../src/server/feeds/decodeFeedText.ts";
import { normalizeFeed } from "../../src/server/feeds/normalizeFeed.ts";
import { parseFeedXml } from "../../src/server/feeds/parseFeed.ts";
import type { CorpusFeed } from "./corpus.ts";

export interface ParserResult {
  parser: string;
  feed: string;
  msPerFeed: number;
  mbPerSecond: number;
  items: number;
}

type Candidate = { name: string; run: (xml: Buffer) => Promise<number> | number };

const rssParser = new RssParser();

export const candidates: Candidate[] = [
  {
    name: "ours: decode + htmlparser2 reader + normalize",
    run: (xml) =>
      normalizeFeed(parseFeedXml(decodeFeedText(xml)), "https://bench.test/feed.xml").length,
  },
  { name: "feedsmith (parse only)", run: (xml) => feedsmithRun(xml.toString("utf8")) },
  {
    name: "@rowanmanning/feed-parser",
    run: (xml) => {
      const feed = rowanParse(xml.toString("utf8"));
      // Its fields are lazy getters: read what we would use.
      let n = 0;
      for (const item of feed.items) {
        n +=
          (item.title ?? "").length + (item.description ?? "").length + (item.content ?? "").length;
        void item.url;
        void item.published;
        void item.image;
        void item.authors;
        void item.categories;
      }
      return n >= 0 ? feed.items.length : 0;
    },
  },
  {
    name: "rss-parser",
    run: async (xml) => (await rssParser.parseString(xml.toString("utf8"))).items.length,
  },
];

function feedsmithRun(text: string): number {
  const parsed = feedsmithParse(text);
  if (parsed.format === "atom") return parsed.feed.entries?.length ?? 0;
  return parsed.feed.items?.length ?? 0;
}

/** Runs each candidate on a feed for at least `minMs` after a warm-up; reports the mean. */
export async function measure(
  candidate: Candidate,
  feed: CorpusFeed,
  minMs = 1500,
): Promise<ParserResult> {
  let items = 0;
  for (let i = 0; i < 3; i++) items = await candidate.run(feed.xml);
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs || runs < 5) {
    await candidate.run(feed.xml);
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
