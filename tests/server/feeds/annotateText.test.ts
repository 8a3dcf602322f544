import { describe, expect, it } from "vitest";
import { annotate } from "../../../src/server/feeds/annotateText.ts";
import { termKind } from "../../../src/shared/annotation.ts";

/** An annotation as "term" (word), "term#" (figure), "term*" (entity), "_" if description only. */
function terms(title: string, description?: string): string[] {
  const { terms, kinds, inTitle } = annotate(title, description);
  const mark = ["", "#", "*"];
  return terms.map((t, i) => `${t}${mark[kinds[i] as number]}${inTitle[i] ? "" : "_"}`);
}

describe("annotate", () => {
  it("brings inflections of one word together (Porter2 stems)", () => {
    const stem = (word: string) => annotate(`Valdora ${word}`).terms[1];
    expect(new Set(["flood", "floods", "flooded", "flooding"].map(stem))).toEqual(
      new Set(["flood"]),
    );
    expect(stem("evacuation")).toBe(stem("evacuated"));
    expect(stem("derailment")).toBe(stem("derails"));
  });

  it("drops stop words, headline filler and calendar names; keeps figures of 2+ characters", () => {
    expect(terms("LIVE: Floods hit Valdora on Monday as the river floods, says mayor")).toEqual([
      "flood",
      "hit",
      "valdora*",
      "river",
      "mayor",
    ]);
    expect(terms("Magnitude 6.8 quake: 27 dead, 3 missing")).toContain("6.8#");
    expect(terms("Quorix cuts 4,000 jobs")).toContain("4000#");
    expect(terms("Magnitude 6.8 quake: 27 dead, 3 missing")).not.toContain("3#");
  });

  it("names entities: capitals past a sentence's start, name shapes, unknown words", () => {
    expect(terms("Thousands evacuated in Valencia after rivers burst banks")).toEqual([
      "thousand",
      "evacu",
      "valencia*",
      "river",
      "burst",
      "bank",
    ]);
    expect(terms("Apple unveils new iPhone at NHS event")).toEqual(
      expect.arrayContaining(["iphon*", "nhs*"]),
    );
    // A sentence-initial unknown word is a name; a known one is not.
    expect(terms("Sorvant shares slump")[0]).toBe("sorvant*");
    expect(terms("Shares slump at Sorvant")[0]).toBe("share");
  });

  it("reads Title Case headlines by the lexicon and the description, not by capitals", () => {
    expect(terms("Kestrel Motors Recalls 120,000 SUVs Over Brake Fault")).toEqual([
      "kestrel",
      "motor",
      "recal",
      "120000#",
      "suv*",
      "brake",
      "fault",
    ]);
    // The description names Kestrel Motors, so the headline's words are names too.
    const named = terms(
      "Kestrel Motors Recalls SUVs Over Brake Fault",
      "The carmaker Kestrel Motors said a faulty hose could leak.",
    );
    expect(named).toEqual(expect.arrayContaining(["kestrel*", "motor*", "hose_", "leak_"]));
  });

  it("marks the known words whose capitals told nothing, where a sentence opens or in Title Case", () => {
    const caseless = (title: string, description?: string) => {
      const { terms, caseless = [] } = annotate(title, description);
      return caseless.map((i) => terms[i]);
    };
    expect(caseless("Google unveils new Glass design")).toEqual(["googl"]);
    expect(caseless("Google Unveils New Glass Design At Developer Event")).toEqual(
      expect.arrayContaining(["googl", "unveil", "design"]),
    );
    // Mid-sentence, its capital says "name"; a lower-case word says "word".
    expect(caseless("Investors cheer as Google beats forecasts")).toEqual(["investor"]);
    // One use where the case tells is enough.
    expect(caseless("Google unveils Glass", "Critics said Google rushed it.")).toEqual(["critic"]);
    // An unknown word is a name wherever it stands.
    expect(caseless("Sorvant shares slump")).toEqual([]);
  });

  it("marks the common words that describe (adjectives, adverbs, verbs), not names, nouns or -ing subjects", () => {
    const describing = (title: string, description?: string) => {
      const { terms, describes = [] } = annotate(title, description);
      return describes.map((i) => terms[i]);
    };
    // "Heavy" opens the headline, where the tagger takes any capital for a name: read alone.
    expect(describing("Heavy rain swells River Tesk as Meridale banks brace")).toEqual([
      "heavi",
      "brace",
    ]);
    expect(describing("River Tesk bursts its banks after heavy rain in Meridale")).toEqual([
      "heavi",
    ]);
    // A gerund names what happened; a word used once as a noun is not a describing one.
    expect(describing("Flooding closes roads across Meridale")).toEqual(["close"]);
    // "rain" is a verb in the description, a noun in the headline: it names the subject.
    expect(describing("Heavy rain in Meridale", "It may rain again tonight.")).toEqual(["heavi"]);
  });

  it("reads the description's lead only, each term once, the headline's first", () => {
    const long = `Officials said ${"more rain fell overnight and ".repeat(20)}the Zembla dam held.`;
    const { terms: found, inTitle } = annotate("Valdora floods", long);
    expect(found).toContain("offici");
    expect(found).not.toContain("zembla");
    expect(inTitle[found.indexOf("flood")]).toBe(true);
    expect(new Set(found).size).toBe(found.length);
    expect(annotate("").terms).toEqual([]);
    expect(annotate("Valdora", "").kinds).toEqual([termKind.entity]);
  });
});
