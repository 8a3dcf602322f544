/**
 * `npm run bench:stories`: CPU time to cluster 5,000 articles (issue 11 budget: 200 ms),
 * in one go and as a refresh does it (150-item batches into a store already holding the
 * rest, each batch regrouped by StoryCatalog), on the main thread of this process.
 * The headlines are the labelled set's, repeated as 16 rounds of other events: in each
 * round the names (capitalized words) get a round suffix, as other events have other
 * places and people, while the common words (flood, river, strike) repeat, so the
 * inverted index has long posting lists for them, as with real news.
 */

import type { SourceItem } from "../../src/server/feeds/normalizeFeed.ts";
import { titleKey } from "../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters, type StoryInput } from "../../src/server/stories/clusterStories.ts";
import { type CatalogItem, StoryCatalog } from "../../src/server/stories/storyCatalog.ts";
import { readEvalSet } from "../eval/evalSet.ts";

const count = 5000;
const batch = 150;
const now = Date.parse("2026-01-01T00:00:00Z");
const roundNames = "abcdefghijklmnopqrstuvwxyz";

function articles(): StoryInput[] {
  const { tuning, heldOut } = readEvalSet();
  const base = [...tuning, ...heldOut];
  return Array.from({ length: count }, (_, i) => {
    const source = base[i % base.length] as StoryInput;
    const round = Math.floor(i / base.length);
    const suffix = roundNames[round % roundNames.length] ?? "";
    const title = source.title.replace(/\b([A-Z][a-z]{3,})/g, (name) => `${name}${suffix}`);
    return {
      ...source,
      key: `${source.key}/${round}`,
      title,
      titleKey: titleKey(title),
      seenAt: now - (count - i) * 60_000,
    };
  });
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const inputs = articles();
const samples: number[] = [];
for (let run = 0; run < 5; run++)
  samples.push(
    cpuMs(() => {
      const clusters = new StoryClusters();
      for (const input of inputs) clusters.add(input);
    }),
  );
samples.sort((a, b) => a - b);
console.log(
  `clustering ${count} articles at once: median ${samples[2]?.toFixed(1)} ms CPU (min ${samples[0]?.toFixed(1)}, max ${samples[4]?.toFixed(1)}; 5 runs)`,
);

// As the store does it: each refresh adds up to 150 new articles and regroups all current ones.
const items: CatalogItem[] = inputs.map((input) => ({
  publisher: input.publisher,
  item: {
    article: {
      title: input.title,
      description: "",
      content: "",
      link: `https://${input.key}`,
      images: [],
      pubDate: new Date(input.seenAt).toISOString(),
      category: null,
      creator: null,
      author: null,
      excerpt: null,
    },
    key: input.key,
    titleKey: input.titleKey,
    rank: 0,
    feedSize: 1,
  } satisfies SourceItem,
}));
const catalog = new StoryCatalog();
const steps: number[] = [];
for (let end = batch; end <= count + batch - 1; end += batch) {
  const current = items.slice(0, Math.min(end, count));
  steps.push(cpuMs(() => catalog.update(current, now)));
}
const total = steps.reduce((a, b) => a + b, 0);
console.log(
  `incremental, ${steps.length} refreshes of ${batch}: ${total.toFixed(1)} ms CPU in all, longest step ${Math.max(...steps).toFixed(1)} ms (the last regroups all ${count})`,
);
