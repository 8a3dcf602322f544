/**
 * Coverage by edition (issue 49): every news section reads at least three feeds in each
 * edition's language, from config/feeds.json's editions, or /sources names why not.
 */
import { describe, expect, it } from "vitest";
import { enoughFeeds } from "../../src/pages/SourcesSections.tsx";
import { sectionFeeds } from "../../src/pages/sectionFeeds.ts";
import { validateConfig } from "../../src/shared/configValidation.ts";
import { editionMap, editionUrl } from "../../src/shared/editionEndpoints.ts";
import { editionGaps } from "../../src/shared/editionGaps.ts";
import { editionLanguages, editionOf } from "../../src/shared/editions.ts";
import { sourceOptions } from "../../src/shared/feedsConfig.ts";
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";

const result = validateConfig(await readConfigFiles("config"));
if (!result.ok) throw new Error("config/ is invalid: run npm run check:config");
const { manifest, feeds } = result.config;

/** The feeds config/feeds.json gives an API path (an endpoint, or its edition with ?lang=). */
const byPath = new Map<string, string[]>();
for (const [endpoint, config] of Object.entries(feeds.endpoints)) {
  byPath.set(
    editionUrl(endpoint),
    config.sources.map((source) => sourceOptions(source).url),
  );
  for (const lang of editionLanguages)
    if (config.editions?.[lang])
      byPath.set(
        editionUrl(`${endpoint}@${lang}`),
        (config.editions[lang] ?? []).map((source) => sourceOptions(source).url),
      );
}
const rows = sectionFeeds(manifest.routes, editionMap(feeds), (path) => byPath.get(path) ?? []);

describe("coverage by edition", () => {
  it("gives every news section three feeds in es, fr and ar, or a named reason", () => {
    expect(rows.length).toBeGreaterThan(40);
    const unexplained = rows.flatMap((row) =>
      editionLanguages
        .filter((lang) => row.feeds[lang] < enoughFeeds && !editionGaps[row.path]?.[lang])
        .map((lang) => `${row.path} ${lang}: ${row.feeds[lang]} feeds`),
    );
    expect(unexplained).toEqual([]);
  });

  it("names no gap that is not one: a reason is dropped once the feeds are found", () => {
    const stale = Object.entries(editionGaps).flatMap(([path, langs]) =>
      Object.keys(langs).flatMap((lang) => {
        const row = rows.find((candidate) => candidate.path === path);
        const count = row?.feeds[lang as keyof typeof row.feeds] ?? -1;
        return count >= 0 && count < enoughFeeds ? [] : [`${path} ${lang}: ${count}`];
      }),
    );
    expect(stale).toEqual([]);
  });

  it("reads Africa in Spanish, French and Arabic: no English-only block on /africa", () => {
    const africa = manifest.routes.find((route) => route.path === "/africa");
    const slots = Object.values(africa?.slots ?? {}) as { feed: string }[];
    for (const { feed } of slots)
      for (const lang of editionLanguages)
        expect(feeds.endpoints[feed]?.editions?.[lang]?.length, `${feed} ${lang}`).toBeGreaterThan(
          0,
        );
    expect(editionOf("newYork/africa@es")).toEqual({ endpoint: "newYork/africa", lang: "es" });
  });
});
