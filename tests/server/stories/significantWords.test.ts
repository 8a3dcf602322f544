import { describe, expect, it } from "vitest";
import { significantWords } from "../../../src/server/stories/significantWords.ts";
import { stemWord } from "../../../src/server/stories/stemWord.ts";

describe("stemWord", () => {
  it("brings inflections of one word together", () => {
    expect(new Set(["flood", "floods", "flooded", "flooding"].map(stemWord))).toEqual(
      new Set(["flood"]),
    );
    expect(new Set(["rise", "rises", "rising"].map(stemWord))).toEqual(new Set(["ris"]));
    expect(new Set(["stopped", "stops", "stop"].map(stemWord))).toEqual(new Set(["stop"]));
    expect(stemWord("inquiries")).toBe(stemWord("inquiry"));
    expect(stemWord("stolen")).toBe(stemWord("steal"));
    expect(stemWord("Valdora's".toLowerCase())).toBe(stemWord("valdora"));
  });

  it("leaves short words, numbers and -ss/-us/-is endings alone", () => {
    expect(stemWord("bus")).toBe("bus");
    expect(stemWord("virus")).toBe("virus");
    expect(stemWord("crisis")).toBe("crisis");
    expect(stemWord("press")).toBe("press");
    expect(stemWord("2025")).toBe("2025");
  });
});

describe("significantWords", () => {
  it("drops stop words and headline filler, keeps distinct stems", () => {
    expect(significantWords("LIVE: Floods hit Valdora as the river floods, says mayor")).toEqual([
      "flood",
      "hit",
      "valdora",
      "river",
      "mayor",
    ]);
  });

  it("keeps figures (2+ digits, decimals) and splits compounds into their parts", () => {
    expect(significantWords("Magnitude 6.8 quake: 27 dead in rain-soaked Tamsk")).toEqual([
      "magnitud",
      "6.8",
      "quak",
      "27",
      "dead",
      "rain",
      "soak",
      "tamsk",
    ]);
    expect(significantWords("Quorix cuts 4,000 jobs")).toContain("4000");
  });

  it("reads any script and ignores punctuation", () => {
    expect(significantWords("«Zürich» — Straße gesperrt!")).toEqual([
      "zürich",
      "straß",
      "gesperrt",
    ]);
    expect(significantWords("")).toEqual([]);
  });
});
