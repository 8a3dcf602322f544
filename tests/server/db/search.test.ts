/**
 * The archive and its search over real HTTP, on both stores: every ingested article is
 * kept (also after it leaves its feed) for ARCHIVE_DAYS, samples are searchable while they
 * are served, and `/public/api/search` answers any text with relevance then recency, at most
 * 50, within a section when asked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSamples } from "../../../src/server/samples/sampleSnapshot.ts";
import { parseArticles } from "../../../src/shared/article.ts";
import { searchApiPath } from "../../../src/shared/sitePaths.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type FeedItem, numberedItems, rssFeed } from "./rssFeed.ts";
import { storeFactory, storeKinds } from "./stores.ts";

const day = 86_400_000;

describe.each(storeKinds)("the archive on %s", { timeout: 60_000 }, (kind) => {
  const stores = storeFactory(kind);
  let upstream: Upstream;
  let server: Harness;
  let clock = Date.parse("2025-06-10T12:00:00Z");

  const search = async (query: string, section?: string) => {
    const params = new URLSearchParams({ q: query, ...(section ? { section } : {}) });
    return fetch(`${server.base}${searchApiPath}?${params}`);
  };
  const titles = async (query: string, section?: string) => {
    const response = await search(query, section);
    expect(response.status).toBe(200);
    return parseArticles(await response.json()).map((a) => a.title);
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    const africa: FeedItem[] = [
      {
        title: "Flooding closes the Nairobi harbour road",
        link: "https://africa.test/flood",
        description: "Heavy rain.",
        pubDate: "2025-06-10T08:00:00Z",
      },
      {
        title: "Markets calm",
        link: "https://africa.test/markets",
        description: "Traders expect flooding to ease near the harbour.",
        pubDate: "2025-06-10T09:00:00Z",
      },
      {
        title: "Café owners in Dakar reopen",
        link: "https://africa.test/cafe",
        description: "",
        pubDate: "2025-06-10T07:00:00Z",
      },
    ];
    upstream.set("/africa.xml", { kind: "body", body: rssFeed(africa) });
    upstream.set("/europe.xml", {
      kind: "body",
      body: rssFeed([
        {
          title: "Flooding in Venice",
          link: "https://europe.test/venice",
          description: "Harbour closed.",
          pubDate: "2025-06-10T10:00:00Z",
        },
        ...numberedItems("Election", 70, "europe.test"),
      ]),
    });
    const feeds = testFeeds(
      {
        "newYork/africa": { sources: [upstream.url("/africa.xml")], sample: true },
        "newYork/europe": { sources: [upstream.url("/europe.xml")], sample: true },
        // Never answers: its endpoint keeps serving its sample.
        "newYork/asia": { sources: [upstream.url("/missing.xml")], sample: true },
      },
      100,
    );
    upstream.set("/missing.xml", { kind: "status", status: 404 });
    server = await startHarness(feeds, { ...(await stores.fresh()), now: () => clock });
    await server.refresher.refreshAll();
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await stores.stop();
  });

  it("finds articles by the words of their title and description, title matches first", async () => {
    expect(await titles("flooding harbour", "/africa")).toEqual([
      "Flooding closes the Nairobi harbour road",
      "Markets calm",
    ]);
    expect(await titles("Flooding")).toContain("Flooding in Venice");
    expect(await titles("nothing-like-this-anywhere")).toEqual([]);
  });

  it("keeps a section to the sources of the endpoints its route reads", async () => {
    expect(await titles("flooding", "/europe")).toEqual(["Flooding in Venice"]);
    expect(await titles("flooding", "/sports")).toEqual([]);
  });

  it("answers at most 50, relevance then the newest", async () => {
    const found = await titles("election headline");
    expect(found).toHaveLength(50);
    expect(found.slice(0, 3)).toEqual([
      "Election headline number 0",
      "Election headline number 1",
      "Election headline number 2",
    ]);
  });

  it("answers any text: quotes, operators, markup, 1,000 characters, lone surrogates, punctuation", async () => {
    const odd = [
      '"unterminated',
      "flooding NEAR(harbour road)",
      "flooding AND OR NOT *",
      "title:flooding",
      "<script>alert(1)</script> flooding",
      "x".repeat(1_000),
      "\uD800flooding\uDFFF",
      "!!! ??? ... ---",
      "'; DROP TABLE article; --",
      "flooding & | ! ( ) : *",
      "",
    ];
    for (const query of odd) {
      const response = await search(query);
      expect(response.status, query).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
    }
    expect(await titles("<b>Flooding</b> NEAR(harbour)")).toContain(
      "Flooding closes the Nairobi harbour road",
    );
    expect(await titles("!!! ??? ...")).toEqual([]);
  });

  it("refuses an unknown section with a clear 400", async () => {
    const response = await search("flooding", "/no-such-section");
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/^Unknown section: /),
      statusCode: 400,
    });
  });

  it("carries cache headers and an ETag, and answers 304 to it", async () => {
    const response = await search("flooding");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=60, s-maxage=300/);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"/);
    const again = await fetch(`${server.base}${searchApiPath}?q=flooding`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("searches the samples of endpoints serving them, and no others", async () => {
    const samples = await loadSamples(clock);
    const titleOf = (id: string) => samples.get(id)?.[0]?.article.title ?? "";
    // newYork/asia never answered: it serves its sample, which is found.
    expect(await titles(titleOf("newYork/asia"), "/asia")).toContain(titleOf("newYork/asia"));
    // newYork/africa serves live data: its sample articles are archived but not found.
    expect(titleOf("newYork/africa")).not.toBe("");
    expect(await titles(titleOf("newYork/africa"), "/africa")).toEqual([]);
  });

  it("folds case and diacritics on the stored side where the database does", async () => {
    expect(await titles("CAFÉ")).toEqual(["Café owners in Dakar reopen"]);
  });

  it("keeps an article that left its feed, moves lastSeen, and prunes after ARCHIVE_DAYS", async () => {
    upstream.set("/africa.xml", {
      kind: "body",
      body: rssFeed([
        {
          title: "A new africa story",
          link: "https://africa.test/new",
          pubDate: "2025-06-11T08:00:00Z",
        },
      ]),
    });
    clock += day;
    await server.refresher.refreshAll();
    expect(await titles("flooding harbour", "/africa")).toEqual([
      "Flooding closes the Nairobi harbour road",
      "Markets calm",
    ]);
    // 30 days after the old articles were last seen (day 0), but 29 after the new one.
    clock += 29 * day + 60_000;
    expect(await server.server.archive.prune()).toBeGreaterThan(0);
    expect(await titles("flooding harbour", "/africa")).toEqual([]);
    expect(await titles("africa story")).toEqual(["A new africa story"]);
  });
});
