/**
 * A search (see parseSearchQuery) written out for its uses: as a cache key, as each
 * database's full-text query, and as the words a result highlights.
 */
import { type Atom, atomText, groupKey, hasFilter, type SearchQuery } from "./searchQueryTree.ts";

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
