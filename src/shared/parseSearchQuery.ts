/**
 * The archive search's query language: plain words (all must match), "exact phrases",
 * -exclusions, `a OR b`, intitle:, site:, source:, after: and before:. A query is never an
 * error: what cannot be read as written is read as plain words or left out, and each such
 * part is named in `ignored` for the search page to explain.
 */
import { cutAtCodePoint } from "./cutAtCodePoint.ts";
import { searchQueryMaxLength } from "./sitePaths.ts";
import { validText } from "./validText.ts";

/** One thing to look for: a word, or words in this order side by side. */
export interface Atom {
  kind: "word" | "phrase";
  /** Words as both databases' tokenizers see them (NFKC, lower case): one for a word, two or more for a phrase. */
  words: string[];
  /** intitle: only titles may match. */
  titleOnly: boolean;
}

/**
 * Why a part of a query was left out or read otherwise (the search page words each one in
 * its languages):
 * - `unclosed-quote`: a quote mark with no closing one; the mark is ignored, what follows
 *   is read as if it were not typed;
 * - `lone-minus`: a minus with no word after it;
 * - `lone-or`: OR without a word, phrase or intitle: on both sides (at the start or end,
 *   doubled, next to an exclusion or a filter); the terms around it must all match;
 * - `empty-operator`: intitle:, site:, source:, after: or before: with nothing after it;
 * - `bad-host`: site: with what is no host name (one dot at least);
 * - `bad-source`: source: with what is no publisher id (`[a-z0-9][a-z0-9-]*`);
 * - `bad-date`: after: or before: with what is no YYYY-MM-DD day of the calendar;
 * - `cannot-exclude`: -site: or -source: (only words and phrases can be excluded);
 * - `no-words`: quotes or intitle: with no letter or digit inside;
 * - `only-exclusions`: an exclusion in a query with nothing to look for and no filter;
 * - `too-many-words`: words past the 12 a query may hold (one entry lists them all).
 */
export type IgnoredReason =
  | "unclosed-quote"
  | "lone-minus"
  | "lone-or"
  | "empty-operator"
  | "bad-host"
  | "bad-source"
  | "bad-date"
  | "cannot-exclude"
  | "no-words"
  | "only-exclusions"
  | "too-many-words";

/** A part of a query left out or read otherwise: what the reader typed and why. */
export interface Ignored {
  /** The typed text, trimmed, at most 40 code points. */
  text: string;
  reason: IgnoredReason;
}

/** A search, as parseSearchQuery reads it. */
export interface SearchQuery {
  /** Every group must match; a group matches when one of its atoms does (OR). */
  all: Atom[][];
  /** No atom here may match. */
  none: Atom[];
  /** Hosts (lower case, no `www.`): the article's link is on one of them or a subdomain. */
  sites: string[];
  /** Publisher ids: the article is from one of them. */
  sources: string[];
  /** YYYY-MM-DD: published on that UTC day or later. */
  after?: string;
  /** YYYY-MM-DD: published before that UTC day. */
  before?: string;
  ignored: Ignored[];
}

/** More words than this add nothing but work (as before operators). */
const maxWords = 12;
/** Enough of a typed part for the reader to recognise it. */
const maxIgnoredLength = 40;

type Operator = "intitle" | "site" | "source" | "after" | "before";
const operators: ReadonlySet<string> = new Set<Operator>([
  "intitle",
  "site",
  "source",
  "after",
  "before",
]);
/** `"` and the typographic pair phones type; any of them opens, any closes. */
const quoteMarks: ReadonlySet<string> = new Set(['"', "\u201C", "\u201D"]);
const isQuote = (char: string | undefined) => char !== undefined && quoteMarks.has(char);
/** Control characters (NUL, ESC...) separate terms as spaces do: they are no text. */
const separator = /[\s\p{Cc}]/u;
const isSeparator = (char: string | undefined) => char !== undefined && separator.test(char);
const operatorName = /([A-Za-z]+):/y;
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

/** One term as typed: `-`, an operator name and a quoted or bare value, each optional. */
interface Term {
  text: string;
  negated: boolean;
  operator?: Operator;
  quoted: boolean;
  value: string;
}

/** Something to look for; `bare`: typed without quotes or intitle:. */
interface Operand {
  kind: "operand";
  words: string[];
  titleOnly: boolean;
  bare: boolean;
}

/** What a term is to OR: something to look for, the OR itself, or neither (a filter, an exclusion). */
type Item = Operand | { kind: "or"; text: string } | { kind: "barrier" };

const hasFilter = (query: SearchQuery) =>
  query.sites.length > 0 ||
  query.sources.length > 0 ||
  query.after !== undefined ||
  query.before !== undefined;

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
  for (const term of lex(input, ignore)) {
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
 * Splits the query into terms. Quote marks pair up in order; an odd last one is unclosed:
 * it is ignored (read as a space, or as nothing right after `-` or an operator's colon, so
 * `-"a b` excludes a).
 */
function lex(input: string, ignore: (typed: string, reason: IgnoredReason) => void): Term[] {
  let text = input;
  let lastQuote = -1;
  let quoteCount = 0;
  for (let i = 0; i < text.length; i++)
    if (isQuote(text[i])) {
      lastQuote = i;
      quoteCount++;
    }
  if (quoteCount % 2 === 1) {
    let start = lastQuote;
    while (start > 0 && !isSeparator(text[start - 1]) && !isQuote(text[start - 1])) start--;
    ignore(text.slice(start), "unclosed-quote");
    const glued = text[lastQuote - 1] === "-" || text[lastQuote - 1] === ":";
    text = `${text.slice(0, lastQuote)}${glued ? "" : " "}${text.slice(lastQuote + 1)}`;
  }

  const terms: Term[] = [];
  let i = 0;
  // The value after `-` or an operator: quoted (the pair is closed, see above) or up to a
  // space or quote mark.
  const readValue = (): { quoted: boolean; value: string } => {
    if (isQuote(text[i])) {
      const close = findQuote(text, i + 1);
      const value = text.slice(i + 1, close);
      i = close + 1;
      return { quoted: true, value };
    }
    const start = i;
    while (i < text.length && !isSeparator(text[i]) && !isQuote(text[i])) i++;
    return { quoted: false, value: text.slice(start, i) };
  };
  while (i < text.length) {
    if (isSeparator(text[i])) {
      i++;
      continue;
    }
    const start = i;
    const negated = text[i] === "-";
    if (negated) i++;
    operatorName.lastIndex = i;
    const name = operatorName.exec(text)?.[1]?.toLowerCase();
    let operator: Operator | undefined;
    if (name !== undefined && operators.has(name)) {
      operator = name as Operator;
      i += name.length + 1;
    }
    const { quoted, value } = readValue();
    terms.push({ text: text.slice(start, i), negated, operator, quoted, value });
  }
  return terms;
}

/** The index of the next quote mark from `from`, or the text's length. */
function findQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (isQuote(text[i])) return i;
  return text.length;
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

/** An atom as typed: `word`, `"a phrase"`, `intitle:word`. */
function atomText(atom: Atom): string {
  const words = atom.words.length === 1 ? (atom.words[0] ?? "") : `"${atom.words.join(" ")}"`;
  return atom.titleOnly ? `intitle:${words}` : words;
}

/** A group as typed, its atoms in one order: `a OR "b c"`. */
const groupKey = (group: readonly Atom[]) => [...new Set(group.map(atomText))].sort().join(" OR ");

/**
 * The query written out in one order, as a cache key: the same search (whatever its
 * spacing, casing, or the order of its terms and filters) gives the same string, which
 * parseSearchQuery reads back as the same search. Empty for a query with nothing to search
 * and no filter.
 */
export function canonicalQuery(query: SearchQuery): string {
  const groups = query.all.filter((group) => group.length > 0);
  if (groups.length === 0 && !hasFilter(query)) return "";
  const sorted = (texts: string[]) => [...new Set(texts)].sort();
  return [
    ...sorted(groups.map(groupKey)),
    ...sorted(query.none.map((atom) => `-${atomText(atom)}`)),
    ...sorted(query.sites).map((site) => `site:${site}`),
    ...sorted(query.sources).map((source) => `source:${source}`),
    ...(query.after === undefined ? [] : [`after:${query.after}`]),
    ...(query.before === undefined ? [] : [`before:${query.before}`]),
  ].join(" ");
}

/** An atom in FTS5: every word a string (never an operator), a phrase one string. */
function fts5Atom(atom: Atom): string {
  const phrase = `"${atom.words.join(" ").replaceAll('"', '""')}"`;
  return atom.titleOnly ? `title : ${phrase}` : phrase;
}

/**
 * The FTS5 MATCH text of the query's words, over `article_fts(title, description)`:
 * groups joined by AND, each `(x OR y)`, then `NOT (n1 OR n2)` for the exclusions;
 * undefined when there is nothing to look for (filters alone, or no query).
 */
export function fts5Match(query: SearchQuery): string | undefined {
  const groups = query.all
    .filter((group) => group.length > 0)
    .map((group) =>
      group.length === 1 ? fts5Atom(group[0] as Atom) : `(${group.map(fts5Atom).join(" OR ")})`,
    );
  if (groups.length === 0) return undefined;
  const positive = groups.join(" AND ");
  if (query.none.length === 0) return positive;
  return `${groups.length === 1 ? positive : `(${positive})`} NOT (${query.none.map(fts5Atom).join(" OR ")})`;
}

/** An atom in tsquery: quoted lexemes (stemmed as the articles were), `:A` for titles. */
function tsAtom(atom: Atom): string {
  return atom.words
    .map(
      (word) =>
        `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'${atom.titleOnly ? ":A" : ""}`,
    )
    .join(" <-> ");
}

/**
 * The text for `to_tsquery('english', ...)` over the `search` tsvector (titles weighted A):
 * groups joined by `&`, each `(x | y)`, phrases with `<->`, then `& !(n1 | n2)` for the
 * exclusions; undefined when there is nothing to look for.
 */
export function tsQueryText(query: SearchQuery): string | undefined {
  const groups = query.all
    .filter((group) => group.length > 0)
    .map((group) =>
      group.length === 1 ? tsAtom(group[0] as Atom) : `(${group.map(tsAtom).join(" | ")})`,
    );
  if (groups.length === 0) return undefined;
  const positive = groups.join(" & ");
  return query.none.length === 0
    ? positive
    : `${positive} & !(${query.none.map(tsAtom).join(" | ")})`;
}

/** The words looked for (not the excluded ones), each once: what a result highlights. */
export function matchWords(query: SearchQuery): string[] {
  return [...new Set(query.all.flat().flatMap((atom) => atom.words))];
}
