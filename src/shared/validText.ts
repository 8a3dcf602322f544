/**
 * What no reader accepts: C0 controls other than tab, line feed and carriage return, and
 * U+FFFE / U+FFFF (outside XML 1.0's characters: a feed holding one is refused by every
 * strict parser), and lone surrogates (not UTF-16 text: strict JSON decoders refuse their
 * `\ud800` escape, and a UTF-8 encoder writes U+FFFD for them, so the HTML shows U+FFFD
 * while the page's data holds the surrogate, which React reports as error #418 when it
 * hydrates). Matched per UTF-16 unit (no `u` flag), so a lone surrogate is seen as one.
 */
const invalid =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching controls is the point
  /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * The first look, one character class (any surrogate counts): five times faster than
 * `invalid` on clean text (3 against 15 µs for 2,000 characters), and most text is clean.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching controls is the point
const suspect = /[\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

/**
 * Text every reader accepts: controls and U+FFFE / U+FFFF removed (invisible, they carry
 * nothing a reader could see), each lone surrogate replaced by U+FFFD, as UTF-8 encoders
 * and `String.prototype.toWellFormed` do: what was shown before stays shown, and the loss
 * stays visible where it happened instead of gluing its neighbours together.
 * Clean text (nearly all) is returned as it is.
 */
export function validText(text: string): string {
  if (!suspect.test(text)) return text;
  return text.replace(invalid, (unit) => (isSurrogate(unit.charCodeAt(0)) ? "\uFFFD" : ""));
}

/** As a JSON replacer or reviver: every string value made valid (see validText). */
export function validStrings(_key: string, value: unknown): unknown {
  return typeof value === "string" ? validText(value) : value;
}
