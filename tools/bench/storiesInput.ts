/**
 * The stories benchmarks' input: 5,000 articles made of the labelled set's headlines,
 * repeated as 16 rounds of other events. In each round the names (capitalized words) get a
 * round suffix, as other events have other places and people, while the common words
 * (flood, river, strike) repeat, so the inverted index has long posting lists for them,
 * as with real news (see otherNews).
 */
import type { StoryInput } from "../../src/server/stories/story.ts";
import { readEvalSet } from "../eval/evalSet.ts";
import { otherNews } from "../eval/otherNews.ts";

export const benchStart = Date.parse("2026-01-01T00:00:00Z");

export function benchArticles(count = 5000): StoryInput[] {
  const { tuning, heldOut } = readEvalSet();
  return otherNews([...tuning, ...heldOut], count).map((article, i) => ({
    ...article,
    seenAt: benchStart - (count - i) * 60_000,
  }));
}

/** CPU time (user + system, ms) of a synchronous run. */
export function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
