/**
 * The briefing's summaries (issue 50): sentences quoted word for word from the reports'
 * descriptions, chosen by how much the other publishers' reports agree with them, never two
 * that say the same thing.
 */
import { describe, expect, it } from "vitest";
import {
  type SummaryReport,
  summarize,
  summaryRules,
} from "../../../src/server/stories/summarySentences.ts";

const report = (publisher: string, description: string, language?: string): SummaryReport => ({
  publisher,
  description,
  link: `https://${publisher}/story`,
  ...(language ? { language } : {}),
});

const flood = [
  report(
    "north.test",
    "The River Tesk burst its banks in Meridale on Sunday after four days of heavy rain. Water reached about 300 homes in the old town. The mayor thanked volunteers.",
  ),
  report(
    "harbour.test",
    "Heavy rain pushed the River Tesk over its banks in Meridale. About 300 homes in the old town were flooded, officials said. A football match was postponed.",
  ),
  report(
    "ridge.test",
    "Meridale is under water after the River Tesk burst its banks following heavy rain. Rescue boats carried residents from about 300 flooded homes. Schools stay closed on Monday.",
  ),
];

describe("summarize", () => {
  it("quotes each sentence exactly from its own publisher's description, 2 or 3 of them", () => {
    const summary = summarize(flood);
    expect(summary.length).toBeGreaterThanOrEqual(2);
    expect(summary.length).toBeLessThanOrEqual(summaryRules.maxSentences);
    for (const sentence of summary) {
      const source = flood.find((r) => r.publisher === sentence.publisher);
      expect(source?.description).toContain(sentence.text);
      expect(sentence.link).toBe(source?.link);
    }
  });

  it("puts what the reports agree on first and leaves one report's aside out", () => {
    const summary = summarize(flood).map((s) => s.text);
    expect(summary[0]).toMatch(/River Tesk/);
    expect(summary.join(" ")).not.toMatch(/football|mayor thanked/);
  });

  it("never quotes two sentences that say the same thing", () => {
    const copies = [
      report(
        "a.test",
        "Lumora recalls 40,000 e-bike batteries over an overheating risk. Owners get a free replacement.",
      ),
      report(
        "b.test",
        "Lumora recalls 40,000 e-bike batteries over the overheating risk. Six fires were reported.",
      ),
      report(
        "c.test",
        "A new comet was discovered by Kelso Observatory astronomers. It passes the Sun in May.",
      ),
      report(
        "d.test",
        "Kelso Observatory astronomers spotted a new comet in Thursday's images. Amateurs may see it.",
      ),
    ];
    const texts = summarize(copies).map((s) => s.text);
    expect(texts.filter((t) => t.includes("40,000"))).toHaveLength(1);
    expect(texts.filter((t) => t.includes("comet"))).toHaveLength(
      texts.some((t) => t.includes("comet")) ? 1 : 0,
    );
  });

  it("an identical sentence in two reports (a wire copy) is quoted once, as the first report's", () => {
    const wire = "The central bank raised its main rate to 4.5 percent on Thursday.";
    const summary = summarize([
      report("first.test", `${wire} Markets fell.`),
      report("second.test", `${wire} The currency rose against the dollar.`),
    ]);
    expect(summary.filter((s) => s.text === wire)).toEqual([
      { text: wire, publisher: "first.test", link: "https://first.test/story" },
    ]);
  });

  it("splits sentences with Intl.Segmenter: abbreviations and decimals stay whole; fragments are skipped", () => {
    const summary = summarize([
      report("one.test", "Dr. Ana Ruiz said the 2.5 km tunnel opens in May. Read more."),
    ]);
    expect(summary.map((s) => s.text)).toEqual([
      "Dr. Ana Ruiz said the 2.5 km tunnel opens in May.",
    ]);
  });

  it("reads French and Arabic reports in their own language", () => {
    const french = summarize([
      report(
        "fr1.test",
        "La Sarve est sortie de son lit à Lormeval dimanche. Environ 250 maisons ont été inondées.",
        "fr",
      ),
      report(
        "fr2.test",
        "La crue de la Sarve a inondé Lormeval dimanche. Les écoles resteront fermées.",
        "fr",
      ),
    ]);
    expect(french.length).toBeGreaterThanOrEqual(2);
    const arabic = summarize([
      report(
        "ar.test",
        "غمر فيضان نهر الوردان بلدة تل الزيتون بعد أيام من الأمطار. أُجلي مئات السكان إلى المدارس.",
        "ar",
      ),
    ]);
    expect(arabic.map((s) => s.text)).toEqual([
      "غمر فيضان نهر الوردان بلدة تل الزيتون بعد أيام من الأمطار.",
      "أُجلي مئات السكان إلى المدارس.",
    ]);
  });

  it("gives nothing for reports without descriptions", () => {
    expect(summarize([report("x.test", ""), report("y.test", "   ")])).toEqual([]);
  });
});
