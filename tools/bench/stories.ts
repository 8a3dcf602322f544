/**
 * `npm run bench:stories`: CPU time to cluster 5,000 articles (issue 11 budget: 200 ms),
 * in one go and as a refresh does it (150-item batches into a store already holding the
 * rest, each batch regrouped by StoryCatalog), on the main thread of this process.
 * The input is benchArticles (storiesInput.ts).
 */

import type { SourceItem } from "../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import { type CatalogItem, StoryCatalog } from "../../src/server/stories/storyCatalog.ts";
import { benchArticles, cpuMs, benchStart as now } from "./storiesInput.ts";

const count = 5000;
const batch = 150;

const inputs = benchArticles(count);
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
