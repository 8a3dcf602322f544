import { cutAtCodePoint } from "../../shared/cutAtCodePoint.ts";
import { searchQueryMaxLength } from "../../shared/sitePaths.ts";

/** More words than this add nothing but work (every word must match). */
const maxTokens = 12;

/**
 * The words of a search, as both databases' tokenizers see words: runs of letters and
 * digits, lower-cased, in compatibility form. The database query is built from these alone,
 * so quotes, operators (NEAR, AND, *, :), markup and lone surrogates are never syntax (a lone
 * surrogate is no letter, so it is dropped).
 */
export function searchTokens(text: string): string[] {
  const cut = cutAtCodePoint(text, searchQueryMaxLength);
  // Markup and operators someone typed out of habit are not words they look for, unless
  // they are all there is.
  const plain = cut.replace(/<[^>]*>/g, " ").replace(/\b(?:AND|OR|NOT|NEAR)\b/g, " ");
  return words(plain) ?? words(cut) ?? [];
}

function words(text: string): string[] | undefined {
  const found = text
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return found ? [...new Set(found)].slice(0, maxTokens) : undefined;
}

/** An FTS5 query: every word, each a quoted string (never an operator). */
export function fts5Query(tokens: readonly string[]): string {
  return tokens.map((token) => `"${token}"`).join(" AND ");
}

/** A tsquery for `to_tsquery('simple', ...)`: every word, each a quoted lexeme. */
export function tsQuery(tokens: readonly string[]): string {
  return tokens.map((token) => `'${token}'`).join(" & ");
}
