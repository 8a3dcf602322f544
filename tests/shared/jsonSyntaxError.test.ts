import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseJson, syntaxErrorOffset } from "../../src/shared/jsonSyntaxError.ts";

/** V8's own offset, where its message gives one. */
function v8Offset(text: string): number | "valid" | undefined {
  try {
    JSON.parse(text);
    return "valid";
  } catch (error) {
    const position = / at position (\d+)/.exec((error as Error).message)?.[1];
    return position === undefined ? undefined : Number(position);
  }
}

describe("parseJson", () => {
  it("gives the data of valid JSON", () => {
    expect(parseJson(' {"a": [1, -0.5e+3, true, null, "\\u00e9"]} ')).toEqual({
      data: { a: [1, -500, true, null, "é"] },
    });
  });

  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "Expected ',' or '}' after property value in JSON"],
    ['{"a": tru}', 1, 10, "Unexpected token '}'"],
    ["[1, 2,\n\n , 3]", 3, 2, "Unexpected token ','"],
    ['{"a": 1,}', 1, 9, "Expected double-quoted property name in JSON"],
    ['{"a": 1} x', 1, 10, "Unexpected non-whitespace character after JSON"],
    ['{\n "a": "b', 2, 9, "Unterminated string in JSON"],
    ["", 1, 1, "Unexpected end of JSON input"],
  ])("says where %j goes wrong by line and column", (text, line, column, message) => {
    expect(parseJson(text)).toEqual({ error: { message, line, column } });
  });

  it("finds the offset V8 reports, and refuses exactly what V8 refuses", () => {
    const mutated = fc
      .tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat(), fc.constantFrom(...'{}[]:,"\\-.e0 tnx\n'))
      .map(([value, at, char]) => {
        const text = JSON.stringify(value, null, 1);
        const i = at % (text.length + 1);
        return at % 2
          ? text.slice(0, i) + char + text.slice(i)
          : text.slice(0, i) + text.slice(i + 1);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        const v8 = v8Offset(text);
        const ours = syntaxErrorOffset(text);
        if (v8 === "valid") expect(ours).toBeUndefined();
        else if (v8 !== undefined) expect(ours).toBe(v8);
        else expect(ours).toBeTypeOf("number");
      }),
      { numRuns: 2000 },
    );
  });
});
