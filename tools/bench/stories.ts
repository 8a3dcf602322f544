/**
 * `npm run bench:stories`: what story clustering costs (issue 11 budget: 200 ms of CPU for
 * 5,000 articles; issue 24: NLP annotation apart, done once per article).
 * - the English model's load: wall time, CPU and the RSS it adds;
 * - annotation (annotateText): CPU per headline alone and with a description's lead;
 * - clustering 5,000 annotated articles, in one go and incrementally (150-article batches
 *   into clusters already holding the rest, as refreshes add them), lone reports grouped
 *   (groupStories) once at the end, or after each batch;
 * - the store's way (StoryCatalog: each refresh annotates its new articles, clusters them
 *   and regroups all current ones), annotation included;
 * - one regroup of 5,000 articles of broad subjects, mostly lone reports: grouping's worst.
 * The input is benchArticles (storiesInput.ts), on the main thread of this process.
 */

import { annotate } from "../../src/server/feeds/annotateText.ts";
import type { SourceItem } from "../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import type { StoryInput } from "../../src/server/stories/story.ts";
import { type CatalogItem, StoryCatalog } from "../../src/server/stories/storyCatalog.ts";
import type { Annotation } from "../../src/shared/annotation.ts";
import { describedSetFile, readEvalSet, readWideSet } from "../eval/evalSet.ts";
import { otherNews } from "../eval/otherNews.ts";
import { benchArticles, cpuMs, benchStart as now } from "./storiesInput.ts";

const count = 5000;
const batch = 150;
const runs = 5;
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
const gc = (globalThis as { gc?: () => void }).gc;

gc?.();
const rssBefore = process.memoryUsage().rss;
const wallStart = performance.now();
const loadCpu = cpuMs(() => annotate("Valdora floods"));
const loadWall = performance.now() - wallStart;
gc?.();
console.log(
  `model load: ${loadWall.toFixed(0)} ms wall, ${loadCpu.toFixed(0)} ms CPU, RSS +${mb(process.memoryUsage().rss - rssBefore)} MB${gc ? "" : " (run with --expose-gc for a settled figure)"}`,
);

const inputs = benchArticles(count);
const descriptions = readEvalSet(describedSetFile).tuning.map((h) => h.description ?? "");
const titleCpu: number[] = [];
const describedCpu: number[] = [];
let annotations: Annotation[] = [];
for (let run = 0; run < runs; run++) {
  titleCpu.push(cpuMs(() => (annotations = inputs.map((input) => annotate(input.title)))));
  describedCpu.push(
    cpuMs(() => {
      for (const [i, input] of inputs.entries())
        annotate(input.title, descriptions[i % descriptions.length]);
    }),
  );
}
console.log(
  `annotation of ${count} articles: median ${median(titleCpu).toFixed(0)} ms CPU for headlines alone (${((median(titleCpu) / count) * 1000).toFixed(0)} µs each), ${median(describedCpu).toFixed(0)} ms with a description (${((median(describedCpu) / count) * 1000).toFixed(0)} µs each); ${runs} runs`,
);

const annotated: StoryInput[] = inputs.map((input, i) => ({
  ...input,
  annotation: annotations[i] as Annotation,
}));
const atOnce: number[] = [];
const incremental: number[] = [];
for (let run = 0; run < runs; run++) {
  atOnce.push(
    cpuMs(() => {
      const clusters = new StoryClusters();
      for (const input of annotated) clusters.add(input);
      // Reading a member groups lone reports into stories (groupStories), once.
      clusters.member(annotated[0]?.key ?? "");
    }),
  );
  const clusters = new StoryClusters();
  let total = 0;
  for (let start = 0; start < count; start += batch) {
    const slice = annotated.slice(start, start + batch);
    total += cpuMs(() => {
      for (const input of slice) clusters.add(input);
      clusters.member(slice[0]?.key ?? "");
    });
  }
  incremental.push(total);
}
console.log(
  `clustering ${count} annotated articles: median ${median(atOnce).toFixed(1)} ms CPU at once, ${median(incremental).toFixed(1)} ms in ${Math.ceil(count / batch)} batches of ${batch} (min ${Math.min(...incremental).toFixed(1)}, max ${Math.max(...incremental).toFixed(1)}; ${runs} runs)`,
);

// As the store does it: each refresh adds up to 150 new articles and regroups all current ones.
const items: CatalogItem[] = inputs.map((input) => ({
  publisher: input.publisher,
  source: `https://${input.publisher}/feed.xml`,
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
  `the store's way (annotation included), ${steps.length} refreshes of ${batch}: ${total.toFixed(1)} ms CPU in all, longest step ${Math.max(...steps).toFixed(1)} ms (the last regroups all ${count})`,
);

// Grouping at its most costly: a window of broad subjects whose reports are mostly lone (the
// wide set's 16 stories as rounds of other subjects, 188 + 164 publishers).
const wide = readWideSet();
const broad = otherNews([...wide.tuning, ...wide.blind], count).map((input, i) => ({
  ...input,
  seenAt: now - (count - i) * 50_000,
  annotation: annotate(input.title),
}));
const broadClusters = new StoryClusters();
for (const input of broad) broadClusters.add(input);
const regroups: number[] = [];
// A server regroups every minute or so: the first regroups run before the JIT has warmed.
for (let run = 0; run < 15; run++) regroups.push(cpuMs(() => broadClusters.regroup()));
const shown = new Set(broad.map((input) => broadClusters.member(input.key)?.story.id)).size;
const events = new Set(broad.map((input) => broadClusters.member(input.key)?.event.id)).size;
console.log(
  `grouping ${count} articles of broad subjects: ${regroups[0]?.toFixed(1)} ms CPU the first regroup, median ${median(regroups).toFixed(1)} ms (15 runs); ${events} stories by the rules, ${shown} shown`,
);
