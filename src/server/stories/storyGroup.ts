import type { Story, StoryMember } from "./story.ts";
import type { GroupRules } from "./storyRules.ts";

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
}

/** A group of one story, its centroid summed from its articles' vectors (termWeights). */
export function groupOf(story: Story, vectorOf: (member: StoryMember) => Float64Array): StoryGroup {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  const centroid = new Map<number, number>();
  for (const member of story.members) {
    first = Math.min(first, member.seenAt);
    last = Math.max(last, member.seenAt);
    const vector = vectorOf(member);
    for (let i = 0; i < vector.length; i++) {
      const id = member.wordIds[i] as number;
      centroid.set(id, (centroid.get(id) ?? 0) + (vector[i] as number));
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
  };
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
  a: StoryGroup,
  b: StoryGroup,
  { graceMs, fadeMs }: GroupRules["apart"],
): number {
  const gap = Math.max(a.first, b.first) - Math.min(a.last, b.last);
  return Math.min(1, Math.max(0, 1 - (gap - graceMs) / fadeMs));
}

function lengthOf(centroid: Map<number, number>): number {
  let squares = 0;
  for (const weight of centroid.values()) squares += weight * weight;
  return Math.sqrt(squares) || 1;
}
