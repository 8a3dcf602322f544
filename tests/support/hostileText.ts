/**
 * Text no reader accepts, as fast-check arbitraries, and the strict checks a reader applies
 * (issue 21): C0 controls, U+FFFE / U+FFFF, lone surrogates, astral characters and emoji
 * sequences (whose cut can leave a lone surrogate), markup and character references a
 * publisher's HTML may carry, mixed with letters so that words remain.
 */
import fc from "fast-check";
import { SaxesParser } from "saxes";

const fromCode = (code: number) => String.fromCharCode(code);

/** One piece of hostile text: a code unit, a code point, or a short sequence. */
const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz  "), weight: 6 },
  { arbitrary: fc.integer({ min: 0, max: 0x1f }).map(fromCode), weight: 3 },
  { arbitrary: fc.constantFrom("\uFFFE", "\uFFFF", "\uFFFD", "\u007F", "\u0085"), weight: 1 },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(fromCode), weight: 3 },
  {
    arbitrary: fc
      .integer({ min: 0x10000, max: 0x10ffff })
      .map((code) => String.fromCodePoint(code)),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      "\u{1F600}",
      "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
      "\u{1F1EB}\u{1F1F7}",
      "e\u0301",
    ),
    weight: 2,
  },
  {
    // References a publisher's HTML may hold: decoded once by the HTML reader.
    arbitrary: fc.constantFrom(
      "&#1;",
      "&#0;",
      "&#xD800;",
      "&#xDC00;",
      "&#xFFFE;",
      "&#x1F600;",
      "&amp;",
      "<b>",
      "</p>",
      "]]>",
      "&",
      "<",
      '"',
      "'",
    ),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 0, max: 0xffff }).map(fromCode), weight: 2 },
);

/** A string of hostile units, up to `maxLength` of them. */
export const hostileText = (maxLength: number) =>
  fc.string({ unit: hostileUnit, minLength: 1, maxLength });

/**
 * A code point outside XML 1.0's `Char` production: what a strict XML parser refuses. With
 * the `u` flag a lone surrogate is one code point, in the excluded range.
 */
export const invalidCodePoint = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The first error a strict XML 1.0 parser (saxes) finds in the bytes, or null. */
export function strictXmlError(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return "not UTF-8";
  }
  let error: string | null = null;
  const parser = new SaxesParser({ xmlns: true });
  parser.on("error", (problem) => {
    error ??= problem.message;
  });
  try {
    parser.write(text).close();
  } catch (problem) {
    error ??= (problem as Error).message;
  }
  return error;
}

/**
 * The bytes read as a strict reader does (fatal UTF-8 decoding, then JSON.parse), and every
 * string in the value (keys included) holding a code point XML or a strict decoder refuses.
 */
export function strictJsonProblems(bytes: Uint8Array): string[] {
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(bytes));
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") {
      if (invalidCodePoint.test(node)) problems.push(JSON.stringify(node));
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object")
      for (const [key, child] of Object.entries(node)) {
        walk(key);
        walk(child);
      }
  };
  walk(value);
  return problems;
}

/**
 * Text as a careless publisher writes it into XML: markup characters escaped, and what XML
 * cannot hold written as character references (`&#1;`, `&#xD800;`), or, with `rawControls`,
 * C0 controls as raw bytes; lenient parsers take both.
 */
export function publisherXmlText(text: string, rawControls = false): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "<") out += "&lt;";
    else if (char === "&") out += "&amp;";
    else if (char === '"') out += "&quot;";
    else if (code < 0x20 && code !== 9 && code !== 10 && code !== 13 && rawControls && code !== 0)
      out += char;
    else if (invalidCodePoint.test(char)) out += `&#x${code.toString(16)};`;
    else out += char;
  }
  return out;
}

/**
 * Percent-encodes every UTF-16 unit's bytes as WTF-8 does (a lone surrogate becomes
 * `%ED%A0%80`, bytes no UTF-8 decoder accepts), so any text can be sent in a query.
 */
export function percentEncoded(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [
                0xf0 | (code >> 18),
                0x80 | ((code >> 12) & 63),
                0x80 | ((code >> 6) & 63),
                0x80 | (code & 63),
              ];
    for (const byte of bytes) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}
