/**
 * Every colour comes from the design tokens (issue 25), so that both themes cover it: no
 * literal colour in the browser's code or the layouts, but in the tokens' own values.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root, sourceFiles } from "./sourceFiles.ts";

/** The tokens' values (and the placeholder's mark, which a data-URL SVG cannot take as a token). */
const tokenFiles = new Set([
  "src/shared/lightTokens.ts",
  "src/shared/darkTokens.ts",
  "src/shared/designTokens.ts",
]);
/** A hex colour in a string or style, `rgb(`/`hsl(`, or a named one used as a value. */
const literalColour =
  /(?:["'`(]|:\s*)#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})\b|\b(?:rgba?|hsla?)\(|:\s*(?:white|black)\b/i;

describe("colours", () => {
  it("components, pages and layouts name tokens, never a colour", () => {
    const found = [...sourceFiles("src"), ...sourceFiles("layouts")]
      .filter((file) => !tokenFiles.has(file))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
          .filter(({ line }) => literalColour.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
          .map(({ line, at }) => `${at}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it("the check sees a literal colour", () => {
    for (const line of [
      "  color: #3a3f47;",
      "background: rgb(0 0 0 / 0.8);",
      "fill: white;",
      'fill="#e6e8ec"',
    ])
      expect(literalColour.test(line), line).toBe(true);
    for (const line of ['href="#main"', "error #418", "white-space: nowrap;"])
      expect(literalColour.test(line), line).toBe(false);
  });
});
