const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** Context segmented around a cut: longer than any grapheme cluster met in real text. */
const window = 64;
/** Below U+0300 (Latin, before the combining marks) every code unit is a grapheme of its own. */
const simpleBelow = 0x300;

/**
 * Cuts text to at most `max` UTF-16 units, ellipsis included, never inside a grapheme (a
 * surrogate pair, an emoji sequence, a letter with combining marks), preferring the last
 * space when it keeps most of the text. Segmenting is costly (tens of microseconds per
 * call), so it runs only on a small window, and only when the characters either side of
 * the cut could belong to one grapheme.
 */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const limit = max - 1;
  const before = text.charCodeAt(limit - 1);
  const after = text.charCodeAt(limit);
  let end = limit;
  if (before >= simpleBelow || after >= simpleBelow || (before === 13 && after === 10)) {
    const start = Math.max(0, limit - window);
    end = start;
    for (const { index, segment } of graphemes.segment(text.slice(start, limit + window))) {
      if (start + index + segment.length > limit) break;
      end = start + index + segment.length;
    }
  }
  const slice = text.slice(0, end);
  const space = slice.lastIndexOf(" ");
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`;
}
