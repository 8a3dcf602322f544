/** The words a search looks for: the database query is built from these and nothing else. */
import { describe, expect, it } from "vitest";
import { fts5Query, searchTokens, tsQuery } from "../../../src/server/db/searchTokens.ts";

describe("searchTokens", () => {
  it("keeps runs of letters and digits, lower-cased, each once", () => {
    expect(searchTokens("Flooding in NAIROBI, flooding 2025!")).toEqual([
      "flooding",
      "in",
      "nairobi",
      "2025",
    ]);
  });

  it("drops markup and typed operators unless they are all there is", () => {
    expect(searchTokens("<b>rain</b> NEAR(harbour) AND road*")).toEqual([
      "rain",
      "harbour",
      "road",
    ]);
    expect(searchTokens("NOT")).toEqual(["not"]);
  });

  it("finds no word in punctuation, quotes or lone surrogates", () => {
    expect(searchTokens('!!! "" \'; -- * ( ) :')).toEqual([]);
    expect(searchTokens("\uD800\uDFFF\uDC00")).toEqual([]);
    expect(searchTokens("\uD800rain")).toEqual(["rain"]);
  });

  it("reads at most 200 characters and 12 words", () => {
    expect(searchTokens("a".repeat(1_000))).toEqual(["a".repeat(200)]);
    expect(searchTokens(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "))).toHaveLength(12);
  });

  it("quotes every word in both query languages", () => {
    expect(fts5Query(["rain", "road"])).toBe('"rain" AND "road"');
    expect(tsQuery(["rain", "road"])).toBe("'rain' & 'road'");
  });
});
