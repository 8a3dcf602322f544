import type { Story, StoryMember } from "./story.ts";
import type { GroupRules } from "./storyRules.ts";
import type { TermWeights } from "./termWeights.ts";

/** A story in the making (see groupStories): some of the rules' stories, and their sums. */
export interface StoryGroup {
  stories: Story[];
  size: number;
  /** Holds a story of several articles (an event): see GroupRules.minCosineEvents. */
  settled: boolean;
  publishers: Set<string>;
  first: number;
  last: number;
  /** The sum of its articles' weighted terms (term id -> weight), and that sum's length. */
  centroid: Map<number, number>;
  length: number;
  /** The slots of the groups it may merge with: they share a subject (see addNeighbours). */
  neighbours: Set<number>;
  /** Bumped by each merge: a queued candidate made before is stale. */
  version: number;
  /** How many distinct headlines it holds (copies count once: see distinctTitles). */
  titles: number;
  /**
   * Over its distinct headlines, their terms but subjects (weighted as in the centroid):
   * their sum (what the group says beyond its subjects, its angle), that sum's squared
   * length, and the sum of each headline's squared length. See angleWithin, angleAcross.
   */
  angle: Map<number, number>;
  angleSquare: number;
  headlineSquares: number;
}

/**
 * A group of one story, its centroid summed from its articles' vectors (termWeights), its
 * angle from its distinct headlines' terms but subjects.
 */
export function groupOf(
  story: Story,
  { vectorOf, isSubject }: Pick<TermWeights, "vectorOf" | "isSubject">,
): StoryGroup {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  const centroid = new Map<number, number>();
  const angle = new Map<number, number>();
  let headlineSquares = 0;
  // Most stories are one report: no set to make.
  const titles = story.members.length > 1 ? distinctTitles(story) : undefined;
  for (const member of story.members) {
    first = Math.min(first, member.seenAt);
    last = Math.max(last, member.seenAt);
    const vector = vectorOf(member);
    const distinct = titles?.has(member) ?? true;
    for (let i = 0; i < vector.length; i++) {
      const id = member.wordIds[i] as number;
      const weight = vector[i] as number;
      centroid.set(id, (centroid.get(id) ?? 0) + weight);
      if (!distinct || isSubject(id)) continue;
      angle.set(id, (angle.get(id) ?? 0) + weight);
      headlineSquares += weight * weight;
    }
  }
  return {
    stories: [story],
    size: story.members.length,
    settled: story.members.length > 1,
    publishers: new Set(story.publishers.keys()),
    first,
    last,
    centroid,
    length: lengthOf(centroid),
    neighbours: new Set(),
    version: 0,
    titles: titles?.size ?? 1,
    angle,
    angleSquare: lengthOf(angle) ** 2,
    headlineSquares,
  };
}

/**
 * A story's members that each first write a headline: wire copies, and their numbered
 * updates ("UPDATE 1-", "UPDATE 2-"), say the same words but figures, and count once.
 */
export function distinctTitles(story: Story): Set<StoryMember> {
  const seen = new Set<string>();
  const distinct = new Set<StoryMember>();
  for (const member of story.members) {
    const words: number[] = [];
    for (let i = 0; i < member.wordIds.length; i++)
      if (member.units[i] === 1 && !member.titleFigures.includes(member.words[i] as string))
        words.push(member.wordIds[i] as number);
    const key = words.sort((x, y) => x - y).join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.add(member);
  }
  return distinct;
}

/** `a` takes in `b`: their stories, publishers, times and centroids add up (not neighbours). */
export function mergeInto(a: StoryGroup, b: StoryGroup): void {
  a.stories.push(...b.stories);
  a.size += b.size;
  a.settled ||= b.settled;
  for (const publisher of b.publishers) a.publishers.add(publisher);
  a.first = Math.min(a.first, b.first);
  a.last = Math.max(a.last, b.last);
  a.version += b.version + 1;
  for (const [id, weight] of b.centroid) a.centroid.set(id, (a.centroid.get(id) ?? 0) + weight);
  a.length = lengthOf(a.centroid);
  a.titles += b.titles;
  a.angleSquare += b.angleSquare + 2 * dotOf(a.angle, b.angle);
  for (const [id, weight] of b.angle) a.angle.set(id, (a.angle.get(id) ?? 0) + weight);
  a.headlineSquares += b.headlineSquares;
}

/**
 * Whether two groups may be one story at all: no article of the one further than the
 * window from one of the other's, and no publisher in both (its follow-ups are the rules'
 * to judge).
 */
export function mayMerge(a: StoryGroup, b: StoryGroup, windowMs: number): boolean {
  if (Math.max(a.last, b.last) - Math.min(a.first, b.first) > windowMs) return false;
  const [fewer, more] = a.publishers.size <= b.publishers.size ? [a, b] : [b, a];
  for (const publisher of fewer.publishers) if (more.publishers.has(publisher)) return false;
  return true;
}

/** The cosine of two groups' centroids; a shared term counts its sharedWeight. */
export function cosine(a: StoryGroup, b: StoryGroup, sharedWeight: (id: number) => number): number {
  const [small, large] = a.centroid.size <= b.centroid.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [id, weight] of small.centroid) {
    const theirs = large.centroid.get(id);
    if (theirs !== undefined) dot += weight * theirs * sharedWeight(id);
  }
  return dot / (a.length * b.length);
}

/**
 * How much two groups' likeness counts, by the time between them (see GroupRules.apart): a
 * subject's next story (the console's recall, days after its launch) is mostly other news,
 * and its reports, much like the launch's in words, must not join the launch's story.
 */
export function nearness(
  a: Pick<StoryGroup, "first" | "last">,
  b: Pick<StoryGroup, "first" | "last">,
  { graceMs, fadeMs }: GroupRules["apart"],
): number {
  const gap = Math.max(a.first, b.first) - Math.min(a.last, b.last);
  return Math.min(1, Math.max(0, 1 - (gap - graceMs) / fadeMs));
}

/**
 * How alike two of a group's distinct headlines are beyond subjects, on average (the mean
 * dot of their angles); 0 for a group of one headline, which says nothing of how alike its
 * story's headlines are.
 */
export function angleWithin(group: StoryGroup): number {
  if (group.titles < 2) return 0;
  const pairs = group.titles * (group.titles - 1);
  return Math.max(0, group.angleSquare - group.headlineSquares) / pairs;
}

/** The same of a headline of the one group and a headline of the other. */
export function angleAcross(a: StoryGroup, b: StoryGroup): number {
  return dotOf(a.angle, b.angle) / (a.titles * b.titles);
}

/** The dot product of two sparse vectors. */
function dotOf(a: Map<number, number>, b: Map<number, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [id, weight] of small) {
    const theirs = large.get(id);
    if (theirs !== undefined) dot += weight * theirs;
  }
  return dot;
}

function lengthOf(centroid: Map<number, number>): number {
  let squares = 0;
  for (const weight of centroid.values()) squares += weight * weight;
  return Math.sqrt(squares) || 1;
}
