import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type ConfigFiles,
  formatProblem,
  validateConfig,
} from "../../src/shared/configValidation.ts";
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";

const minimalDir = "tests/fixtures/config/minimal";
const sourcesFile = `${minimalDir}/sources.json`;
const feedsFile = `${minimalDir}/feeds.json`;

/** A publisher of the small in-memory registry, valid unless a test changes it. */
function publisher(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: id,
    homepage: `https://${id}.test`,
    country: "FR",
    languages: ["fr"],
    kind: "private",
    feeds: [`https://${id}.test/une.xml`],
    ...overrides,
  };
}

/** The minimal config reading `one` and `two`'s feeds, with `sources.json` and the endpoints' feeds given. */
async function problems(
  publishers: unknown[],
  endpoint: Record<string, unknown> = { sources: ["https://one.test/une.xml"] },
): Promise<string[]> {
  const files: ConfigFiles = await readConfigFiles(minimalDir);
  const feeds = {
    version: 1,
    defaults: { refreshMinutes: 15, maxItems: 40 },
    endpoints: {
      "bbc/breaking": { sources: ["https://one.test/une.xml"] },
      "newYork/world": endpoint,
    },
  };
  const result = validateConfig({
    ...files,
    feeds: { ...files.feeds, data: feeds },
    sources: { ...files.sources, data: { publishers } },
  });
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe("config/sources.json validation", () => {
  it("accepts a small valid registry", async () => {
    expect(await problems([publisher("one"), publisher("two")])).toEqual([]);
  });

  it.each([
    [
      "a lower-case country",
      { country: "fr" },
      'publishers[1] (id "two").country: unknown country: must be an ISO 3166-1 alpha-2 code in upper case, e.g. "GB", "FR" (got "fr")',
    ],
    [
      "a code that is no ISO 3166-1 country",
      { country: "UK" },
      'publishers[1] (id "two").country: unknown country: must be an ISO 3166-1 alpha-2 code in upper case, e.g. "GB", "FR" (got "UK")',
    ],
    [
      "an invalid language",
      { languages: ["french"] },
      'publishers[1] (id "two").languages[0]: not a BCP 47 language tag of a known language in canonical form, e.g. "en", "es", "pt-BR" (got "french")',
    ],
    [
      "an unknown language",
      { languages: ["xx"] },
      'publishers[1] (id "two").languages[0]: not a BCP 47 language tag of a known language in canonical form, e.g. "en", "es", "pt-BR" (got "xx")',
    ],
    [
      "an unknown kind",
      { kind: "tabloid" },
      'publishers[1] (id "two").kind: must be "public" or "state" or "private" or "nonprofit" or "agency", got string "tabloid"',
    ],
    [
      "an id not in kebab-case",
      { id: "Two" },
      `publishers[1] (id "Two").id: must be kebab-case: lower-case letters, digits and '-' (got "Two")`,
    ],
  ])("rejects %s, naming the publisher and the field", async (_, overrides, message) => {
    expect(await problems([publisher("one"), publisher("two", overrides)])).toEqual([
      `${sourcesFile}: at ${message}`,
    ]);
  });

  it("rejects a duplicate id and a feed URL that two publishers claim", async () => {
    const copy = publisher("one", { feeds: ["https://one.test/une.xml"] });
    expect(await problems([publisher("one"), copy])).toEqual([
      `${sourcesFile}: at publishers[1] (id "one").id: duplicate publisher id "one" (already at publishers[0])`,
      `${sourcesFile}: at publishers[1] (id "one").feeds[0]: duplicate feed "https://one.test/une.xml" (already at publishers[0] (id "one").feeds[0]); a feed belongs to one publisher`,
    ]);
  });

  it("asks a multi-language publisher's feeds for their language, one of its own", async () => {
    const two = publisher("two", {
      languages: ["fr", "ar"],
      feeds: [
        "https://two.test/une.xml",
        { url: "https://two.test/ar.xml", language: "es" },
        { url: "https://two.test/fr.xml", language: "fr" },
      ],
    });
    expect(await problems([publisher("one"), two])).toEqual([
      `${sourcesFile}: at publishers[1] (id "two").feeds[0]: the publisher has several languages (fr, ar): give this feed as { "url", "language" }`,
      `${sourcesFile}: at publishers[1] (id "two").feeds[1].language: language "es" is not one of the publisher's languages (fr, ar)`,
    ]);
  });

  it("rejects a feeds.json URL that belongs to no publisher, and an edition in another language", async () => {
    const endpoint = {
      sources: ["https://one.test/une.xml", "https://nobody.test/feed.xml"],
      editions: { fr: ["https://two.test/une.xml"], ar: ["https://one.test/une.xml"] },
    };
    expect(await problems([publisher("one"), publisher("two")], endpoint)).toEqual([
      `${feedsFile}: at endpoints.newYork/world.sources[1]: "https://nobody.test/feed.xml" is no publisher's feed in ${sourcesFile}; add it to its publisher there`,
      `${feedsFile}: at endpoints.newYork/world.editions.ar[0]: "https://one.test/une.xml" is in "fr" (publisher "one" in ${sourcesFile}), not in the edition's language "ar"`,
    ]);
  });

  it("lets a feed served from this machine (a test upstream) belong to no publisher", async () => {
    const endpoint = { sources: ["http://127.0.0.1:8080/feed.xml", "http://localhost/x.xml"] };
    expect(await problems([publisher("one")], endpoint)).toEqual([]);
  });

  it("names a missing sources.json", async () => {
    const dir = await mkdtemp(join(tmpdir(), "no-sources-"));
    try {
      for (const file of ["routes.json", "site.json", "feeds.json"])
        await copyFile(join(minimalDir, file), join(dir, file));
      const result = validateConfig(await readConfigFiles(dir));
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        `${join(dir, "sources.json")}: at (top level): file not found`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
