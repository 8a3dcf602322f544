import { addNeighbours } from "./addNeighbours.ts";
import type { Story } from "./story.ts";
import { cosine, groupOf, mayMerge, mergeInto, nearness, type StoryGroup } from "./storyGroup.ts";
import type { StoryRules } from "./storyRules.ts";
import { termWeights } from "./termWeights.ts";
import type { WordIndex } from "./wordIndex.ts";

/** Two groups that may merge, as queued: stale once either has merged since (versions). */
interface Candidate {
  similarity: number;
  a: number;
  b: number;
  versions: number;
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
 * Returns the representative of each story that was grouped with others: the earliest story
 * of several articles in its group, else its earliest. Each call starts afresh, so arrival
 * order does not decide.
 */
export function groupStories(
  stories: Iterable<Story>,
  index: WordIndex,
  rules: StoryRules,
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
      groups.push(groupOf(story, weights.vectorOf));
    }
  const generic = index.genericLength();
  const longest = Math.max(generic, grouping.subjectShare * index.articles);
  addNeighbours(groups, slots, index, weights, {
    generic,
    longest,
    noiseCosine: grouping.noiseCosine,
  });

  const queue: Candidate[] = [];
  const consider = (a: number, b: number) => {
    const ga = groups[a] as StoryGroup;
    const gb = groups[b] as StoryGroup;
    const least = ga.settled && gb.settled ? grouping.minCosineEvents : grouping.minCosine;
    if (!mayMerge(ga, gb, rules.windowMs)) return;
    const similarity = cosine(ga, gb, weights.sharedWeight) * nearness(ga, gb, grouping.apart);
    if (similarity >= least) push(queue, { similarity, a, b, versions: ga.version + gb.version });
  };
  for (let a = 0; a < groups.length; a++)
    for (const b of (groups[a] as StoryGroup).neighbours) if (a < b) consider(a, b);
  const gone = new Uint8Array(groups.length);
  for (let next = pop(queue); next; next = pop(queue)) {
    const { a, b } = next;
    const ga = groups[a] as StoryGroup;
    const gb = groups[b] as StoryGroup;
    if (gone[a] || gone[b] || next.versions !== ga.version + gb.version) continue;
    gone[b] = 1;
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
