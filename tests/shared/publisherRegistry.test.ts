import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editionLanguages } from "../../src/shared/editions.ts";
import { type FeedsConfig, sourceOptions } from "../../src/shared/feedsConfig.ts";
import { PublisherRegistry } from "../../src/shared/publisherRegistry.ts";
import {
  type Publisher,
  publisherKinds,
  type SourcesConfig,
  sourcesConfigSchema,
} from "../../src/shared/sourcesConfig.ts";

const sources: SourcesConfig = sourcesConfigSchema.parse(
  JSON.parse(readFileSync("config/sources.json", "utf8")),
);
const feeds = JSON.parse(readFileSync("config/feeds.json", "utf8")) as FeedsConfig;
const registry = new PublisherRegistry(sources.publishers);
/** The podcast registry (issue 46): shows and stations name their publisher by id. */
const podcasts = JSON.parse(readFileSync("config/podcasts.json", "utf8")) as {
  shows: { publisher: string }[];
  stations: { publisher: string }[];
};

/** The continent of each country the registry names (a new country must be added here). */
const continents: Record<string, string> = {
  ...Object.fromEntries(
    ["CG", "EG", "ET", "GH", "KE", "MA", "NG", "TZ", "ZA"].map((c) => [c, "Africa"]),
  ),
  ...Object.fromEntries(
    ["AE", "CN", "HK", "IL", "IN", "JP", "KR", "LB", "PK", "QA", "SA", "SG", "TR"].map((c) => [
      c,
      "Asia",
    ]),
  ),
  ...Object.fromEntries(["BE", "DE", "ES", "FR", "GB", "NL", "UA"].map((c) => [c, "Europe"])),
  ...Object.fromEntries(["CA", "MX", "US"].map((c) => [c, "North America"])),
  ...Object.fromEntries(["AR", "BR", "CL", "CO", "PE", "UY"].map((c) => [c, "South America"])),
  ...Object.fromEntries(["AU", "NZ"].map((c) => [c, "Oceania"])),
};

/** Every URL config/feeds.json reads, English sources and editions, with the edition's language. */
const feedUrls = Object.values(feeds.endpoints).flatMap((endpoint) => [
  ...endpoint.sources.map((source) => ({ url: sourceOptions(source).url, lang: undefined })),
  ...editionLanguages.flatMap((lang) =>
    (endpoint.editions?.[lang] ?? []).map((source) => ({ url: sourceOptions(source).url, lang })),
  ),
]);

describe("the shipped registry (config/sources.json)", () => {
  it("is broad: 60+ publishers from 25+ countries on every inhabited continent, all kinds", () => {
    const { publishers } = sources;
    expect(publishers.length).toBeGreaterThanOrEqual(60);
    const countries = new Set(publishers.map((publisher) => publisher.country));
    expect(countries.size).toBeGreaterThanOrEqual(25);
    expect([...countries].filter((country) => !continents[country])).toEqual([]);
    expect(new Set([...countries].map((country) => continents[country]))).toEqual(
      new Set(["Africa", "Asia", "Europe", "North America", "South America", "Oceania"]),
    );
    expect(new Set(publishers.map((publisher) => publisher.kind))).toEqual(new Set(publisherKinds));
  });

  it("reads each interface language from at least 6 publishers", () => {
    for (const lang of ["en", ...editionLanguages]) {
      const readers = new Set(
        feedUrls
          .map(({ url }) => registry.byFeedUrl(url))
          .filter((feed) => feed?.language === lang)
          .map((feed) => feed?.publisher.id),
      );
      expect(readers.size, lang).toBeGreaterThanOrEqual(6);
    }
  });

  it("knows every feed of config/feeds.json, each edition's in its language", () => {
    const unknown = feedUrls.filter(({ url }) => !registry.byFeedUrl(url));
    expect(unknown).toEqual([]);
    const misplaced = feedUrls.filter(
      ({ url, lang }) => lang !== undefined && registry.byFeedUrl(url)?.language !== lang,
    );
    expect(misplaced).toEqual([]);
  });

  it("is what the aggregator reads: every publisher has a feed in config/feeds.json, a show or a station", () => {
    const read = new Set([
      ...feedUrls.map(({ url }) => registry.byFeedUrl(url)?.publisher.id),
      ...[...podcasts.shows, ...podcasts.stations].map((entry) => entry.publisher),
    ]);
    expect(sources.publishers.filter((publisher) => !read.has(publisher.id))).toEqual([]);
  });
});

describe("PublisherRegistry", () => {
  const publisher = (id: string, languages: string[], extra: Partial<Publisher> = {}) =>
    ({
      id,
      name: id,
      homepage: `https://www.news.test/${id}`,
      country: "GB",
      languages,
      kind: "public",
      feeds: [`https://feeds.news.test/${id}/rss.xml`],
      ...extra,
    }) satisfies Publisher;
  const small = new PublisherRegistry([
    publisher("news", ["en"], { hosts: ["news.example"] }),
    publisher("mundo", ["es"]),
    publisher("multi", ["fr", "ar"], {
      homepage: "https://multi.test",
      feeds: [
        { url: "https://multi.test/fr/rss", language: "fr" },
        { url: "https://multi.test/ar/rss", language: "ar" },
      ],
    }),
  ]);

  it("finds a feed's publisher and language by its URL", () => {
    expect(small.byFeedUrl("https://feeds.news.test/mundo/rss.xml")).toMatchObject({
      publisher: { id: "mundo" },
      language: "es",
    });
    expect(small.byFeedUrl("https://multi.test/ar/rss")).toMatchObject({
      publisher: { id: "multi" },
      language: "ar",
    });
    expect(small.byFeedUrl("https://multi.test/de/rss")).toBeUndefined();
  });

  it("resolves a host, www. stripped and through its parent domain, by language among those sharing it", () => {
    expect(small.resolve("news.test", "es")?.id).toBe("mundo");
    expect(small.resolve("www.news.test", "en")?.id).toBe("news");
    expect(small.resolve("feeds.news.test", "es-AR")?.id).toBe("mundo");
    expect(small.resolve("news.test")?.id).toBe("news");
    expect(small.resolve("sport.news.example")?.id).toBe("news");
    expect(small.resolve("multi.test", "ar")?.id).toBe("multi");
    expect(small.resolve("elsewhere.test")).toBeUndefined();
    expect(small.resolve("test")).toBeUndefined();
  });

  it("resolves the shipped BBC services by language on bbc.com", () => {
    expect(registry.resolve("bbc.com", "es")?.id).toBe("bbc-mundo");
    expect(registry.resolve("bbc.com", "ar")?.id).toBe("bbc-arabic");
    expect(registry.resolve("bbc.co.uk", "en")?.id).toBe("bbc-news");
    expect(registry.resolve("bbc.com", "en")?.id).toBe("bbc-news");
  });
});
