/**
 * The archive search's query language: plain words (all must match), "exact phrases",
 * -exclusions, `a OR b`, intitle:, site:, source:, after: and before:. A query is never an
 * error: what cannot be read as written is read as plain words or left out, and each such
 * part is named in `ignored` for the search page to explain.
 */
import { cutAtCodePoint } from "./cutAtCodePoint.ts";
import { lexSearchQuery, type Term } from "./lexSearchQuery.ts";
import {
  type Atom,
  atomText,
  groupKey,
  hasFilter,
  type IgnoredReason,
  type SearchQuery,
} from "./searchQueryTree.ts";
import { searchQueryMaxLength } from "./sitePaths.ts";
import { validText } from "./validText.ts";

/** More words than this add nothing but work (as before operators). */
const maxWords = 12;
/** Enough of a typed part for the reader to recognise it. */
const maxIgnoredLength = 40;
/** Operators of other search engines, typed out of habit: dropped outside quotes, as today. */
const keywords = /(?<![\p{L}\p{N}])(?:AND|OR|NOT|NEAR)(?![\p{L}\p{N}])/gu;

/** The words of `text` as both databases' tokenizers see them: runs of letters and digits, lower case. */
function wordsOf(text: string, dropKeywords: boolean): string[] {
  return (
    (dropKeywords ? text.replace(keywords, " ") : text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const atomOf = (words: string[], titleOnly: boolean): Atom => ({
  kind: words.length === 1 ? "word" : "phrase",
  words,
  titleOnly,
});

/** Something to look for; `bare`: typed without quotes or intitle:. */
interface Operand {
  kind: "operand";
  words: string[];
  titleOnly: boolean;
  bare: boolean;
}

/** What a term is to OR: something to look for, the OR itself, or neither (a filter, an exclusion). */
type Item = Operand | { kind: "or"; text: string } | { kind: "barrier" };

/**
 * Reads a search as typed in the search box. Never throws: a part that cannot be read as
 * written is read as plain words where it can, or left out, and named in `ignored`.
 */
export function parseSearchQuery(text: string): SearchQuery {
  const query: SearchQuery = { all: [], none: [], sites: [], sources: [], ignored: [] };
  const seen = new Set<string>();
  const ignore = (typed: string, reason: IgnoredReason) => {
    const shown = Array.from(validText(typed).replace(/\s+/g, " ").trim())
      .slice(0, maxIgnoredLength)
      .join("")
      .trimEnd();
    const key = `${reason} ${shown}`;
    if (seen.has(key)) return;
    seen.add(key);
    query.ignored.push({ text: shown, reason });
  };

  // The box takes searchQueryMaxLength characters: more is no reader's query. Compatibility
  // form first, so full-width quotes, minus signs and operator names read as their ASCII.
  const input = cutAtCodePoint(text, searchQueryMaxLength)
    .normalize("NFKC")
    .replace(/<[^>]*>/g, " ");

  const groups: Operand[][] = [];
  const exclusions: { atom: Atom; text: string }[] = [];
  // OR binds the operands on either side; a chain `a OR b OR c` is one group.
  let last: Item["kind"] | "start" = "start";
  let pendingOr: string | undefined;
  for (const term of lexSearchQuery(input, ignore)) {
    const item = interpret(term, query, exclusions, ignore);
    if (!item) continue;
    if (item.kind === "or") {
      if (last === "operand") {
        pendingOr = item.text;
        last = "or";
      } else ignore(item.text, "lone-or");
      continue;
    }
    const group = groups.at(-1);
    if (item.kind === "operand" && pendingOr !== undefined && group) group.push(item);
    else if (item.kind === "operand") groups.push([item]);
    else if (pendingOr !== undefined) ignore(pendingOr, "lone-or");
    pendingOr = undefined;
    last = item.kind;
  }
  if (pendingOr !== undefined) ignore(pendingOr, "lone-or");

  const positive = unique(
    groups.flatMap((group): Atom[][] => {
      const [first] = group;
      // A lone `river-tesk` is two words, as today; beside an OR it is one of the choices.
      if (group.length === 1 && first?.bare)
        return first.words.map((word) => [atomOf([word], first.titleOnly)]);
      return [
        unique(
          group.map((operand) => atomOf(operand.words, operand.titleOnly)),
          atomText,
        ),
      ];
    }),
    groupKey,
  );
  const negative = unique(exclusions, (exclusion) => atomText(exclusion.atom));

  // What is looked for takes the word budget first, in typed order; a phrase past it is cut
  // (its first words still find the article), an exclusion is kept whole or left out (a cut
  // one would exclude more).
  let left = maxWords;
  const dropped: string[] = [];
  for (const group of positive) {
    const kept: Atom[] = [];
    for (const atom of group) {
      const count = Math.min(atom.words.length, left);
      if (count > 0) kept.push(atomOf(atom.words.slice(0, count), atom.titleOnly));
      dropped.push(...atom.words.slice(count));
      left -= count;
    }
    if (kept.length > 0) query.all.push(kept);
  }
  for (const { atom } of negative) {
    if (atom.words.length <= left) {
      query.none.push(atom);
      left -= atom.words.length;
    } else {
      dropped.push(...atom.words);
      left = 0;
    }
  }
  if (dropped.length > 0) ignore(dropped.join(" "), "too-many-words");
  query.all = unique(query.all, groupKey);

  if (query.all.length === 0 && !hasFilter(query) && query.none.length > 0) {
    // Every article but a few is no search.
    for (const exclusion of negative)
      if (query.none.includes(exclusion.atom)) ignore(exclusion.text, "only-exclusions");
    query.none = [];
  }
  return query;
}

/**
 * Applies a filter to `query` and adds an exclusion to `exclusions`; returns what the term
 * is to OR, if anything.
 */
function interpret(
  term: Term,
  query: SearchQuery,
  exclusions: { atom: Atom; text: string }[],
  ignore: (typed: string, reason: IgnoredReason) => void,
): Item | undefined {
  const { text, negated, operator, quoted, value } = term;
  const ignored = (typed: string, reason: IgnoredReason) => {
    ignore(typed, reason);
    return undefined;
  };
  if (operator === undefined || operator === "intitle") {
    const titleOnly = operator === "intitle";
    if (titleOnly && !quoted && value === "") return ignored(text, "empty-operator");
    if (!negated && !titleOnly && !quoted && value === "OR") return { kind: "or", text };
    // Only a plain word can be a habit's AND or NEAR: after `-`, in quotes or in intitle:
    // it is what the reader looks for.
    const words = wordsOf(value, !negated && !titleOnly && !quoted);
    if (words.length === 0) {
      if (quoted || titleOnly) ignore(text, "no-words");
      else if (negated) ignore(text, "lone-minus");
      // Bare punctuation (`^`, `*`, `&`) is no search term, as today.
      return undefined;
    }
    if (!negated) return { kind: "operand", words, titleOnly, bare: !quoted && !titleOnly };
    exclusions.push({ atom: atomOf(words, titleOnly), text });
    return { kind: "barrier" };
  }

  if (negated && (operator === "site" || operator === "source"))
    return ignored(text, "cannot-exclude");
  const bare = value.trim();
  if (bare === "") return ignored(text, "empty-operator");
  if (operator === "site") {
    const host = readHost(bare);
    if (host === undefined) return ignored(text, "bad-host");
    if (!query.sites.includes(host)) query.sites.push(host);
  } else if (operator === "source") {
    const source = bare.toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]*$/.test(source)) return ignored(text, "bad-source");
    if (!query.sources.includes(source)) query.sources.push(source);
  } else {
    if (!isDate(bare)) return ignored(text, "bad-date");
    // Not after a day is before it, and not before it is after it (both by whole UTC days).
    if ((operator === "after") !== negated) {
      if (query.after === undefined || bare > query.after) query.after = bare;
    } else if (query.before === undefined || bare < query.before) query.before = bare;
  }
  return { kind: "barrier" };
}

/**
 * The host of `site:`'s value, as the article links' hosts compare: lower case, without a
 * scheme, path, port, trailing dot or leading `www.`; undefined when it is no host name.
 * Internationalised names stay in Unicode.
 */
function readHost(value: string): string | undefined {
  let host =
    value
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
      .split(/[/?#]/)[0] ?? "";
  host = host.replace(/:\d*$/, "").replace(/\.$/, "");
  // www.org is a host of its own.
  while (/^www\.[^.]+\./.test(host)) host = host.slice(4);
  const labels = host.split(".");
  const label = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
  const valid =
    host.length <= 253 &&
    labels.length >= 2 &&
    labels.every((part) => part.length <= 63 && label.test(part));
  return valid ? host : undefined;
}

/** A YYYY-MM-DD that names a day of the calendar. */
function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const keys = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (keys.has(k)) return false;
    keys.add(k);
    return true;
  });
}
