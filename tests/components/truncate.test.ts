import { describe, expect, it } from "vitest";
import { truncate, truncateChars } from "../../src/components/truncate.ts";

/** The definition: the first `count` graphemes as Intl.Segmenter sees them. */
function segmenterCut(text: string, count: number): string {
  const cut = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)]
    .slice(0, count)
    .map((part) => part.segment)
    .join("");
  return cut.length === text.length ? text : `${cut.trimEnd()}...`;
}

describe("truncate by characters", () => {
  it("cuts every kind of text where Intl.Segmenter's graphemes say, with or without its help", () => {
    const samples = [
      "Plain ASCII headline: markets rise 3% as rates hold",
      "Curly “quotes” — dashes… and €100 for Zürich’s café ½",
      "Ελληνικά και Кириллица, Tiếng Việt đã dịch",
      "日本語の見出し、カタカナ：ﾃｽﾄ and ﾊﾟﾝ with half-width voiced marks",
      "Decomposed: cafe\u0301 and n\u0303 and A\u030a",
      "Emoji ☀\ufe0f sun, 👍🏽 thumbs, 🇯🇵 flag, 👨\u200d👩\u200d👧 family",
      "Line\r\nbreaks\nand\ttabs and a soft\u00adhyphen",
      "Hangul 한국어 and jamo \u1100\u1161\u11a8 and Devanagari हिन्दी",
      "Zero\u200bwidth\u200cjoiners and marks \u20dd around",
    ];
    for (const text of samples)
      for (let count = 1; count <= text.length; count++)
        expect(truncateChars(text, count), `${JSON.stringify(text)} at ${count}`).toBe(
          segmenterCut(text, count),
        );
  });
  it("keeps text at or under the limit unchanged", () => {
    expect(truncateChars("a".repeat(300), 300)).toBe("a".repeat(300));
    expect(truncateChars("", 10)).toBe("");
  });
  it("cuts to the limit and adds '...'", () => {
    expect(truncateChars("a".repeat(301), 300)).toBe(`${"a".repeat(300)}...`);
  });
  it("drops whitespace before the ellipsis", () => {
    expect(truncateChars("Hello world again", 6)).toBe("Hello...");
  });
  it("never splits a surrogate pair or an emoji sequence", () => {
    const family = "👨‍👩‍👧";
    const text = `ab${family}cd`;
    expect(truncateChars(text, 3)).toBe(`ab${family}...`);
    expect(truncateChars("𝒳𝒴𝒵", 2)).toBe("𝒳𝒴...");
    expect(truncateChars("🇯🇵🇫🇷", 1)).toBe("🇯🇵...");
  });
});

describe("truncate by words", () => {
  it("keeps the first N words with their punctuation", () => {
    expect(truncate("One, two three. Four five", { unit: "words", length: 3 })).toBe(
      "One, two three....",
    );
    expect(truncate("One two", { unit: "words", length: 3 })).toBe("One two");
  });
  it("cuts a long text at 30 words", () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i + 1}`).join(" ");
    expect(truncate(text, { unit: "words", length: 30 })).toBe(
      `${Array.from({ length: 30 }, (_, i) => `w${i + 1}`).join(" ")}...`,
    );
  });
});
