/**
 * One side of `storiesCompare.ts`: loads a StoryClusters module given by path, clusters
 * the benchmark's 5,000 articles 5 times in this fresh process and prints, as JSON, the
 * median CPU time and a fingerprint of its decisions (every article's story id, on the
 * benchmark input and on the labelled set), so two versions can be checked to decide alike.
 */
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import type { StoryInput } from "../../src/server/stories/story.ts";
import { readEvalSet } from "../eval/evalSet.ts";
import { benchArticles, cpuMs } from "./storiesInput.ts";

const modulePath = process.argv[2];
if (!modulePath) throw new Error("usage: storiesVariant.ts path/to/clusterStories.ts");
const loaded = (await import(pathToFileURL(modulePath).href)) as {
  StoryClusters: new () => StoryClusters;
};

/** Every article's story once all are in (a story may take in an earlier lone headline). */
function storyIds(inputs: readonly StoryInput[]): string[] {
  const clusters = new loaded.StoryClusters();
  for (const input of inputs) clusters.add(input);
  return inputs.map((input) => clusters.member(input.key)?.story.id ?? "");
}

const inputs = benchArticles();
const samples: number[] = [];
for (let run = 0; run < 5; run++) samples.push(cpuMs(() => storyIds(inputs)));
samples.sort((a, b) => a - b);
const { tuning, heldOut } = readEvalSet();
const evalSet = [...tuning, ...heldOut].sort((a, b) => a.seenAt - b.seenAt);
const decisions = createHash("sha256")
  .update([...storyIds(inputs), ...storyIds(evalSet)].join("\n"))
  .digest("hex")
  .slice(0, 12);
console.log(JSON.stringify({ medianMs: samples[2], decisions }));
