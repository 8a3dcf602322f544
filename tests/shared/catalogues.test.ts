import { describe, expect, it } from "vitest";
import { english } from "../../src/shared/englishCatalogue.ts";
import { languageCodes } from "../../src/shared/languageHref.ts";
import { catalogueOf, languages } from "../../src/shared/languages.ts";

/** Every key path of a catalogue (`TEXT.error.asiaGrid`), functions as leaves. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return (
    Object.entries(value)
      // A language's own date writer and English-headlines note, which English has no need of.
      .filter(([key]) => prefix !== "" || (key !== "formatDate" && key !== "englishHeadlines"))
      .flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key))
      .sort()
  );
}

const others = languages.filter((language) => language.code !== "en");

describe("catalogues", () => {
  it("every language code has its entry (name, catalogue)", () => {
    expect(languages.map((language) => language.code)).toEqual([...languageCodes]);
  });

  it("English is the spec's texts", () => {
    expect(english.TEXT.noNews).toBe("No news available.");
    expect(english.TEXT.language.edition).toBe("EN: English edition");
    expect(english.SEARCH_TEXT.noResults).toBe("No results found");
  });

  it.each(others)(
    "$name has exactly English's keys, each a text or a text-making function",
    async ({ code }) => {
      const texts = await catalogueOf(code);
      const keys = keyPaths(texts);
      // Each difference named: a key English has and this one lacks, or one English lacks.
      expect(keys.filter((key) => !keyPaths(english).includes(key))).toEqual([]);
      expect(keyPaths(english).filter((key) => !keys.includes(key))).toEqual([]);
      for (const path of keys) {
        const leaf = path.split(".").reduce<unknown>((at, key) => (at as never)[key], texts);
        expect(typeof leaf === "string" || typeof leaf === "function", path).toBe(true);
        if (typeof leaf === "string") expect(leaf.trim(), path).not.toBe("");
      }
    },
  );

  it("a language with a missing or an extra key fails the comparison", () => {
    const { TEXT, ...rest } = english;
    const { noNews: _, ...lacking } = TEXT;
    expect(keyPaths({ ...rest, TEXT: lacking })).not.toEqual(keyPaths(english));
    expect(keyPaths({ ...english, TEXT: { ...TEXT, extra: "x" } })).not.toEqual(keyPaths(english));
  });

  it.each(others)("$name says when a page shows English headlines", async ({ code }) => {
    expect((await catalogueOf(code))?.englishHeadlines).toMatch(/\S/);
  });

  it("other languages write dates with Intl in their locale", async () => {
    const iso = "2025-06-12T15:45:00Z";
    const spanish = await catalogueOf("es");
    expect(spanish?.formatDate?.(iso, "utc", "short")).toBe("12 de junio de 2025");
    const arabic = await catalogueOf("ar");
    expect(arabic?.formatDate?.(iso, "utc", "short")).toMatch(/^12 يونيو 2025$/);
  });
});
