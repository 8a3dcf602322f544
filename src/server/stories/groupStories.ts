import type { Story, StoryMember } from "./story.ts";

/** What groupStories reads of the clustering's index. */
export interface GroupIndex {
  /** The articles using a word id. */
  postings(id: number): readonly StoryMember[];
  /** How telling a word id is now: its rarity (see StoryClusters.weightOf). */
  rarity(id: number): number;
  /** Whether a word id is a name (termKind.entity). */
  isName(id: number): boolean;
  /** How many articles the window holds. */
  articles: number;
}

export interface GroupRules {
  /** The cosine of two groups' centroids that makes them one story. */
  minCosine: number;
  /** The same for two groups that each hold a story of several articles (an event). */
  minCosineEvents: number;
  /** Articles further apart than this are never one story. */
  windowMs: number;
  /** Posting lists longer than this (generic words) find no candidate, but a subject's. */
  generic: number;
  /** A subject more than this share of the window's articles use finds none either. */
  subjectShare: number;
  /** A word fewer than one article in this many uses weighs as much as the rarest. */
  rarity: number;
  /** A name at least this many publishers use is a subject. */
  subjectPublishers: number;
  /**
   * ...and at least this share of those whose capitals tell write it as a name: "bank" is
   * in most stories, and one "Bank of England" must not make it the subject of them all,
   * while "Google" opening a headline, or in a Title Cased one, says nothing either way.
   */
  subjectNaming: number;
  /** Whether a subject weighs as the rarest term (see termWeights), else by its rarity. */
  subjectsWeighFully: boolean;
  /** What a shared name fewer publishers use counts for, against its weight (termWeights). */
  sharedLocalName: number;
  /**
   * Two groups whose articles are further apart in time than `graceMs` (the gap between
   * the one's last and the other's first) count less alike, by a share of the gap beyond
   * it, down to nothing at `graceMs + fadeMs`.
   */
  apart: { graceMs: number; fadeMs: number };
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
  /** The sum of its articles' weighted terms (term id -> weight), and that sum's length. */
  centroid: Map<number, number>;
  length: number;
  /** The slots of the groups it may merge with: they share a subject. */
  neighbours: Set<number>;
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
  index: GroupIndex,
  rules: GroupRules,
): Map<Story, Story> {
  const weights = termWeights(index, rules);
  // Only stories with a subject can merge: only they get a group.
  const groups: Group[] = [];
  for (const story of stories) {
    story.slot = -1;
    if (story.members.some((member) => member.wordIds.some(weights.isSubject)))
      groupFor(story, groups, weights);
  }
  const longest = Math.max(rules.generic, rules.subjectShare * index.articles);
  addNeighbours(groups, index.postings, weights, { generic: rules.generic, longest });

  const queue: Candidate[] = [];
  const consider = (a: number, b: number) => {
    const ga = groups[a] as Group;
    const gb = groups[b] as Group;
    const least = ga.settled && gb.settled ? rules.minCosineEvents : rules.minCosine;
    if (!mayMerge(ga, gb, rules.windowMs)) return;
    const similarity = cosine(ga, gb, weights.sharedWeight) * nearness(ga, gb, rules.apart);
    if (similarity >= least) push(queue, { similarity, a, b, versions: ga.version + gb.version });
  };
  for (let a = 0; a < groups.length; a++)
    for (const b of (groups[a] as Group).neighbours) if (a < b) consider(a, b);
  const gone = new Uint8Array(groups.length);
  for (let next = pop(queue); next; next = pop(queue)) {
    const { a, b } = next;
    const ga = groups[a] as Group;
    const gb = groups[b] as Group;
    if (gone[a] || gone[b] || next.versions !== ga.version + gb.version) continue;
    // a takes in b: their centroids and neighbours add up.
    gone[b] = 1;
    ga.stories.push(...gb.stories);
    ga.size += gb.size;
    ga.settled ||= gb.settled;
    for (const publisher of gb.publishers) ga.publishers.add(publisher);
    ga.first = Math.min(ga.first, gb.first);
    ga.last = Math.max(ga.last, gb.last);
    ga.version += gb.version + 1;
    for (const [id, weight] of gb.centroid)
      ga.centroid.set(id, (ga.centroid.get(id) ?? 0) + weight);
    ga.length = lengthOf(ga.centroid);
    ga.neighbours.delete(b);
    for (const c of gb.neighbours) {
      if (c === a) continue;
      const gc = groups[c] as Group;
      gc.neighbours.delete(b);
      ga.neighbours.add(c);
      gc.neighbours.add(a);
    }
    for (const c of ga.neighbours) consider(a, c);
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
 * Pairs of single stories less alike than this are never neighbours: one would rarely join
 * the other's story, and they would be most of the pairs.
 */
const noiseCosine = 0.1;

/**
 * Each group's neighbours: the groups an article sharing one of its members' non-generic
 * terms is in, when the two share a subject and their articles are alike past noiseCosine
 * on average (each pair found once, summed in a dense scratch row). A subject's posting
 * list counts up to `longest` (a broad story's name is in hundreds of articles); other
 * terms' up to `generic`.
 */
function addNeighbours(
  groups: Group[],
  postings: (id: number) => readonly StoryMember[],
  { vectorOf, sharedWeight, isSubject }: TermWeights,
  lists: { generic: number; longest: number },
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
        const subject = isSubject(id);
        if (list.length > (subject ? lists.longest : lists.generic)) continue;
        const weight = (vector[i] as number) * sharedWeight(id);
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
      group.neighbours.add(theirs);
      (groups[theirs] as Group).neighbours.add(slot);
    }
    touched.length = 0;
  }
}

/** The cosine of two groups' centroids; a shared term counts its sharedWeight. */
function cosine(a: Group, b: Group, sharedWeight: (id: number) => number): number {
  const [small, large] = a.centroid.size <= b.centroid.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [id, weight] of small.centroid) {
    const theirs = large.centroid.get(id);
    if (theirs !== undefined) dot += weight * theirs * sharedWeight(id);
  }
  return dot / (a.length * b.length);
}

function lengthOf(centroid: Map<number, number>): number {
  let squares = 0;
  for (const weight of centroid.values()) squares += weight * weight;
  return Math.sqrt(squares) || 1;
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
 * recall's analysis, market moves and apologies), whose reports often share nothing else:
 * it weighs as the rarest term, however many articles use it. Its story's breadth is what
 * makes it common, and the window decides how common: weighed by rarity, a subject counted
 * for little when the window held few other stories, and the same story came apart.
 */
function termWeights(index: GroupIndex, rules: GroupRules): TermWeights {
  const mostTelling = Math.log(1 + rules.rarity);
  const subjects = new Map<number, boolean>();
  const isSubject = (id: number): boolean => {
    if (!index.isName(id)) return false;
    let subject = subjects.get(id);
    if (subject === undefined) {
      subject = namedByEnough(index.postings(id), id, rules);
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
      const id = member.wordIds[i] as number;
      const fully = rules.subjectsWeighFully && isSubject(id);
      const rarity = fully ? mostTelling : Math.min(mostTelling, index.rarity(id));
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

/**
 * Whether subjectPublishers publishers use a term, and enough of those whose capitals told
 * name or word write it as a name (see GroupRules.subjectNaming).
 */
function namedByEnough(articles: readonly StoryMember[], id: number, rules: GroupRules): boolean {
  // Most names are in a few articles: fewer than subjectPublishers can't make a subject.
  if (articles.length < rules.subjectPublishers) return false;
  const publishers = new Set<string>();
  const telling = new Set<string>();
  const naming = new Set<string>();
  for (const member of articles) {
    publishers.add(member.publisher);
    if (member.caseless.includes(id)) continue;
    telling.add(member.publisher);
    if (member.names.includes(id)) naming.add(member.publisher);
  }
  return (
    publishers.size >= rules.subjectPublishers &&
    naming.size > 0 &&
    naming.size >= rules.subjectNaming * telling.size
  );
}

/** A new group of one story, at the story's slot. */
function groupFor(story: Story, groups: Group[], { vectorOf }: TermWeights): void {
  story.slot = groups.length;
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
  groups.push({
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
  });
}

/**
 * How much two groups' likeness counts, by the time between them (see GroupRules.apart): a
 * subject's next story (the console's recall, days after its launch) is mostly other news,
 * and its reports, much like the launch's in words, must not join the launch's story.
 */
function nearness(a: Group, b: Group, { graceMs, fadeMs }: GroupRules["apart"]): number {
  const gap = Math.max(a.first, b.first) - Math.min(a.last, b.last);
  return Math.min(1, Math.max(0, 1 - (gap - graceMs) / fadeMs));
}

function mayMerge(a: Group, b: Group, windowMs: number): boolean {
  if (Math.max(a.last, b.last) - Math.min(a.first, b.first) > windowMs) return false;
  const [fewer, more] = a.publishers.size <= b.publishers.size ? [a, b] : [b, a];
  for (const publisher of fewer.publishers) if (more.publishers.has(publisher)) return false;
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
