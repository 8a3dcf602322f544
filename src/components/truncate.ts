/** How a text is cut: after `length` characters or after `length` words. */
export interface CutRule {
  unit: "characters" | "words";
  length: number;
}

const ELLIPSIS = "...";
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const words = new Intl.Segmenter("en", { granularity: "word" });

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
  let seen = 0;
  for (const { index } of graphemes.segment(text)) {
    if (seen === count) return index;
    seen += 1;
  }
  return text.length;
}

/** The string index after the first `count` words (punctuation stays with its word). */
function wordEnd(text: string, count: number): number {
  let seen = 0;
  for (const segment of words.segment(text)) {
    if (!segment.isWordLike) continue;
    if (seen === count) return segment.index;
    seen += 1;
  }
  return text.length;
}
