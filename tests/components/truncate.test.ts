import { describe, expect, it } from "vitest";
import { truncate, truncateChars } from "../../src/components/truncate.ts";

describe("truncate by characters", () => {
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
