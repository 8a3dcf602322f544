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

  it("brings nouns made from verbs back to the verb", () => {
    expect(stemWord("derailment")).toBe(stemWord("derails"));
    expect(stemWord("evacuation")).toBe(stemWord("evacuated"));
    expect(stemWord("resignation")).toBe(stemWord("resigns"));
    expect(stemWord("election")).toBe(stemWord("elected"));
    // Short words keep their endings: "station" is not "st".
    expect(stemWord("nation")).toBe("nation");
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

  it("brings general news synonyms and phrases to one form", () => {
    const same = (a: string, b: string) =>
      expect(new Set(significantWords(a))).toEqual(new Set(significantWords(b)));
    same("Earthquake in Tamsk", "Quake in Tamsk");
    same("Tremor in Tamsk", "Quake in Tamsk");
    same("Kestrel prime minister resigns", "Kestrel PM quits");
    same("Kestrel PM steps down", "Kestrel PM resigns");
    same("Quorix lays off staff", "Quorix layoffs: staff");
    same("Twelve hurt in Cardine", "12 injured in Cardine");
    same("Museum heist", "Museum theft");
    expect(significantWords("Quorix job cuts")).toEqual(significantWords("Quorix job layoffs"));
  });

  it("brings irregular forms, -al nouns and a few more synonyms to one form", () => {
    const same = (a: string, b: string) =>
      expect(new Set(significantWords(a))).toEqual(new Set(significantWords(b)));
    same("Port Amsel shaken", "Port Amsel shakes");
    same("Port Amsel shook", "Port Amsel shake");
    same("Pill approval", "Pill approved");
    same("Troop withdrawal", "Troops withdraw");
    same("Solano fire under control", "Solano fire contained");
    same("Floodwaters swamp Valdora", "Flood swamps Valdora");
    same("Rovers dismiss Dressler", "Rovers sack Dressler");
    // A film's premiere is not a prime minister, though both stem to "premier".
    same("Kestrel premier resigns", "Kestrel PM resigns");
    expect(significantWords("Lisvane festival premiere")).not.toContain("pm");
    expect(significantWords("The Quiet Harbour premieres")).not.toContain("pm");
    // Short words keep their ending: "rival" is not "riv".
    expect(significantWords("Rival bid")).toContain("rival");
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
