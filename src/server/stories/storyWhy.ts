import { wordForms } from "../feeds/annotateText.ts";
import type { StoryMember } from "./story.ts";
import type { StoryRules } from "./storyRules.ts";
import type { WordIndex } from "./wordIndex.ts";

/** Terms weighed per term shown: the rest cannot come first, nor join a name shown. */
const candidatesPerTerm = 3;

/** A negation wink makes a term of ("don't" -> "do", "n't"): no evidence of what happened. */
const clitic = /^n['’]t$/u;

/**
 * Why a story's reports are together: the terms they share, strongest first, as clustering
 * weighs them, each shown as its reports' headlines write it ("Meridale", "floods", "6.8").
 *
 * A term scores its share of the reports that use it (one stating it only in its
 * description counts `descriptionWeight`, as matching weighs it) times its weight in the
 * story's core as StoryMatcher reads it: its rarity in the window times its kind's weight
 * (a name weighs most, so the place or subject of a typical event comes first). Only terms
 * at least two reports use count (the one report's, for a story of one); generic words (see
 * WordIndex.genericLength) come after every other. Reports not in the index are left out.
 */
export function storyWhy(
  members: readonly StoryMember[],
  index: WordIndex,
  rules: Pick<StoryRules, "kindWeights" | "descriptionWeight">,
  limit: number,
): string[] {
  if (members.length === 0 || limit <= 0) return [];
  const tally = new Map<
    number,
    { term: string; users: number; placed: number; describing: number }
  >();
  for (const member of members)
    for (let i = 0; i < member.wordIds.length; i++) {
      const id = member.wordIds[i] as number;
      let entry = tally.get(id);
      if (!entry) {
        entry = { term: member.words[i] as string, users: 0, placed: 0, describing: 0 };
        tally.set(id, entry);
      }
      entry.users++;
      entry.placed += member.units[i] === 1 ? 1 : rules.descriptionWeight;
      if (member.describes.includes(id)) entry.describing++;
    }
  const minUsers = members.length === 1 ? 1 : 2;
  const generic = index.genericLength();
  const ranked = [...tally]
    // A word most of its reports use as an adjective or verb ("heavy", "hit") says how, not
    // what: matching weighs it, the reason shown names names and subjects (issue 49).
    .filter(
      ([, { term, users, describing }]) =>
        users >= minUsers && !clitic.test(term) && describing * 2 <= users,
    )
    .map(([id, { term, users, placed }]) => ({
      id,
      term,
      users,
      // Generic among the window's other articles: a story of hundreds makes its own
      // subject common.
      generic: index.postings(id).length - users > generic,
      score: (placed / members.length) * index.rarity(id) * rules.kindWeights[index.kindOf(id)],
    }))
    .sort((a, b) => Number(a.generic) - Number(b.generic) || b.score - a.score || b.users - a.users)
    // The strongest few: a story of hundreds has hundreds of shared terms, and joining names
    // reads every headline for each.
    .slice(0, limit * candidatesPerTerm);
  const names = new Map(ranked.map(({ id, term }) => [term, index.isName(id)]));
  const display = surfaceWords(members, names);
  const titles = members.map((member) => member.title);
  const shown: { word: string; name: boolean }[] = [];
  for (const { term, users } of ranked) {
    const word = display.get(term) ?? term;
    const name = names.get(term) === true;
    const full = shown.length === limit;
    // Once full, only names that join one shown are read.
    if ((full && !name) || shown.some((s) => s.word.toLowerCase() === word.toLowerCase())) continue;
    // Names the headlines write side by side are one name: "River Tesk", "Anna Berg".
    const joined = name && joinName(shown, word, users, titles, minUsers);
    if (!joined && !full) shown.push({ word, name });
  }
  return shown.map((s) => s.word);
}

/**
 * Joins a name to one already shown when the headlines write them side by side (either
 * way round) in at least `minUsers` reports and half of those using the new one.
 */
function joinName(
  shown: { word: string; name: boolean }[],
  word: string,
  users: number,
  titles: readonly string[],
  minUsers: number,
): boolean {
  for (const entry of shown) {
    if (!entry.name) continue;
    for (const phrase of [`${entry.word} ${word}`, `${word} ${entry.word}`]) {
      const writing = titles.filter((title) => writesPhrase(title, phrase)).length;
      if (writing >= minUsers && writing * 2 >= users) {
        entry.word = phrase;
        return true;
      }
    }
  }
  return false;
}

/** A letter or digit: what a whole word must not touch. */
const wordChar = /[\p{L}\p{N}]/u;

/**
 * Whether `text` writes `phrase` as whole words. By hand, not a pattern per phrase:
 * compiling a Unicode pattern costs about a millisecond, and a story's terms ask hundreds.
 */
function writesPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = at > 0 ? (text[at - 1] as string) : "";
    const after = text[at + phrase.length] ?? "";
    if (!wordChar.test(before) && !wordChar.test(after)) return true;
  }
  return false;
}

/** How often one spelling of a term is written: in all, and where its capitals tell. */
interface Spelling {
  all: number;
  told: number;
}

/**
 * Each wanted term (mapped to whether it is a name) as the reports write it: the most
 * frequent word form in their headlines, else in their descriptions ("floods" over
 * "flooding"), with the capitals it has most often where capitals tell (not opening a
 * headline, not in Title Case). A word whose capitals never tell is shown in lower case, a
 * name as written most often.
 */
function surfaceWords(
  members: readonly StoryMember[],
  wanted: ReadonlyMap<string, boolean>,
): Map<string, string> {
  const found = new Map<string, string>();
  const read = (texts: readonly string[]) => {
    // Term -> lower-cased form -> spelling -> its counts, in the order first written.
    const forms = new Map<string, Map<string, Map<string, Spelling>>>();
    for (const text of texts)
      for (const { term, form, cased } of wordForms(text)) {
        if (!wanted.has(term) || found.has(term)) continue;
        const byForm = forms.get(term) ?? new Map<string, Map<string, Spelling>>();
        forms.set(term, byForm);
        const lower = form.toLowerCase();
        const spellings = byForm.get(lower) ?? new Map<string, Spelling>();
        byForm.set(lower, spellings);
        const spelling = spellings.get(form) ?? { all: 0, told: 0 };
        spelling.all++;
        if (cased) spelling.told++;
        spellings.set(form, spelling);
      }
    for (const [term, byForm] of forms) {
      const [lower, spellings] = most(byForm, ([, s]) => sum(s, (x) => x.all));
      const told = sum(spellings, (s) => s.told);
      const [written] = most(spellings, ([, s]) => (told > 0 ? s.told : s.all));
      found.set(term, told > 0 || wanted.get(term) ? written : lower);
    }
  };
  read(members.map((member) => member.title));
  read(members.flatMap((member) => (member.description ? [member.description] : [])));
  return found;
}

/** The first of `items` with the highest count. */
function most<T>(items: Iterable<T>, count: (item: T) => number): T {
  let best: T | undefined;
  let bestCount = -1;
  for (const item of items) {
    const n = count(item);
    if (n > bestCount) {
      best = item;
      bestCount = n;
    }
  }
  return best as T;
}

function sum(spellings: ReadonlyMap<string, Spelling>, count: (s: Spelling) => number): number {
  let total = 0;
  for (const spelling of spellings.values()) total += count(spelling);
  return total;
}
