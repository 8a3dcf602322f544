import type { Story } from "./story.ts";
import type { StoryGroup } from "./storyGroup.ts";
import type { TermWeights } from "./termWeights.ts";
import type { WordIndex } from "./wordIndex.ts";

/** Which posting lists addNeighbours reads, and the pairs it keeps. */
export interface NeighbourLimits {
  /** A subject's posting list counts up to this many articles (a broad story's name). */
  longest: number;
  /** Other terms' up to this many (see WordIndex.genericLength). */
  generic: number;
  /** See GroupRules.noiseCosine. */
  noiseCosine: number;
}

/**
 * Each group's neighbours (the groups it may merge with): the groups an article sharing one
 * of its members' terms is in, when the two share a subject and their articles are alike
 * past noiseCosine on average (each pair found once, summed in a dense scratch row). The
 * groups are still one story each: `slots` maps a story's id to its group's slot.
 */
export function addNeighbours(
  groups: readonly StoryGroup[],
  slots: ReadonlyMap<string, number>,
  index: WordIndex,
  { vectorOf, sharedWeight, isSubject }: TermWeights,
  limits: NeighbourLimits,
): void {
  const sharersOf = sharers(slots, index, vectorOf);
  const row = new Float64Array(groups.length);
  const bySubject = new Uint8Array(groups.length);
  const touched: number[] = [];
  for (let slot = 0; slot < groups.length; slot++) {
    const group = groups[slot] as StoryGroup;
    for (const member of (group.stories[0] as Story).members) {
      // Without a subject it shares none with anyone: no pair of its is kept.
      if (!member.wordIds.some(isSubject)) continue;
      const vector = vectorOf(member);
      for (let i = 0; i < member.wordIds.length; i++) {
        const id = member.wordIds[i] as number;
        const subject = isSubject(id);
        if (index.postings(id).length > (subject ? limits.longest : limits.generic)) continue;
        const weight = (vector[i] as number) * sharedWeight(id);
        const { at, weights } = sharersOf(id);
        for (let j = 0; j < at.length; j++) {
          const theirs = at[j] as number;
          // A pair is summed from the side with the lower slot.
          if (theirs <= slot) continue;
          if (row[theirs] === 0) touched.push(theirs);
          if (subject) bySubject[theirs] = 1;
          row[theirs] = (row[theirs] as number) + weight * (weights[j] as number);
        }
      }
    }
    for (const theirs of touched) {
      const sum = row[theirs] as number;
      const shareSubject = bySubject[theirs] === 1;
      row[theirs] = 0;
      bySubject[theirs] = 0;
      // Only reports of one subject group: elsewhere the rules alone decide.
      if (!shareSubject) continue;
      if (sum < limits.noiseCosine * group.size * (groups[theirs] as StoryGroup).size) continue;
      group.neighbours.add(theirs);
      (groups[theirs] as StoryGroup).neighbours.add(slot);
    }
    touched.length = 0;
  }
}

/** The grouped articles using a word, in posting order: their slots, and its weight in each. */
interface Sharers {
  at: number[];
  weights: number[];
}

/**
 * Per word id, made once a call: a word is in many articles of a broad story, and each
 * reads the same list (articles of stories with no subject left out).
 */
function sharers(
  slots: ReadonlyMap<string, number>,
  index: WordIndex,
  vectorOf: TermWeights["vectorOf"],
): (id: number) => Sharers {
  const byWord = new Map<number, Sharers>();
  return (id) => {
    let found = byWord.get(id);
    if (found) return found;
    found = { at: [], weights: [] };
    for (const other of index.postings(id)) {
      const theirs = slots.get(other.event.id);
      if (theirs === undefined) continue;
      found.at.push(theirs);
      found.weights.push(vectorOf(other)[other.wordIds.indexOf(id)] as number);
    }
    byWord.set(id, found);
    return found;
  };
}
