/**
 * The first `max` UTF-16 units of `text`, one fewer when the cut would split a surrogate
 * pair (an emoji, any character beyond U+FFFF), so the cut never makes a lone surrogate.
 * By code point rather than grapheme: the same answer in Node and in every browser
 * (grapheme rules follow each one's ICU version), which server rendering and hydration
 * need; splitting an emoji sequence (a flag, a family) leaves valid, if shorter, text.
 */
export function cutAtCodePoint(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
