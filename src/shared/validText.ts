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
  /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const invalidEverywhere = new RegExp(invalid.source, "g");
const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

/**
 * Text every reader accepts: controls and U+FFFE / U+FFFF removed (invisible, they carry
 * nothing a reader could see), each lone surrogate replaced by U+FFFD, as UTF-8 encoders
 * and `String.prototype.toWellFormed` do: what was shown before stays shown, and the loss
 * stays visible where it happened instead of gluing its neighbours together.
 * Clean text (nearly all) is returned as it is, after one scan.
 */
export function validText(text: string): string {
  if (!invalid.test(text)) return text;
  return text.replace(invalidEverywhere, (unit) =>
    isSurrogate(unit.charCodeAt(0)) ? "\uFFFD" : "",
  );
}

/** As a JSON replacer or reviver: every string value made valid (see validText). */
export function validStrings(_key: string, value: unknown): unknown {
  return typeof value === "string" ? validText(value) : value;
}
