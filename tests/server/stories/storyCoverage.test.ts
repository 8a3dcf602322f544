import { describe, expect, it } from "vitest";
import { blindSpots } from "../../../src/pages/coverageChart.ts";
import {
  type CoveragePublisher,
  storyCoverage,
} from "../../../src/server/stories/storyCoverage.ts";

const registry: Record<string, CoveragePublisher> = {
  "bbc.co.uk": { country: "GB", kind: "public", languages: ["en"] },
  "theguardian.com": { country: "GB", kind: "private", languages: ["en"] },
  "nation.africa": { country: "KE", kind: "private", languages: ["en"] },
  "france24.com": { country: "FR", kind: "public", languages: ["fr", "en", "es", "ar"] },
  "reuters.com": { country: "GB", kind: "agency", languages: ["en"] },
};
const resolve = (host: string) => registry[host];

const report = (publisher: string, language?: string | null) => ({ publisher, language });

describe("storyCoverage", () => {
  it("counts reports by country, language and kind, largest first, ties by code", () => {
    const coverage = storyCoverage(
      [
        report("bbc.co.uk"),
        report("bbc.co.uk", "en-GB"),
        report("nation.africa", null),
        report("france24.com", "fr"),
        report("france24.com", "ar"),
        report("theguardian.com", "en"),
      ],
      resolve,
    );
    expect(coverage).toEqual({
      publishers: 4,
      countries: [
        { code: "GB", count: 3 },
        { code: "FR", count: 2 },
        { code: "KE", count: 1 },
      ],
      languages: [
        { code: "en", count: 4 },
        { code: "ar", count: 1 },
        { code: "fr", count: 1 },
      ],
      kinds: [
        { kind: "public", count: 4 },
        { kind: "private", count: 2 },
      ],
    });
  });

  it("counts a publisher the registry does not know among the publishers only", () => {
    const coverage = storyCoverage(
      [report("unknown.example", "en"), report("bbc.co.uk"), report("other.example")],
      resolve,
    );
    expect(coverage).toEqual({
      publishers: 3,
      countries: [{ code: "GB", count: 1 }],
      languages: [{ code: "en", count: 1 }],
      kinds: [{ kind: "public", count: 1 }],
    });
  });

  it("asks the resolver in the report's language (a publisher of several languages)", () => {
    const asked: [string, string | undefined][] = [];
    storyCoverage([report("bbc.com", "es"), report("bbc.com")], (host, language) => {
      asked.push([host, language]);
      return undefined;
    });
    expect(asked).toEqual([
      ["bbc.com", "es"],
      ["bbc.com", undefined],
    ]);
  });

  it("finds blind spots: one country, one kind of outlet, not for a lone report", () => {
    const oneCountry = storyCoverage(
      [report("bbc.co.uk"), report("theguardian.com"), report("unknown.example")],
      resolve,
    );
    expect(blindSpots(oneCountry)).toEqual({ country: "GB" });
    const oneKind = storyCoverage([report("theguardian.com"), report("nation.africa")], resolve);
    expect(blindSpots(oneKind)).toEqual({ kind: "private" });
    expect(
      blindSpots(storyCoverage([report("bbc.co.uk"), report("theguardian.com", "en")], resolve)),
    ).toEqual({ country: "GB" });
    const both = storyCoverage([report("bbc.co.uk"), report("bbc.co.uk")], resolve);
    expect(blindSpots(both)).toEqual({}); // one publisher: nothing to compare
    expect(blindSpots(storyCoverage([report("bbc.co.uk")], resolve))).toEqual({});
    expect(
      blindSpots(storyCoverage([report("bbc.co.uk"), report("nation.africa")], resolve)),
    ).toEqual({});
  });
});
