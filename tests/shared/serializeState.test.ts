import { describe, expect, it } from "vitest";
import { serializeState } from "../../src/shared/serializeState.ts";

describe("serializeState", () => {
  const hostile = {
    title: "</script><script>alert(1)</script> <!-- & \u2028\u2029",
  };

  it("leaves no character that could end the script element or open a comment", () => {
    const text = serializeState(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("reads back unchanged with JSON.parse", () => {
    expect(JSON.parse(serializeState(hostile))).toEqual(hostile);
  });
});
