import { createElement, type ReactNode } from "react";

/** A word as typed or printed: letters, digits and the marks that combine with them. */
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/** English endings stripped before comparing ("Flooding", "floods" and "flood" agree). */
const suffixes = ["ing", "ed", "es", "s"] as const;
/** What stays of a word once an ending is stripped: at least this many characters. */
const minStem = 3;

/**
 * The form a word is compared in: compatibility form (NFKC: a full-width or ligature
 * letter is its plain one), lower case, one English ending stripped (not the s of -ss:
 * "press" stays whole), then a final e ("rise" and "rising" agree). Loose on purpose: it
 * marks, it does not decide what matched (the database's stemmer did).
 */
export function wordStem(word: string): string {
  let stem = word.normalize("NFKC").toLowerCase();
  for (const suffix of suffixes) {
    if (suffix === "s" && stem.endsWith("ss")) break;
    if (stem.endsWith(suffix) && stem.length - suffix.length >= minStem) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  if (stem.endsWith("e") && stem.length > minStem) stem = stem.slice(0, -1);
  return stem;
}

/**
 * A function that writes `text` with each whole word matching one of `words` (in any of
 * the forms `wordStem` equates) in a `<mark>`: React text and elements, never HTML, so
 * whatever a feed's text holds stays text. With no word to mark, the text as it is.
 */
export function highlightWords(words: readonly string[]): (text: string) => ReactNode {
  const stems = new Set(words.map(wordStem).filter((stem) => stem !== ""));
  return (text) => {
    if (stems.size === 0) return text;
    const parts: ReactNode[] = [];
    let last = 0;
    for (const match of text.matchAll(wordPattern)) {
      if (!stems.has(wordStem(match[0]))) continue;
      if (match.index > last) parts.push(text.slice(last, match.index));
      parts.push(createElement("mark", { key: match.index }, match[0]));
      last = match.index + match[0].length;
    }
    if (parts.length === 0) return text;
    if (last < text.length) parts.push(text.slice(last));
    return parts;
  };
}
