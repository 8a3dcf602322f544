/**
 * `npm run eval:stories`: precision and recall of pairwise same-story decisions on the
 * labelled parts (evalParts.ts): the tuning part, the six held-out parts, e01-e64 and all
 * of headlines.txt, the described part, and the wide sets' parts (scored over pairs of two
 * publishers, as the real held-out set is), also with wire copies and as stories of
 * hundreds (wireCopies.ts). Each part is scored alone, then among 3,000 other articles
 * (otherNews of the other parts), as the site clusters a window of thousands, where rarity
 * weighs differently.
 * `--errors` lists the tuning parts' wrong merges and misses (never a held-out part's).
 * `--wrong "<part>"` (with `--among`: among the other articles) scores only that part and
 * lists what made its wrong merges, rules or grouping, and through which terms
 * (wrongMerges.ts).
 */
import { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import type { StoryInput } from "../../src/server/stories/story.ts";
import { type EvalPart, evalParts } from "./evalParts.ts";
import type { LabelledHeadline } from "./evalSet.ts";
import { otherNewsAround } from "./otherNews.ts";
import { pairwiseScores } from "./pairwiseScores.ts";
import { wrongMerges } from "./wrongMerges.ts";

/** How many other articles a part is clustered among, in its second score. */
const otherArticles = 3000;

function evaluate(
  part: EvalPart,
  among: readonly StoryInput[],
  showErrors: boolean,
  showWrong = false,
): void {
  const { headlines } = part;
  const clusters = new StoryClusters();
  for (const article of [...among, ...headlines].sort((a, b) => a.seenAt - b.seenAt))
    clusters.add(article);
  // Each headline's story once all are in: a story may take in a lone earlier headline.
  const stories = headlines.map((headline) => clusters.member(headline.key)?.story.id ?? "");
  const scores = pairwiseScores(
    headlines.map((h) => h.event),
    stories,
    part.acrossPublishers ? headlines.map((h) => h.publisher) : undefined,
  );
  const events = new Set(headlines.map((h) => h.event)).size;
  const publishers = new Set(headlines.map((h) => h.publisher)).size;
  const made = new Set(stories).size;
  console.log(
    `${part.name.padEnd(15)} ${headlines.length} headlines, ${events} events, ${publishers} publishers, ${made} stories made: precision ${scores.precision.toFixed(3)}, recall ${scores.recall.toFixed(3)} (${scores.correctPairs} of ${scores.predictedPairs} merged pairs right, ${scores.truePairs} true pairs)`,
  );
  if (showWrong) wrongMerges(part, clusters);
  if (!showErrors || !part.tunes) return;
  for (let i = 0; i < headlines.length; i++)
    for (let j = i + 1; j < headlines.length; j++) {
      const a = headlines[i] as LabelledHeadline;
      const b = headlines[j] as LabelledHeadline;
      const same = a.event === b.event;
      const said = stories[i] === stories[j];
      if (same !== said)
        console.log(
          `  ${said ? "WRONG MERGE" : "missed"}: [${a.event}] ${a.title} / [${b.event}] ${b.title}`,
        );
    }
}

const { parts, otherNewsPool } = evalParts();
const showErrors = process.argv.includes("--errors");
const amongOthers = (part: EvalPart) => {
  const own = new Set(part.headlines.map((h) => h.key));
  const others = otherNewsPool.filter((h) => !own.has(h.key));
  return otherNewsAround(part.headlines, others, otherArticles);
};
const wrongAt = process.argv.indexOf("--wrong");
if (wrongAt >= 0) {
  const name = process.argv[wrongAt + 1];
  const part = parts.find((each) => each.name === name);
  if (!part) throw new Error(`no part named ${name}: ${parts.map((p) => p.name).join(", ")}`);
  const among = process.argv.includes("--among");
  evaluate(part, among ? amongOthers(part) : [], false, true);
} else {
  console.log("alone:");
  for (const each of parts) evaluate(each, [], showErrors);
  console.log(`among ${otherArticles.toLocaleString("en")} other articles:`);
  for (const each of parts) evaluate(each, amongOthers(each), false);
}
