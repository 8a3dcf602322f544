/**
 * `npm run eval:stories`: precision and recall of pairwise same-story decisions on the
 * labelled set (tests/fixtures/stories/headlines.txt): the tuning part, the three held-out
 * parts, e01-e64 and all.
 * `--errors` lists the tuning part's wrong merges and misses (never the held-out part's).
 */
import { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import { describedSetFile, type LabelledHeadline, readEvalSet, readWideSet } from "./evalSet.ts";
import { pairwiseScores } from "./pairwiseScores.ts";

function evaluate(
  name: string,
  headlines: LabelledHeadline[],
  showErrors: boolean,
  acrossPublishers = false,
) {
  const clusters = new StoryClusters();
  for (const headline of headlines) clusters.add(headline);
  // Each headline's story once all are in: a story may take in a lone earlier headline.
  const stories = headlines.map((headline) => clusters.member(headline.key)?.story.id ?? "");
  const scores = pairwiseScores(
    headlines.map((h) => h.event),
    stories,
    acrossPublishers ? headlines.map((h) => h.publisher) : undefined,
  );
  const events = new Set(headlines.map((h) => h.event)).size;
  const publishers = new Set(headlines.map((h) => h.publisher)).size;
  const made = new Set(stories).size;
  console.log(
    `${name.padEnd(10)} ${headlines.length} headlines, ${events} events, ${publishers} publishers, ${made} stories made: precision ${scores.precision.toFixed(3)}, recall ${scores.recall.toFixed(3)} (${scores.correctPairs} of ${scores.predictedPairs} merged pairs right, ${scores.truePairs} true pairs)`,
  );
  if (!showErrors) return;
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

const { tuning, heldOut, secondHeldOut, thirdHeldOut } = readEvalSet();
const described = readEvalSet(describedSetFile).tuning;
const showErrors = process.argv.includes("--errors");
const oldestFirst = (a: LabelledHeadline, b: LabelledHeadline) => a.seenAt - b.seenAt;
evaluate("tuning", tuning, showErrors);
evaluate("described", described, showErrors);
evaluate("held-out", heldOut, false);
evaluate("held-out 2", secondHeldOut, false);
evaluate("held-out 3", thirdHeldOut, false);
// e01-e64, the set issue 11's goal was first measured on; then everything.
evaluate("e01-e64", [...tuning, ...heldOut].sort(oldestFirst), false);
evaluate(
  "all",
  [...tuning, ...heldOut, ...secondHeldOut, ...thirdHeldOut].sort(oldestFirst),
  false,
);
// The wide set's broad stories, scored as the real held-out set is: pairs across publishers.
const wide = readWideSet();
evaluate("wide", wide.tuning, showErrors, true);
evaluate("wide blind", wide.blind, false, true);
