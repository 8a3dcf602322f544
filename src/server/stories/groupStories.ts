import type { Story, StoryMember } from "./clusterStories.ts";

/** What groupStories reads of the clustering's index. */
export interface GroupIndex {
  /** The articles using a word id. */
  postings(id: number): readonly StoryMember[];
  /** How telling a word id is now: its rarity (see StoryClusters.weightOf). */
  rarity(id: number): number;
  /** Whether a word id is a name (termKind.entity). */
  isName(id: number): boolean;
}

export interface GroupRules {
  /** The average cosine two groups' articles must reach to be one story. */
  minCosine: number;
  /** The same for two groups that each hold a story of several articles (an event). */
  minCosineEvents: number;
  /** Articles further apart than this are never one story. */
  windowMs: number;
  /** Posting lists longer than this (generic words) find no candidate. */
  generic: number;
  /** A word fewer than one article in this many uses weighs as much as the rarest. */
  rarity: number;
  /** A name at least this many publishers use is a subject, and weighs fully. */
  subjectPublishers: number;
  /** What a shared name fewer publishers use counts for, against its weight (termWeights). */
  sharedLocalName: number;
}

/** A story in the making: some of the rules' stories, with what agglomeration needs. */
interface Group {
  stories: Story[];
  size: number;
  /** Holds a story of several articles (an event): see minCosineEvents. */
  settled: boolean;
  publishers: Set<string>;
  first: number;
  last: number;
  /** Neighbour's slot -> the sum of the cosines of every pair of their articles. */
  sums: Map<number, number>;
  /** Bumped by each merge: a queued candidate made before is stale. */
  version: number;
}

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
 * rules. By average-linkage agglomeration, the two groups whose articles are most alike on
 * average (the cosine of their terms, weighted by kind, place and rarity: see termWeights)
 * merge while that average reaches minCosine, and only where the two share a subject: a
 * name that subjectPublishers publishers or more use. Elsewhere the rules alone decide.
 *
 * Precision first: a story of several articles is an event already, so two of them merge
 * only at minCosineEvents (wire copies of two angles of one story); no two groups that share
 * a publisher merge (its follow-ups are the rules' to judge), nor articles further apart
 * than the window.
 * Returns the representative of each story that was grouped with others: the earliest story
 * of several articles in its group, else its earliest. Each call starts afresh, so arrival
 * order does not decide.
 */
export function groupStories(
  stories: Iterable<Story>,
  index: GroupIndex,
  rules: GroupRules,
): Map<Story, Story> {
  const weights = termWeights(index, rules);
  // Only stories with a subject can merge: only they get a group.
  const groups: Group[] = [];
  for (const story of stories) {
    story.slot = -1;
    if (story.members.some((member) => member.wordIds.some(weights.isSubject)))
      groupFor(story, groups);
  }
  addRows(groups, index.postings, weights, rules.generic);

  const queue: Candidate[] = [];
  const consider = (a: number, b: number, sum: number) => {
    const ga = groups[a] as Group;
    const gb = groups[b] as Group;
    const similarity = sum / (ga.size * gb.size);
    const least = ga.settled && gb.settled ? rules.minCosineEvents : rules.minCosine;
    if (similarity >= least && mayMerge(ga, gb, rules.windowMs))
      push(queue, { similarity, a, b, versions: ga.version + gb.version });
  };
  for (let a = 0; a < groups.length; a++)
    for (const [b, sum] of (groups[a] as Group).sums) if (a < b) consider(a, b, sum);
  const gone = new Uint8Array(groups.length);
  for (let next = pop(queue); next; next = pop(queue)) {
    const { a, b } = next;
    const ga = groups[a] as Group;
    const gb = groups[b] as Group;
    if (gone[a] || gone[b] || next.versions !== ga.version + gb.version) continue;
    // a takes in b: the sums of their pairs with a third group add up.
    gone[b] = 1;
    ga.stories.push(...gb.stories);
    ga.size += gb.size;
    ga.settled ||= gb.settled;
    for (const publisher of gb.publishers) ga.publishers.add(publisher);
    ga.first = Math.min(ga.first, gb.first);
    ga.last = Math.max(ga.last, gb.last);
    ga.version += gb.version + 1;
    ga.sums.delete(b);
    for (const [c, sum] of gb.sums) {
      if (c === a) continue;
      const gc = groups[c] as Group;
      gc.sums.delete(b);
      const total = (ga.sums.get(c) ?? 0) + sum;
      ga.sums.set(c, total);
      gc.sums.set(a, total);
    }
    for (const [c, sum] of ga.sums) consider(a, c, sum);
  }

  const representative = new Map<Story, Story>();
  for (let slot = 0; slot < groups.length; slot++) {
    const group = groups[slot] as Group;
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
 * Pairs less alike than this on average are left out: they would barely move an average,
 * and would be most of the pairs kept.
 */
const noiseCosine = 0.1;

/**
 * The rows of the similarity matrix that can matter: each group's with every group an
 * article sharing one of its members' non-generic terms is in (each pair once), summed in a
 * dense scratch row, then kept on both sides when the two share a subject.
 */
function addRows(
  groups: Group[],
  postings: (id: number) => readonly StoryMember[],
  { vectorOf, sharedWeight, isSubject }: TermWeights,
  generic: number,
): void {
  const row = new Float64Array(groups.length);
  const bySubject = new Uint8Array(groups.length);
  const touched: number[] = [];
  for (let slot = 0; slot < groups.length; slot++) {
    const group = groups[slot] as Group;
    for (const member of (group.stories[0] as Story).members) {
      // Without a subject it shares none with anyone: no pair of its is kept.
      if (!member.wordIds.some(isSubject)) continue;
      const vector = vectorOf(member);
      for (let i = 0; i < member.wordIds.length; i++) {
        const id = member.wordIds[i] as number;
        const list = postings(id);
        if (list.length > generic) continue;
        const weight = (vector[i] as number) * sharedWeight(id);
        const subject = isSubject(id);
        for (const other of list) {
          const theirs = other.event.slot;
          // A pair is summed from the side with the lower slot (-1: a story with no subject).
          if (theirs <= slot) continue;
          if (row[theirs] === 0) touched.push(theirs);
          if (subject) bySubject[theirs] = 1;
          row[theirs] =
            (row[theirs] as number) +
            weight * (vectorOf(other)[other.wordIds.indexOf(id)] as number);
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
      if (sum < noiseCosine * group.size * (groups[theirs] as Group).size) continue;
      group.sums.set(theirs, sum);
      (groups[theirs] as Group).sums.set(slot, sum);
    }
    touched.length = 0;
  }
}

/** termWeights' call counter: a member's groupVector is current when its groupPass is. */
let passes = 0;

/** How grouping weighs terms (see termWeights). */
interface TermWeights {
  /** An article's terms, weighted by kind, place and rarity, scaled to length 1. */
  vectorOf(member: StoryMember): Float64Array;
  /** How much of its weight a term counts for when two articles share it. */
  sharedWeight(id: number): number;
  /** Whether a term is a name many publishers use: the subject of a broad story. */
  isSubject(id: number): boolean;
}

/**
 * Terms as grouping weighs them (made once a call): kind and place (StoryMember.factors)
 * times rarity, which saturates: among thousands of articles a word two use and one fifty
 * use both name a subject, and uncapped, one rare name outweighs the rest. A name that few
 * publishers use (a town, a firm, a person) counts fully where two articles differ, but only
 * in part where they share it: another name says "another event" ("Chile quake" / "Peruvian
 * quake"), while one shared name alone does not say "the same" (the airline's order, then
 * its fine). A name many publishers use is the subject of a broad story ("Cavendale" in its
 * recall's analysis, market moves and apologies), whose reports often share nothing else.
 */
function termWeights(index: GroupIndex, rules: GroupRules): TermWeights {
  const mostTelling = Math.log(1 + rules.rarity);
  const subjects = new Map<number, boolean>();
  const isSubject = (id: number): boolean => {
    if (!index.isName(id)) return false;
    let subject = subjects.get(id);
    if (subject === undefined) {
      const publishers = new Set(index.postings(id).map((member) => member.publisher)).size;
      subject = publishers >= rules.subjectPublishers;
      subjects.set(id, subject);
    }
    return subject;
  };
  const sharedWeight = (id: number): number =>
    index.isName(id) && !isSubject(id) ? rules.sharedLocalName : 1;
  const pass = ++passes;
  const vectorOf = (member: StoryMember): Float64Array => {
    if (member.groupPass === pass) return member.groupVector;
    const vector = new Float64Array(member.wordIds.length);
    let squares = 0;
    for (let i = 0; i < vector.length; i++) {
      const rarity = Math.min(mostTelling, index.rarity(member.wordIds[i] as number));
      const weight = rarity * (member.factors[i] as number);
      vector[i] = weight;
      squares += weight * weight;
    }
    const length = Math.sqrt(squares) || 1;
    for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) / length;
    member.groupVector = vector;
    member.groupPass = pass;
    return vector;
  };
  return { vectorOf, sharedWeight, isSubject };
}

/** A new group of one story, at the story's slot. */
function groupFor(story: Story, groups: Group[]): void {
  story.slot = groups.length;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const member of story.members) {
    first = Math.min(first, member.seenAt);
    last = Math.max(last, member.seenAt);
  }
  groups.push({
    stories: [story],
    size: story.members.length,
    settled: story.members.length > 1,
    publishers: new Set(story.publishers.keys()),
    first,
    last,
    sums: new Map(),
    version: 0,
  });
}

function mayMerge(a: Group, b: Group, windowMs: number): boolean {
  if (Math.max(a.last, b.last) - Math.min(a.first, b.first) > windowMs) return false;
  for (const publisher of a.publishers) if (b.publishers.has(publisher)) return false;
  return true;
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
