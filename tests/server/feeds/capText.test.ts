/** Capping a field's text. */
import { describe, expect, it } from "vitest";
import { capText } from "../../../src/server/feeds/capText.ts";

describe("capping text", () => {
  it("keeps short text, cuts long text at a space with an ellipsis, within the cap", () => {
    expect(capText("short", 10)).toBe("short");
    expect(capText("alpha beta gamma delta", 18)).toBe("alpha beta gamma…");
    expect(capText("x".repeat(10_000), 300)).toHaveLength(300);
  });

  it("never cuts inside a grapheme: emoji sequences, surrogate pairs, combining marks", () => {
    const family = "👨‍👩‍👧"; // 8 UTF-16 units, one grapheme
    expect(capText(`ab${family}cd`, 6)).toBe("ab…");
    expect(capText(`abcd${"😀".repeat(3)}`, 6)).toBe("abcd…");
    expect(capText("abcde\u0301fgh", 7)).toBe("abcde\u0301…");
    expect(capText("abcde\u0301fgh", 6)).toBe("abcd…");
  });
});
