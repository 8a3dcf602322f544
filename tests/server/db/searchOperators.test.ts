/**
 * Issue 39 over real HTTP, on both stores: each operator of the query language includes and
 * excludes the right articles (the same on SQLite's FTS5 and PostgreSQL's tsquery), sort=new
 * and pages of 20, and malformed queries answered 200 with an array.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Article, parseArticles } from "../../../src/shared/article.ts";
import type { SearchFacets } from "../../../src/shared/searchFacets.ts";
import { searchApiPath, searchFacetsApiPath } from "../../../src/shared/sitePaths.ts";
import type { Publisher } from "../../../src/shared/sourcesConfig.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type FeedItem, rssFeed } from "./rssFeed.ts";
import { storeFactory, storeKinds } from "./stores.ts";

const now = Date.parse("2026-10-30T12:00:00Z");

/**
 * Six reports, named by what the tests say of them; those sharing words more than 72 hours
 * apart (the stories' window), so that each is its own story and its own result.
 */
const reports = {
  burst: {
    title: "River Tesk bursts its banks in Meridale",
    link: "https://northgazette.test/burst",
    description: "The flood reached the old bridge by morning.",
    pubDate: "2026-10-24T08:00:00.000Z",
  },
  budget: {
    title: "Meridale council meets on the harbour budget",
    link: "https://northgazette.test/budget",
    description: "Councillors argued over road repairs.",
    pubDate: "2026-10-28T09:00:00.000Z",
  },
  warning: {
    title: "Flood warning for the river tesk valley",
    link: "https://harborherald.test/warning",
    description: "Residents of Lowbridge were told to leave their homes.",
    pubDate: "2026-10-20T10:00:00.000Z",
  },
  storm: {
    title: "Storm damages the harbour wall",
    link: "https://harborherald.test/storm",
    description: "Waves flooded the quay overnight.",
    pubDate: "2026-10-16T22:00:00.000Z",
  },
  election: {
    title: "Election date set after a long dispute",
    link: "https://www.civicwire.test/election",
    description: "The river authority will not be involved.",
    pubDate: "2026-10-28T12:00:00.000Z",
  },
  levels: {
    title: "Tesk river levels fall at last",
    link: "https://www.civicwire.test/levels",
    description: "Gauges upstream show the water going down.",
    pubDate: "2026-10-29T06:00:00.000Z",
  },
} satisfies Record<string, FeedItem>;
type Name = keyof typeof reports;
const nameOf = new Map(Object.entries(reports).map(([name, item]) => [item.link, name]));

/** Forty-five reports of one word for paging, each its own story. */
const ledger: FeedItem[] = Array.from({ length: 45 }, (_, n) => ({
  title: `Report ${n} on ledger ${n * 7}`,
  link: `https://ledgerdaily.test/${n}`,
  description: `Entry ${n * 13} was filed.`,
  pubDate: new Date(Date.parse("2026-10-20T00:00:00Z") + n * 3600_000).toISOString(),
}));

/** Each publisher's feed on the upstream: path, items, site. */
const feeds = [
  {
    path: "/north.xml",
    items: [reports.burst, reports.budget],
    site: "https://northgazette.test/",
  },
  {
    path: "/harbor.xml",
    items: [reports.warning, reports.storm],
    site: "https://harborherald.test/",
  },
  {
    path: "/civic.xml",
    items: [reports.election, reports.levels],
    site: "https://www.civicwire.test/",
  },
  { path: "/ledger.xml", items: ledger, site: "https://ledgerdaily.test/" },
];

/** The registry's entry for a feed served by the upstream (for source:). */
const publisher = (id: string, homepage: string, feed: string): Publisher => ({
  id,
  name: id,
  homepage,
  country: "GB",
  languages: ["en"],
  kind: "private",
  feeds: [feed],
});

describe.each(storeKinds)("search operators on %s", { timeout: 60_000 }, (kind) => {
  const stores = storeFactory(kind);
  let upstream: Upstream;
  let server: Harness;

  const ask = async (query: string, extra = ""): Promise<Article[]> => {
    const response = await fetch(
      `${server.base}${searchApiPath}?q=${encodeURIComponent(query)}${extra}`,
    );
    expect(response.status, query).toBe(200);
    return parseArticles(await response.json());
  };
  /** The reports a query finds, by name, in the order given. */
  const found = async (query: string, extra = ""): Promise<string[]> =>
    (await ask(query, extra)).map((article) => nameOf.get(article.link) ?? article.link);
  const set = async (query: string) => (await found(query)).sort();
  const names = (...list: Name[]) => [...list].sort();

  beforeAll(async () => {
    upstream = await startUpstream();
    for (const { path, items, site } of feeds)
      upstream.set(path, { kind: "body", body: rssFeed(items, site) });
    server = await startHarness(
      testFeeds(
        { "bbc/breaking": { sources: feeds.map(({ path }) => upstream.url(path)), sample: false } },
        60,
      ),
      {
        ...(await stores.fresh()),
        now: () => now,
        publishers: [
          publisher("north-gazette", "https://northgazette.test/", upstream.url("/north.xml")),
          publisher("harbor-herald", "https://harborherald.test/", upstream.url("/harbor.xml")),
        ],
      },
    );
    await server.refresher.refreshAll();
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await stores.stop();
  });

  it("reads an exact phrase, and word forms as before", async () => {
    expect(await set('"river tesk"')).toEqual(names("burst", "warning"));
    // Both words, in any order: the phrase's reversal too.
    expect(await set("river tesk")).toEqual(names("burst", "warning", "levels"));
    expect(await set("flooded")).toEqual(names("burst", "warning", "storm"));
  });

  it("excludes a word and a phrase", async () => {
    expect(await set('"river tesk" -meridale')).toEqual(names("warning"));
    expect(await set('tesk -"river tesk"')).toEqual(names("levels"));
    expect(await set("flood -storm -harbour")).toEqual(names("burst", "warning"));
  });

  it("takes either side of OR", async () => {
    expect(await set("election OR storm")).toEqual(names("election", "storm"));
    expect(await set("harbour budget OR wall")).toEqual(names("budget", "storm"));
  });

  it("looks only in titles with intitle:", async () => {
    expect(await set("intitle:flood")).toEqual(names("warning"));
    expect(await set("flood -intitle:flood")).toEqual(names("burst", "storm"));
    expect(await set('intitle:"levels river"')).toEqual([]);
    expect(await set('intitle:"tesk river"')).toEqual(names("levels"));
  });

  it("keeps a host and its subdomains with site:, newest first alone", async () => {
    expect(await found("site:harborherald.test")).toEqual(["warning", "storm"]);
    expect(await set("site:civicwire.test")).toEqual(names("election", "levels"));
    expect(await set("site:www.civicwire.test")).toEqual(names("election", "levels"));
    expect(await set("river site:civicwire.test")).toEqual(names("election", "levels"));
    expect(await set("river site:civicwire.test site:northgazette.test")).toEqual(
      names("burst", "election", "levels"),
    );
    expect(await set("site:gazette.test")).toEqual([]);
    expect(await set("-flood site:harborherald.test")).toEqual([]);
    expect(await set("-wall site:harborherald.test")).toEqual(names("warning"));
  });

  it("keeps a publisher's feeds with source:", async () => {
    expect(await set("source:north-gazette")).toEqual(names("burst", "budget"));
    expect(await set("flood source:harbor-herald")).toEqual(names("warning", "storm"));
    expect(await set("flood source:harbor-herald source:north-gazette")).toEqual(
      names("burst", "warning", "storm"),
    );
    expect(await set("flood source:no-such-publisher")).toEqual([]);
  });

  it("keeps UTC days with after: and before:", async () => {
    expect(await set("tesk after:2026-10-24")).toEqual(names("burst", "levels"));
    expect(await set("tesk before:2026-10-24")).toEqual(names("warning"));
    expect(await set("tesk after:2026-10-21 before:2026-10-29")).toEqual(names("burst"));
    expect(await set("harbour before:2026-10-28")).toEqual(names("storm"));
    expect(await set("harbour after:2026-10-28")).toEqual(names("budget"));
    // Filters alone: the newest first.
    expect(await found("after:2026-10-28")).toEqual(["levels", "election", "budget"]);
  });

  it("gives the newest first with sort=new", async () => {
    expect(await found("tesk", "&sort=new")).toEqual(["levels", "burst", "warning"]);
    expect(await found("tesk", "&sort=nonsense")).toHaveLength(3);
  });

  it("pages by 20 with page=, every result once", async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => ask("ledger", `&sort=new&page=${page}`)),
    );
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5, 0]);
    const links = pages.flat().map((article) => article.link);
    expect(new Set(links).size).toBe(45);
    expect(links[0]).toBe("https://ledgerdaily.test/44");
    // Without page=, the first 50 as ever; a bad page is none.
    expect(await ask("ledger")).toHaveLength(45);
    expect(await ask("ledger", "&page=abc")).toHaveLength(45);
  });

  it("counts every match by publisher, section and day", async () => {
    const facets = async (query: string) => {
      const response = await fetch(
        `${server.base}${searchFacetsApiPath}?q=${encodeURIComponent(query)}`,
      );
      expect(response.status).toBe(200);
      return (await response.json()) as SearchFacets;
    };
    const flooded = await facets("flooded");
    // burst (north-gazette), warning and storm (harbor-herald): named by the registry.
    expect(flooded.publishers).toEqual([
      { name: "harbor-herald", id: "harbor-herald", count: 2 },
      { name: "north-gazette", id: "north-gazette", count: 1 },
    ]);
    expect(flooded.days).toEqual([
      { date: "2026-10-24", count: 1 },
      { date: "2026-10-20", count: 1 },
      { date: "2026-10-16", count: 1 },
    ]);
    // Every section whose route reads bbc/breaking counts the three.
    expect(flooded.sections.length).toBeGreaterThan(0);
    for (const section of flooded.sections) expect(section.count).toBe(3);
    // A publisher the registry does not know is named by its host.
    expect((await facets("election")).publishers).toEqual([
      { name: "www.civicwire.test", count: 1 },
    ]);
    expect(await facets("")).toEqual({ publishers: [], sections: [], days: [] });
    expect(await facets('"""')).toEqual({ publishers: [], sections: [], days: [] });
    const bad = await fetch(`${server.base}${searchFacetsApiPath}?q=x&section=/nowhere`);
    expect(bad.status).toBe(400);
  });

  it("answers every malformed query 200 with an array", async () => {
    const malformed = [
      '"river tesk',
      "-",
      "OR",
      "river OR",
      "OR OR OR",
      "site:",
      "site:???",
      "source:",
      "source:NOPE!",
      "intitle:",
      "after:2026-02-30",
      "before:yesterday",
      "NEAR(river tesk)",
      "title:x*",
      "river AND OR tesk",
      "^",
      '"""',
      '-"',
      "((((",
      "*",
      "river -",
      "-river",
      "\u0000\u0001river\u0007",
      "a".repeat(5000),
      '" OR -" site:" after:',
    ];
    for (const query of malformed) expect(Array.isArray(await ask(query)), query).toBe(true);
    // A lone surrogate's bytes, and bytes that are no UTF-8 at all.
    for (const raw of ["%ED%A0%80%20tesk", "%FF%FE%22river", "%22%ED%A0%80"]) {
      const response = await fetch(`${server.base}${searchApiPath}?q=${raw}`);
      expect(response.status, raw).toBe(200);
      expect(Array.isArray(await response.json()), raw).toBe(true);
    }
    // An unclosed quote's words are read as plain words.
    expect(await set('"river tesk')).toEqual(names("burst", "warning", "levels"));
    // Exclusions alone are no search.
    expect(await ask("-river")).toEqual([]);
  });
});
