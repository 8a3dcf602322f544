/**
 * Issue 21: the one function that makes text valid, and the cut that never splits a
 * surrogate pair, against independent models over random Unicode (fast-check).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutAtCodePoint } from "../../src/shared/cutAtCodePoint.ts";
import { validStrings, validText } from "../../src/shared/validText.ts";
import { hostileText, invalidCodePoint } from "../support/hostileText.ts";

const runs = { numRuns: 2000 };
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** XML 1.0's characters, astral ones included. */
const validCodePoint = fc
  .oneof(
    fc.constantFrom(9, 10, 13),
    fc.integer({ min: 0x20, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0xfffd }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

/** The model: per code point, a lone surrogate becomes U+FFFD, any other illegal one goes. */
function model(text: string): string {
  let out = "";
  for (const char of text)
    out += loneSurrogate.test(char) ? "\uFFFD" : invalidCodePoint.test(char) ? "" : char;
  return out;
}

describe("validText", () => {
  it("equals the model: lone surrogates become U+FFFD, controls and U+FFFE/U+FFFF go, the rest stays", () => {
    fc.assert(
      fc.property(hostileText(80), (text) => {
        const valid = validText(text);
        expect(valid).toBe(model(text));
        expect(invalidCodePoint.test(valid)).toBe(false);
        expect(validText(valid)).toBe(valid);
      }),
      runs,
    );
  });

  it("returns valid text as it is, astral characters and tab, LF, CR included", () => {
    fc.assert(
      fc.property(fc.string({ unit: validCodePoint }), (text) => {
        expect(validText(text)).toBe(text);
      }),
      runs,
    );
    expect(validText("a\tb\nc\r\n\u{1F600}\uFFFD\u007F")).toBe("a\tb\nc\r\n\u{1F600}\uFFFD\u007F");
  });

  it("handles the edges: pairs, reversed pairs, runs of surrogates, U+FFFE/U+FFFF", () => {
    expect(validText("Evil \u0001 ctrl")).toBe("Evil  ctrl");
    expect(validText("\uD83D\uDE00")).toBe("\uD83D\uDE00");
    expect(validText("\uDE00\uD83D")).toBe("\uFFFD\uFFFD");
    expect(validText("\uD83D\uD83D\uDE00")).toBe("\uFFFD\uD83D\uDE00");
    expect(validText("x\uFFFEy\uFFFFz\u0000")).toBe("xyz");
  });

  it("as a JSON reviver and replacer, makes every string of a document valid", () => {
    const dirty = { title: "a\u0001\uD800", list: ["\uFFFF", 1, null], nested: { x: "\uDC00" } };
    const clean = { title: "a\uFFFD", list: ["", 1, null], nested: { x: "\uFFFD" } };
    expect(JSON.parse(JSON.stringify(dirty), validStrings)).toEqual(clean);
    expect(JSON.parse(JSON.stringify(dirty, validStrings))).toEqual(clean);
  });
});

describe("cutAtCodePoint", () => {
  it("keeps a prefix of at most max units, one fewer only to keep a surrogate pair whole", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: validCodePoint, maxLength: 60 }),
        fc.integer({ min: 1, max: 70 }),
        (text, max) => {
          const cut = cutAtCodePoint(text, max);
          expect(text.startsWith(cut)).toBe(true);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.length, max - 1));
          // Well-formed text stays well-formed: no pair is split.
          expect(loneSurrogate.test(cut)).toBe(false);
        },
      ),
      runs,
    );
    expect(cutAtCodePoint(`${"a".repeat(199)}\u{1F600}`, 200)).toBe("a".repeat(199));
  });
});
