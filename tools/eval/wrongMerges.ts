/**
 * `npm run eval:stories -- --wrong "<part>" [--among]`: where a part's wrong merges come
 * from (issue 37). The wrong pairs (of two publishers, on the parts scored so) of the
 * stories shown, told apart by what made them: the rules (one event holding two labelled
 * stories) or grouping. Then the stories shown that mix labelled stories, and grouping's
 * merges that joined two labelled stories, most wrong pairs first, each with the cosine it
 * merged at, both sides (articles, distinct headlines, whether it held an event, labels)
 * and the terms that made most of that cosine (a subject marked *, a name fewer publishers
 * use ~); the pairs kept apart as two stories of one subject, and the reports rehomed, are
 * counted. Read a held-out part's mistakes to diagnose a rule, never to fit a number to it.
 */
import type { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import { groupStories } from "../../src/server/stories/groupStories.ts";
import type { Story } from "../../src/server/stories/story.ts";
import type { StoryGroup } from "../../src/server/stories/storyGroup.ts";
import { storyRules } from "../../src/server/stories/storyRules.ts";
import { termWeights } from "../../src/server/stories/termWeights.ts";
import type { WordIndex } from "../../src/server/stories/wordIndex.ts";
import type { EvalPart } from "./evalParts.ts";
import type { LabelledHeadline } from "./evalSet.ts";

interface Merge {
  wrong: number;
  text: string;
}

/** Prints where the wrong merges of a part, clustered in `clusters`, come from. */
export function wrongMerges(part: EvalPart, clusters: StoryClusters, shown = 12): void {
  // The clusters' own index and stories (private: a diagnosis reads them as they are), to
  // regroup them as member() did, this time watched.
  const { index, byId } = clusters as unknown as { index: WordIndex; byId: Map<string, Story> };
  const words = new Map<number, string>();
  for (const [word, id] of (index as unknown as { ids: Map<string, number> }).ids)
    words.set(id, word);
  const label = new Map<string, LabelledHeadline>();
  for (const headline of part.headlines) label.set(headline.key, headline);
  const counted = (a: LabelledHeadline, b: LabelledHeadline) =>
    !part.acrossPublishers || a.publisher !== b.publisher;
  const wrongAcross = (ours: readonly LabelledHeadline[], theirs: readonly LabelledHeadline[]) => {
    let wrong = 0;
    for (const a of ours) for (const b of theirs) if (a.event !== b.event && counted(a, b)) wrong++;
    return wrong;
  };
  const labelled = (stories: readonly Story[]) =>
    stories.flatMap((story) => story.members.flatMap((m) => label.get(m.key) ?? []));
  const tally = (headlines: readonly LabelledHeadline[]) => {
    const count = new Map<string, number>();
    for (const h of headlines) count.set(h.event, (count.get(h.event) ?? 0) + 1);
    return [...count]
      .sort((x, y) => y[1] - x[1])
      .map(([event, n]) => `${event}×${n}`)
      .join(" ");
  };

  // The rules' wrong pairs: two labelled stories in one event.
  let byRules = 0;
  const mixedEvents: string[] = [];
  for (const event of byId.values()) {
    const ours = labelled([event]);
    let wrong = 0;
    for (let i = 0; i < ours.length; i++)
      wrong += wrongAcross([ours[i] as LabelledHeadline], ours.slice(i + 1));
    if (wrong === 0) continue;
    byRules += wrong;
    mixedEvents.push(
      `  ${wrong} wrong pairs in one event:\n${ours.map((h) => `    [${h.event}] ${h.title}`).join("\n")}`,
    );
  }

  // The stories shown, as member() gives them.
  const shownStories = new Map<string, LabelledHeadline[]>();
  for (const h of part.headlines) {
    const id = clusters.member(h.key)?.story.id ?? "";
    shownStories.set(id, [...(shownStories.get(id) ?? []), h]);
  }
  let total = 0;
  const mixed: [number, string][] = [];
  for (const headlines of shownStories.values()) {
    let wrong = 0;
    for (let i = 0; i < headlines.length; i++)
      wrong += wrongAcross([headlines[i] as LabelledHeadline], headlines.slice(i + 1));
    total += wrong;
    if (wrong > 0) mixed.push([wrong, `  ${wrong} wrong pairs: ${tally(headlines)}`]);
  }

  const weights = termWeights(index, storyRules.grouping);
  const mark = (id: number) => (weights.isSubject(id) ? "*" : index.isName(id) ? "~" : "");
  const describe = (group: StoryGroup) =>
    `${group.size} articles/${group.titles} headlines${group.settled ? " (event)" : ""} [${tally(labelled(group.stories))}]`;
  const merges: Merge[] = [];
  let keptApart = 0;
  let rehomed = 0;
  let rehomedRight = 0;
  groupStories(byId.values(), index, storyRules, {
    merged(a, b, similarity) {
      const wrong = wrongAcross(labelled(a.stories), labelled(b.stories));
      if (wrong === 0) return;
      const terms: [number, number][] = [];
      for (const [id, weight] of a.centroid) {
        const theirs = b.centroid.get(id);
        if (theirs !== undefined)
          terms.push([id, (weight * theirs * weights.sharedWeight(id)) / (a.length * b.length)]);
      }
      terms.sort((x, y) => y[1] - x[1]);
      const lone = (group: StoryGroup) =>
        group.titles === 1 ? `\n      "${group.stories[0]?.members[0]?.title}"` : "";
      merges.push({
        wrong,
        text:
          `  ${wrong} wrong pairs, cosine ${similarity.toFixed(3)}: ${describe(a)} + ${describe(b)}${lone(a)}${lone(b)}\n      through ` +
          terms
            .slice(0, 6)
            .map(([id, share]) => `${words.get(id)}${mark(id)} ${share.toFixed(3)}`)
            .join(", "),
      });
    },
    keptApart() {
      keptApart++;
    },
    rehomed(story, _from, to) {
      const [report] = labelled([story]);
      if (!report) return;
      rehomed++;
      const theirs = labelled(to.stories);
      if (theirs.filter((h) => h.event === report.event).length > theirs.length / 2) rehomedRight++;
    },
  });
  console.log(
    `${part.name}: ${total} wrong pairs, ${byRules} made by the rules, the rest by grouping; ${keptApart} pairs of groups kept apart; ${rehomed} of the part's reports rehomed (${rehomedRight} into a group mostly of their story)`,
  );
  for (const text of mixedEvents.slice(0, shown)) console.log(text);
  console.log("stories shown that mix labelled stories:");
  for (const [, text] of mixed.sort((x, y) => y[0] - x[0]).slice(0, shown)) console.log(text);
  console.log("grouping's merges that joined two labelled stories:");
  for (const merge of merges.sort((x, y) => y.wrong - x.wrong).slice(0, shown))
    console.log(merge.text);
}
