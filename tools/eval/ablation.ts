/**
 * `npm run eval:ablation`: what each signal of the story rules adds (issue 24). Every part
 * of the labelled set is clustered with the rules as they are, then with one signal taken
 * away at a time; each cell is pairwise precision / recall.
 */
import { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import { type StoryRules, storyRules } from "../../src/server/stories/storyRules.ts";
import { type EvalPart, evalParts } from "./evalParts.ts";
import { pairwiseScores } from "./pairwiseScores.ts";

interface Variant {
  name: string;
  rules: StoryRules;
  /** Whether the clustering reads descriptions. */
  descriptions: boolean;
}

const variants: Variant[] = [
  { name: "all signals", rules: storyRules, descriptions: true },
  { name: "no descriptions", rules: storyRules, descriptions: false },
  {
    name: "stories of several articles never merge",
    rules: {
      ...storyRules,
      grouping: { ...storyRules.grouping, minCosineEvents: Number.POSITIVE_INFINITY },
    },
    descriptions: true,
  },
  {
    name: "no grouping",
    rules: {
      ...storyRules,
      grouping: {
        ...storyRules.grouping,
        minCosine: Number.POSITIVE_INFINITY,
        minCosineEvents: Number.POSITIVE_INFINITY,
      },
    },
    descriptions: true,
  },
  {
    name: "groups of one subject never kept apart by their angles",
    rules: {
      ...storyRules,
      grouping: {
        ...storyRules.grouping,
        angles: { ...storyRules.grouping.angles, evidence: Number.POSITIVE_INFINITY },
      },
    },
    descriptions: true,
  },
  {
    name: "reports of one headline never rehomed",
    rules: {
      ...storyRules,
      grouping: { ...storyRules.grouping, rehomeShare: Number.POSITIVE_INFINITY },
    },
    descriptions: true,
  },
  {
    name: "subjects weigh by their rarity",
    rules: { ...storyRules, grouping: { ...storyRules.grouping, subjectsWeighFully: false } },
    descriptions: true,
  },
  {
    name: "a word one article names is a subject",
    rules: { ...storyRules, grouping: { ...storyRules.grouping, subjectNaming: 0 } },
    descriptions: true,
  },
  {
    name: "a subject's articles stop at the generic limit",
    rules: { ...storyRules, grouping: { ...storyRules.grouping, subjectShare: 0 } },
    descriptions: true,
  },
  {
    name: "no fading with time apart",
    rules: {
      ...storyRules,
      grouping: {
        ...storyRules.grouping,
        apart: { ...storyRules.grouping.apart, graceMs: Number.POSITIVE_INFINITY },
      },
    },
    descriptions: true,
  },
  {
    name: "names weigh as words",
    rules: { ...storyRules, kindWeights: [1, 1.5, 1] },
    descriptions: true,
  },
  {
    name: "figures weigh as words",
    rules: {
      ...storyRules,
      kindWeights: [1, 1, 2],
      minCoverWithFigure: storyRules.minCover,
    },
    descriptions: true,
  },
  {
    name: "no headline-alone cover",
    rules: { ...storyRules, minTitleEventCover: Number.POSITIVE_INFINITY },
    descriptions: true,
  },
  {
    name: "no follow-ups",
    rules: { ...storyRules, followUpWindowMs: -1 },
    descriptions: true,
  },
  {
    name: "follow-ups need no name",
    rules: { ...storyRules, followUpByName: false },
    descriptions: true,
  },
];

function score(variant: Variant, { headlines, acrossPublishers }: EvalPart): string {
  const clusters = new StoryClusters(variant.rules);
  for (const headline of headlines) {
    const { description: _, ...bare } = headline;
    clusters.add(variant.descriptions ? headline : bare);
  }
  const { precision, recall } = pairwiseScores(
    headlines.map((h) => h.event),
    headlines.map((h) => clusters.member(h.key)?.story.id ?? ""),
    acrossPublishers ? headlines.map((h) => h.publisher) : undefined,
  );
  return `${precision.toFixed(3)} / ${recall.toFixed(3)}`;
}

/** The table leaves out the parts that only join or copy others. */
const repeats = new Set(["e01-e64", "all", "wide blind wire", "wide blind x5"]);
const parts = evalParts().parts.filter((part) => !repeats.has(part.name));
console.log(`| variant | ${parts.map((part) => part.name).join(" | ")} |`);
console.log(`|---|${parts.map(() => "---").join("|")}|`);
for (const variant of variants)
  console.log(`| ${variant.name} | ${parts.map((part) => score(variant, part)).join(" | ")} |`);
