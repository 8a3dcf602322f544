/**
 * Issue 24 over real HTTP, on both stores: search matches word forms ("flood" finds floods,
 * flooded, flooding), and answers one article per story, each with its story's `storyId`
 * and `sourceCount`, also when two section feeds of one publisher carry the same headline.
 * On SQLite, an archive indexed before the change is indexed again by the migration.
 */
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteFileName } from "../../../src/server/db/openDatabase.ts";
import { type Article, parseArticles } from "../../../src/shared/article.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { searchApiPath } from "../../../src/shared/sitePaths.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { type FeedItem, rssFeed } from "./rssFeed.ts";
import { type StoreOptions, storeFactory, storeKinds } from "./stores.ts";

const now = Date.parse("2026-10-30T12:00:00Z");
const at = (hours: number) => new Date(now - hours * 3600_000).toISOString();

/** Publisher site -> its feeds (path -> items). northgazette has two sections. */
const feeds: Record<string, Record<string, FeedItem[]>> = {
  "https://northgazette.test/": {
    "/north-world.xml": [
      {
        title: "Valencia floods: thousands evacuated as rivers burst their banks",
        link: "https://northgazette.test/world/valencia-floods",
        description: "Emergency services moved 4,000 people from low-lying districts.",
        pubDate: at(6),
      },
    ],
    "/north-europe.xml": [
      {
        title: "Valencia floods: thousands evacuated as rivers burst their banks",
        link: "https://northgazette.test/europe/valencia-floods",
        description: "Emergency services moved 4,000 people from low-lying districts.",
        pubDate: at(6),
      },
    ],
  },
  "https://harborherald.test/": {
    "/harbor.xml": [
      {
        title: "Thousands evacuated in Valencia after rivers flooded",
        link: "https://harborherald.test/valencia",
        description: "Torrential rain sent the Turia over its banks; 4,000 residents left.",
        pubDate: at(5),
      },
      {
        title: "Council votes on flood defences for the old harbour",
        link: "https://harborherald.test/defences",
        description: "A plan for new walls along the quay.",
        pubDate: at(3),
      },
    ],
  },
  "https://civicwire.test/": {
    "/civic.xml": [
      {
        title: "Valencia flooding: rivers burst banks and thousands are evacuated",
        link: "https://civicwire.test/valencia-flooding",
        description: "Some 4,000 people in the Valencia region were moved to safety.",
        pubDate: at(4),
      },
    ],
  },
};

/** Serves every feed of `feeds` from the upstream; returns their URLs. */
function serveFeeds(upstream: Upstream): string[] {
  const sources: string[] = [];
  for (const [site, paths] of Object.entries(feeds))
    for (const [path, items] of Object.entries(paths)) {
      upstream.set(path, { kind: "body", body: rssFeed(items, site) });
      sources.push(upstream.url(path));
    }
  return sources;
}

describe.each(storeKinds)("search by story on %s", { timeout: 60_000 }, (kind) => {
  const stores = storeFactory(kind);
  let upstream: Upstream;
  let server: Harness;
  let store: StoreOptions;
  let config: FeedsConfig;

  const search = async (query: string): Promise<Article[]> => {
    const response = await fetch(`${server.base}${searchApiPath}?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    return parseArticles(await response.json());
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    const sources = serveFeeds(upstream);
    config = testFeeds({ "bbc/breaking": { sources, sample: false } }, 50);
    store = await stores.fresh();
    server = await startHarness(config, { ...store, now: () => now });
    await server.refresher.refreshAll();
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await stores.stop();
  });

  it("matches word forms: flood finds floods, flooded and flooding", async () => {
    const found = await search("flood");
    const links = found.map((a) => a.link);
    expect(links).toContain("https://harborherald.test/defences");
    // The flood story is one result; which of its articles depends on ranking.
    expect(links).toHaveLength(2);
    // It comes first, as three publishers cover it, though the short headline of the
    // council's flood defences ranks better on relevance.
    expect(found.map((a) => a.sourceCount)).toEqual([3, 1]);
    for (const form of ["floods", "flooded", "flooding", "FLOOD"])
      expect((await search(form)).map((a) => a.link)).toHaveLength(2);
    // Every word must still match.
    expect(await search("flooding Nairobi")).toEqual([]);
  });

  it("answers one article per story, each with the story's id and publisher count", async () => {
    const found = await search("Valencia evacuated");
    expect(found).toHaveLength(1);
    const [flood] = found;
    expect(flood?.sourceCount).toBe(3);
    expect(typeof flood?.storyId).toBe("string");
    // The same id the front page gives the story, whose page lists all four articles.
    const front = (await (
      await fetch(`${server.base}/public/api/bbc/breaking`)
    ).json()) as Article[];
    const ids = new Set(front.filter((a) => a.title.includes("Valencia")).map((a) => a.storyId));
    expect([...ids]).toEqual([flood?.storyId]);
    const story = await (await fetch(`${server.base}/public/api/stories/${flood?.storyId}`)).json();
    expect(story.articles).toHaveLength(4);
    // An article alone in its story counts one source.
    const [defences] = await search("defences");
    expect(defences?.sourceCount).toBe(1);
    expect(typeof defences?.storyId).toBe("string");
  });

  it.runIf(kind === "sqlite")("indexes an archive made before word forms again", async () => {
    await server.close();
    // The index as the previous schema made it: whole words only.
    const file = new SqliteDatabase(`${store.dataDir}/${sqliteFileName}`);
    file.exec(`DROP TABLE article_fts;
      CREATE VIRTUAL TABLE article_fts USING fts5(title, description, content='article',
        content_rowid='id', tokenize='unicode61 remove_diacritics 2');
      INSERT INTO article_fts(article_fts) VALUES ('rebuild');
      DROP TABLE story; DROP TABLE story_article; DROP INDEX source_state_seq;
      DROP INDEX article_host; ALTER TABLE article DROP COLUMN host;
      DROP INDEX article_host_key; ALTER TABLE article DROP COLUMN host_key;
      DELETE FROM kysely_migration WHERE name >= '003';`);
    const old = file
      .prepare("SELECT count(*) AS n FROM article_fts WHERE article_fts MATCH 'flood'")
      .get() as { n: number };
    expect(old.n).toBe(1);
    file.close();
    server = await startHarness(config, { ...store, now: () => now });
    expect((await search("flood")).map((a) => a.link)).toHaveLength(2);
    expect((await search("flooded")).map((a) => a.link)).toHaveLength(2);
    // Rows archived before issue 39 were given their host and its key: site: finds them.
    expect((await search("site:harborherald.test")).map((a) => a.link).sort()).toEqual([
      "https://harborherald.test/defences",
      "https://harborherald.test/valencia",
    ]);
  });
});

describe.each(storeKinds)(
  "search past a headline many links carry, on %s",
  { timeout: 60_000 },
  (kind) => {
    const stores = storeFactory(kind);
    let upstream: Upstream;
    let server: Harness;

    beforeAll(async () => {
      upstream = await startUpstream();
      // One short headline under 120 links, newest and best ranked for "flood", before the
      // other flood articles: more rows than the results' limit, all one result.
      const warnings: FeedItem[] = Array.from({ length: 120 }, (_, n) => ({
        title: "Flood warning",
        link: `https://alerts.test/warning/${n}`,
        description: "Flood warning.",
        pubDate: at(1),
      }));
      upstream.set("/alerts.xml", {
        kind: "body",
        body: rssFeed(warnings, "https://alerts.test/"),
      });
      const sources = [upstream.url("/alerts.xml"), ...serveFeeds(upstream)];
      const store = await stores.fresh();
      server = await startHarness(testFeeds({ "bbc/breaking": { sources, sample: false } }, 200), {
        ...store,
        now: () => now,
      });
      await server.refresher.refreshAll();
    });
    afterAll(async () => {
      await server?.close();
      await upstream?.close();
      await stores.stop();
    });

    it("counts its limit in different headlines, so the other stories are found too", async () => {
      const response = await fetch(`${server.base}${searchApiPath}?q=flood`);
      const found = parseArticles(await response.json());
      const links = found.map((a) => a.link);
      expect(links.filter((link) => link.startsWith("https://alerts.test/"))).toHaveLength(1);
      expect(links).toContain("https://harborherald.test/defences");
      expect(found.filter((a) => a.title.includes("Valencia"))).toHaveLength(1);
      expect(found).toHaveLength(3);
    });
  },
);
