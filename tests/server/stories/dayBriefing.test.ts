/**
 * A day's briefing (issue 50): stories ranked by coverage (publishers, then countries, then
 * kinds of outlet, then recency), only the window's reports in the edition's language, and
 * the developing stories.
 */
import { describe, expect, it } from "vitest";
import {
  type BriefingInput,
  type BriefingReport,
  briefingRules,
  dayBriefing,
} from "../../../src/server/stories/dayBriefing.ts";
import type { CoveragePublisher } from "../../../src/server/stories/storyCoverage.ts";

const hour = 3_600_000;
const to = Date.parse("2026-11-29T12:00:00Z");
const from = to - 24 * hour;

const registry: Record<string, CoveragePublisher> = {
  "gb1.test": { country: "GB", kind: "public", languages: ["en"] },
  "gb2.test": { country: "GB", kind: "private", languages: ["en"] },
  "gb3.test": { country: "GB", kind: "private", languages: ["en"] },
  "us.test": { country: "US", kind: "private", languages: ["en"] },
  "ke.test": { country: "KE", kind: "agency", languages: ["en"] },
  "fr.test": { country: "FR", kind: "public", languages: ["fr"] },
};
const resolve = (host: string) => registry[host];

let links = 0;
const report = (
  publisher: string,
  hoursAgo: number,
  language: string | null = null,
): BriefingReport => ({
  title: `Headline ${++links}`,
  description: `Something happened in the report number ${links}, as ${publisher} tells it.`,
  link: `https://${publisher}/${links}`,
  publisher,
  language,
  seenAt: to - hoursAgo * hour,
});
const story = (id: string, reports: BriefingReport[]): BriefingInput => ({
  id,
  title: id,
  reports,
});

describe("dayBriefing", () => {
  it("ranks by publishers, then countries, then kinds, then the latest report", () => {
    const { stories } = dayBriefing(
      [
        story("one-country", [report("gb1.test", 1), report("gb2.test", 2), report("gb3.test", 3)]),
        story("three-countries", [
          report("gb1.test", 5),
          report("us.test", 6),
          report("ke.test", 7),
        ]),
        story("two-kinds", [report("gb1.test", 1), report("gb2.test", 1)]),
        story("one-kind", [report("gb2.test", 8), report("gb3.test", 8)]),
        story("lone-new", [report("us.test", 0.5)]),
        story("lone-old", [report("ke.test", 20)]),
      ],
      { from, to, lang: "en", resolve },
    );
    expect(stories.map((s) => s.id)).toEqual([
      "three-countries",
      "one-country",
      "two-kinds",
      "one-kind",
      "lone-new",
      "lone-old",
    ]);
    const first = stories[0];
    expect(first?.coverage.publishers).toBe(3);
    expect(first?.firstSeen).toBe(new Date(to - 7 * hour).toISOString());
    expect(first?.updated).toBe(new Date(to - 5 * hour).toISOString());
  });

  it("counts only the window's reports, in the edition's language", () => {
    const mixed = story("mixed", [
      report("gb1.test", 30),
      report("us.test", 2),
      report("fr.test", 2),
      report("gb2.test", 1, "fr-FR"),
    ]);
    const english = dayBriefing([mixed], { from, to, lang: "en", resolve }).stories;
    expect(english.map((s) => s.reports)).toEqual([1]);
    const french = dayBriefing([mixed], { from, to, lang: "fr", resolve }).stories;
    expect(french.map((s) => s.coverage.publishers)).toEqual([2]);
    expect(dayBriefing([mixed], { from, to, lang: "ar", resolve }).stories).toEqual([]);
  });

  it(`lists ${briefingRules.maxStories} stories at most, and the developing ones of the whole window`, () => {
    const many = Array.from({ length: 20 }, (_, k) =>
      story(`s${String(k).padStart(2, "0")}`, [report("gb1.test", 10), report("us.test", 10)]),
    );
    const growing = story("growing", [report("ke.test", 1), report("ke.test", 2)]);
    const { stories, developing } = dayBriefing([...many, growing], {
      from,
      to,
      lang: "en",
      resolve,
    });
    expect(stories).toHaveLength(briefingRules.maxStories);
    expect(stories.some((s) => s.id === "growing")).toBe(false);
    expect(developing).toEqual([expect.objectContaining({ id: "growing", gained: 2 })]);
  });
});
