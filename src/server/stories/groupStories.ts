import { addNeighbours } from "./addNeighbours.ts";
import type { Story, StoryMember } from "./story.ts";
import {
  angleAcross,
  angleWithin,
  cosine,
  distinctTitles,
  groupOf,
  mayMerge,
  mergeInto,
  nearness,
  type StoryGroup,
} from "./storyGroup.ts";
import type { GroupRules, StoryRules } from "./storyRules.ts";
import { type TermWeights, termWeights } from "./termWeights.ts";
import type { WordIndex } from "./wordIndex.ts";

/** A report rehome moves. */
interface Move {
  story: Story;
  from: StoryGroup;
  to: StoryGroup;
}

/** What rehome reads: the groups as merged, and per group its term uses, made once. */
interface RehomeContext {
  groups: readonly StoryGroup[];
  apart: (a: StoryGroup, b: StoryGroup) => boolean;
  weights: TermWeights;
  grouping: GroupRules;
  windowMs: number;
  uses: Map<StoryGroup, Map<number, number>>;
}

/** Two groups that may merge, as queued: stale once either has merged since (versions). */
interface Candidate {
  similarity: number;
  a: number;
  b: number;
  versions: number;
}

/** What a caller may watch of a regroup (tools/eval/wrongMerges.ts), in its order. */
export interface GroupObserver {
  merged?(into: StoryGroup, from: StoryGroup, similarity: number): void;
  /** Two groups alike enough to merge, kept apart as two stories of one subject. */
  keptApart?(a: StoryGroup, b: StoryGroup, similarity: number): void;
  rehomed?(story: Story, from: StoryGroup, to: StoryGroup): void;
}

/**
 * Groups the rules' stories (see StoryClusters) into the stories the site shows: broad
 * stories, as an aggregator's are. A recall's analysis, its market moves and the chief
 * executive's apology mostly share the carmaker's name and nothing else, too little for the
 * rules. By centroid-linkage agglomeration, the two groups whose centroids are most alike
 * (the cosine of the sums of their articles' terms, weighted by kind, place and rarity: see
 * termWeights) merge while it reaches minCosine, and only where the two share a subject: a
 * name that subjectPublishers publishers or more use. Elsewhere the rules alone decide.
 * A centroid, unlike the average of every pair, grows surer of what a story is about as it
 * grows: the carmaker's name dominates it, so a lone market report that names the carmaker
 * fits a story of hundreds (average linkage left the largest stories in pieces).
 *
 * Precision first: a story of several articles is an event already, so two of them merge
 * only at minCosineEvents (wire copies of two angles of one story); groups far apart in
 * time count less alike (see nearness); no two groups that share a publisher merge (its
 * follow-ups are the rules' to judge), nor articles further apart than the window.
 * A subject is not a story: a carmaker's recall and its pickup's launch share the name and
 * little else, and as a centroid grows the name dominates it, so any two groups of the
 * carmaker came to look alike. So two groups that each say something of their own beyond
 * their subjects, and say different things, stay apart (see `apart`); and once grouped, a
 * report of one headline goes to whichever of such groups states more of it (`rehome`):
 * the order of merges, not the report, had decided where it went.
 * Returns the representative of each story that was grouped with others: the earliest story
 * of several articles in its group, else its earliest. Each call starts afresh, so arrival
 * order does not decide.
 */
export function groupStories(
  stories: Iterable<Story>,
  index: WordIndex,
  rules: StoryRules,
  observer?: GroupObserver,
): Map<Story, Story> {
  const { grouping } = rules;
  const weights = termWeights(index, grouping);
  // Only stories with a subject can merge: only they get a group, at a slot. Slots are by
  // story id: a string keeps its hash, while an object first used as a map key needs one
  // made (a tenth more for the first regroup of 5,000 articles).
  const groups: StoryGroup[] = [];
  const slots = new Map<string, number>();
  for (const story of stories)
    if (story.members.some((member) => member.wordIds.some(weights.isSubject))) {
      slots.set(story.id, groups.length);
      groups.push(groupOf(story, weights));
    }
  const generic = index.genericLength();
  const longest = Math.max(generic, grouping.subjectShare * index.articles);
  addNeighbours(groups, slots, index, weights, {
    generic,
    longest,
    noiseCosine: grouping.noiseCosine,
  });

  const queue: Candidate[] = [];
  /**
   * Whether two groups are two stories of one subject: across, their headlines are less than
   * angles.ratio as alike beyond subjects as within the less consistent of the two, and that
   * consistency would have made enough likeness across (angles.evidence) for its absence to
   * tell. A group of one headline has no consistency to tell: it is never apart.
   */
  const apart = (ga: StoryGroup, gb: StoryGroup): boolean => {
    if (ga.titles < 2 || gb.titles < 2) return false;
    // Two parts of one story are, across, about as alike as within the less consistent one.
    const within = Math.min(angleWithin(ga), angleWithin(gb));
    if (within * ga.titles * gb.titles < grouping.angles.evidence) return false;
    return angleAcross(ga, gb) < grouping.angles.ratio * within;
  };
  /** How alike two groups are, if they may merge at all, else 0. */
  const similarityOf = (ga: StoryGroup, gb: StoryGroup): number => {
    const least = ga.settled && gb.settled ? grouping.minCosineEvents : grouping.minCosine;
    if (!mayMerge(ga, gb, rules.windowMs)) return 0;
    const similarity = cosine(ga, gb, weights.sharedWeight) * nearness(ga, gb, grouping.apart);
    return similarity >= least ? similarity : 0;
  };
  const consider = (a: number, b: number) => {
    const ga = groups[a] as StoryGroup;
    const gb = groups[b] as StoryGroup;
    const similarity = similarityOf(ga, gb);
    if (similarity > 0) push(queue, { similarity, a, b, versions: ga.version + gb.version });
  };
  for (let a = 0; a < groups.length; a++)
    for (const b of (groups[a] as StoryGroup).neighbours) if (a < b) consider(a, b);
  const gone = new Uint8Array(groups.length);
  for (let next = pop(queue); next; next = pop(queue)) {
    const { a, b } = next;
    const ga = groups[a] as StoryGroup;
    const gb = groups[b] as StoryGroup;
    if (gone[a] || gone[b] || next.versions !== ga.version + gb.version) continue;
    // Judged when popped, the fewest times: the pair is as it was when queued.
    if (apart(ga, gb)) {
      observer?.keptApart?.(ga, gb, next.similarity);
      continue;
    }
    gone[b] = 1;
    observer?.merged?.(ga, gb, next.similarity);
    mergeInto(ga, gb);
    // a takes in b's neighbours too.
    ga.neighbours.delete(b);
    for (const c of gb.neighbours) {
      if (c === a) continue;
      const gc = groups[c] as StoryGroup;
      gc.neighbours.delete(b);
      ga.neighbours.add(c);
      gc.neighbours.add(a);
    }
    for (const c of ga.neighbours) consider(a, c);
  }
  // Every move is chosen from the groups as merged, then made.
  const moves: Move[] = [];
  const uses = new Map<StoryGroup, Map<number, number>>();
  const context = { groups, apart, weights, grouping, windowMs: rules.windowMs, uses };
  for (let slot = 0; slot < groups.length; slot++)
    if (!gone[slot]) moves.push(...rehome(groups[slot] as StoryGroup, context));
  for (const { story, from, to } of moves) {
    from.stories.splice(from.stories.indexOf(story), 1);
    to.stories.push(story);
    observer?.rehomed?.(story, from, to);
  }

  const representative = new Map<Story, Story>();
  for (let slot = 0; slot < groups.length; slot++) {
    const group = groups[slot] as StoryGroup;
    if (gone[slot] || group.stories.length === 1) continue;
    // The earliest event's, else the earliest report's: stable while that story lives.
    const chosen = group.stories.reduce((best, story) => {
      const event = story.members.length > 1;
      const bestEvent = best.members.length > 1;
      if (event !== bestEvent) return event ? story : best;
      return story.firstSeen < best.firstSeen ? story : best;
    });
    for (const story of group.stories) representative.set(story, chosen);
  }
  return representative;
}

/**
 * Moves each report of one headline (wire copies count once) of a group to the group, kept
 * apart from it (`apart`) but one the report could merge with (`joins`: no shared publisher,
 * within the window, alike enough), that states more of it: each of its terms (weighted as in the centroid) counts by the share of that group's
 * headlines using it, in full from rehomeShare; its own group is weighed without it. Such a
 * report mostly names the subject and little else, and joined whichever group of the
 * subject merged first; its other words tell which story it is. One pass, from the groups
 * as merged.
 */
function rehome(
  home: StoryGroup,
  { groups, apart, weights, grouping, windowMs, uses: usesBy }: RehomeContext,
): Move[] {
  if (home.stories.length === 1) return [];
  const rivals: StoryGroup[] = [];
  for (const c of home.neighbours) {
    const rival = groups[c] as StoryGroup;
    if (apart(home, rival)) rivals.push(rival);
  }
  if (rivals.length === 0) return [];
  // How much of a report a group states, a term in full once `share` of its headlines use it.
  const stated = (report: StoryMember, group: StoryGroup, own: number): number => {
    const titles = group.titles - own;
    if (titles <= 0) return 0;
    let uses = usesBy.get(group);
    if (!uses) {
      uses = usesOf(group);
      usesBy.set(group, uses);
    }
    const vector = weights.vectorOf(report);
    let said = 0;
    for (let i = 0; i < vector.length; i++) {
      const users = (uses.get(report.wordIds[i] as number) ?? 0) - own;
      const weight = vector[i] as number;
      said += weight * weight * Math.min(1, users / (grouping.rehomeShare * titles));
    }
    // The vector has length 1.
    return said;
  };
  const moves: Move[] = [];
  for (const story of home.stories) {
    const report = story.members[0];
    if (!report || (story.members.length > 1 && distinctTitles(story).size !== 1)) continue;
    let best = home;
    let most = stated(report, home, 1);
    for (const rival of rivals) {
      const said = stated(report, rival, 0);
      if (said > most && joins(story, report, rival)) {
        best = rival;
        most = said;
      }
    }
    if (best !== home) moves.push({ story, from: home, to: best });
  }
  return moves;

  /** Whether a report (of one headline, maybe copied) could join a group (see similarityOf). */
  function joins(story: Story, report: StoryMember, group: StoryGroup): boolean {
    for (const publisher of story.publishers.keys())
      if (group.publishers.has(publisher)) return false;
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const member of story.members) {
      first = Math.min(first, member.seenAt);
      last = Math.max(last, member.seenAt);
    }
    if (Math.max(last, group.last) - Math.min(first, group.first) > windowMs) return false;
    const vector = weights.vectorOf(report);
    let dot = 0;
    for (let i = 0; i < vector.length; i++) {
      const id = report.wordIds[i] as number;
      dot += (vector[i] as number) * (group.centroid.get(id) ?? 0) * weights.sharedWeight(id);
    }
    const least =
      story.members.length > 1 && group.settled ? grouping.minCosineEvents : grouping.minCosine;
    return (dot / group.length) * nearness({ first, last }, group, grouping.apart) >= least;
  }
}

/** Per term, how many of a group's distinct headlines use it. */
function usesOf(group: StoryGroup): Map<number, number> {
  const uses = new Map<number, number>();
  for (const story of group.stories)
    for (const member of story.members.length > 1 ? distinctTitles(story) : story.members)
      for (const id of member.wordIds) uses.set(id, (uses.get(id) ?? 0) + 1);
  return uses;
}

/** A binary max-heap on similarity. */
function push(heap: Candidate[], candidate: Candidate): void {
  heap.push(candidate);
  let at = heap.length - 1;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if ((heap[parent] as Candidate).similarity >= candidate.similarity) break;
    heap[at] = heap[parent] as Candidate;
    at = parent;
  }
  heap[at] = candidate;
}

function pop(heap: Candidate[]): Candidate | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0 || !last) return top;
  let at = 0;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= heap.length) break;
    const right = left + 1;
    const child =
      right < heap.length &&
      (heap[right] as Candidate).similarity > (heap[left] as Candidate).similarity
        ? right
        : left;
    if ((heap[child] as Candidate).similarity <= last.similarity) break;
    heap[at] = heap[child] as Candidate;
    at = child;
  }
  heap[at] = last;
  return top;
}
