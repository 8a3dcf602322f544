/**
 * A search as parseSearchQuery reads it (see there for the language), and how its parts are
 * written back as typed: the parser keys its deduplication on that text, canonicalQuery its
 * cache key.
 */

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

/** Whether the query has a filter: site:, source:, after: or before:. */
export const hasFilter = (query: SearchQuery) =>
  query.sites.length > 0 ||
  query.sources.length > 0 ||
  query.after !== undefined ||
  query.before !== undefined;

/** An atom as typed: `word`, `"a phrase"`, `intitle:word`. */
export function atomText(atom: Atom): string {
  const words = atom.words.length === 1 ? (atom.words[0] ?? "") : `"${atom.words.join(" ")}"`;
  return atom.titleOnly ? `intitle:${words}` : words;
}

/** A group as typed, its atoms in one order: `a OR "b c"`. */
export const groupKey = (group: readonly Atom[]) =>
  [...new Set(group.map(atomText))].sort().join(" OR ");
