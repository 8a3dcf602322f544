/** How a text is cut: after `length` characters or after `length` words. */
export interface CutRule {
  unit: "characters" | "words";
  length: number;
}

const ELLIPSIS = "...";
// Made on first use: the first Intl object a page makes loads the browser's locale data
// (30 ms of CPU here, about 150 ms on a mid-range phone), so plain text avoids them.
let graphemes: Intl.Segmenter | undefined;
let words: Intl.Segmenter | undefined;

/**
 * Text where every UTF-16 unit is a grapheme of its own: Latin, Greek, Cyrillic, CJK and
 * common punctuation and symbols, with no control character, combining mark, joiner,
 * surrogate pair or jamo. Anything else (or anything unsure) goes through Intl.Segmenter.
 */
const oneUnitPerGrapheme =
  /^[\u0020-\u02ff\u0370-\u0482\u048a-\u052f\u1e00-\u1fff\u2000-\u200b\u200e-\u20cf\u2100-\u2bff\u3000-\u3029\u3030-\u3098\u309b-\u30ff\u4e00-\u9fff\uff01-\uff9d]*$/;

/**
 * Cuts `text` to at most `rule.length` user-perceived characters (graphemes, so a
 * surrogate pair or a multi-code-point emoji is never split) or words, and adds
 * '...' when something was cut. Trailing whitespace before the ellipsis is dropped.
 */
export function truncate(text: string, rule: CutRule): string {
  const end =
    rule.unit === "characters" ? graphemeEnd(text, rule.length) : wordEnd(text, rule.length);
  if (end >= text.length) return text;
  return text.slice(0, end).trimEnd() + ELLIPSIS;
}

/** Shorthand for the common character cut. */
export function truncateChars(text: string, length: number): string {
  return truncate(text, { unit: "characters", length });
}

/** The string index after the first `count` graphemes. */
function graphemeEnd(text: string, count: number): number {
  // Fast path: each grapheme holds at least one UTF-16 unit.
  if (text.length <= count) return text.length;
  if (oneUnitPerGrapheme.test(text)) return count;
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  let seen = 0;
  for (const { index } of graphemes.segment(text)) {
    if (seen === count) return index;
    seen += 1;
  }
  return text.length;
}

/** The string index after the first `count` words (punctuation stays with its word). */
function wordEnd(text: string, count: number): number {
  words ??= new Intl.Segmenter("en", { granularity: "word" });
  let seen = 0;
  for (const segment of words.segment(text)) {
    if (!segment.isWordLike) continue;
    if (seen === count) return segment.index;
    seen += 1;
  }
  return text.length;
}
