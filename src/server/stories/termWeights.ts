import type { StoryMember } from "./story.ts";
import type { GroupRules } from "./storyRules.ts";
import type { WordIndex } from "./wordIndex.ts";

/** How grouping weighs terms (see termWeights). */
export interface TermWeights {
  /** An article's terms, weighted by kind, place and rarity, scaled to length 1. */
  vectorOf(member: StoryMember): Float64Array;
  /** How much of its weight a term counts for when two articles share it. */
  sharedWeight(id: number): number;
  /** Whether a term is a name many publishers use: the subject of a broad story. */
  isSubject(id: number): boolean;
}

/**
 * Terms as grouping weighs them (made once a regroup, each article's vector once): kind and
 * place (StoryMember.factors) times rarity, which saturates: among thousands of articles a
 * word two use and one fifty use both name a subject, and uncapped, one rare name outweighs
 * the rest. A name that few publishers use (a town, a firm, a person) counts fully where
 * two articles differ, but only in part where they share it: another name says "another
 * event" ("Chile quake" / "Peruvian quake"), while one shared name alone does not say "the
 * same" (the airline's order, then its fine). A name many publishers use is the subject of
 * a broad story ("Cavendale" in its recall's analysis, market moves and apologies), whose
 * reports often share nothing else: it weighs as the rarest term, however many articles use
 * it. Its story's breadth is what makes it common, and the window decides how common:
 * weighed by rarity, a subject counted for little when the window held few other stories,
 * and the same story came apart.
 */
export function termWeights(index: WordIndex, rules: GroupRules): TermWeights {
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
  // By key, as groupStories' slots are by id.
  const vectors = new Map<string, Float64Array>();
  const vectorOf = (member: StoryMember): Float64Array => {
    const known = vectors.get(member.key);
    if (known) return known;
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
    vectors.set(member.key, vector);
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
