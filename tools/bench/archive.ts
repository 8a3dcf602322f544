/**
 * `npm run bench:archive`: 30 days of archive for every configured source (config/feeds.json),
 * generated with realistic item sizes, then the real server started on it (its feeds served
 * by a loopback upstream), and printed: the server's RSS, and search latency (median, p99
 * and max over a set of queries, with and without a section, the first time each is asked
 * and when it is asked again) over HTTP, then its RSS again a minute after start; then the
 * search load (searchLoad.ts): SEARCH_CLIENTS (4) clients sending heavy searches for
 * LOAD_SECONDS (20), the latency of a cached API endpoint measured meanwhile by another
 * client beside the same figure without the load, and the heavy searches' own latency.
 * The server runs as `npm start` runs it (see startServer).
 * `npm run bench:archive -- postgres` runs it on a throwaway PostgreSQL cluster too.
 * `npm run bench:archive -- million [postgres]` runs millionArchive.ts instead: a cached
 * archive of a million articles, and the latency of each kind of query on it.
 * Settings: ARCHIVE_PER_DAY (articles per source per day, default 40), ARCHIVE_DAYS (30),
 * FEED_ITEMS (items in each source's current feed, default 20; 60 puts every source at the
 * configured cap).
 */
import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { archiveItems } from "../../src/server/db/archiveItems.ts";
import { openDatabase } from "../../src/server/db/openDatabase.ts";
import { SourcePersistence } from "../../src/server/db/persistSources.ts";
import { StoryPersistence } from "../../src/server/db/persistStories.ts";
import { type CatalogItem, StoryCatalog } from "../../src/server/stories/storyCatalog.ts";
import { startPostgres } from "../../tests/server/db/postgresCluster.ts";
import { freePort } from "../browser/siteServer.ts";
import { currentState, generatedItem, random, vocabulary } from "./archiveData.ts";
import { benchConfig, rssMb, startUpstream } from "./archiveServer.ts";
import { formatLatencies, idleApi, searchLoad, summarize } from "./searchLoad.ts";
import { startServer } from "./startProcess.ts";

const days = Number(process.env.ARCHIVE_DAYS ?? 30);
const perDay = Number(process.env.ARCHIVE_PER_DAY ?? 40);
const day = 86_400_000;
const rand = random(12);
const settledAfterMs = 60_000;
const words = vocabulary(rand);
const searchClients = Number(process.env.SEARCH_CLIENTS ?? 4);
const loadSeconds = Number(process.env.LOAD_SECONDS ?? 20);
/** The cached API endpoint timed during the search load. */
const cachedApiPath = "/public/api/newYork/africa";

/** Items in each source's current feed (FEED_ITEMS; the configured cap is 60). */
const feedItems = Number(process.env.FEED_ITEMS ?? 20);

/**
 * Fills the store: `days` of history per source, each source's last good state, and the
 * stories the ingesting server would have stored meanwhile (see storeStories).
 */
async function generate(dataDir: string, databaseUrl: string | undefined, sources: string[]) {
  const started = performance.now();
  const database = await openDatabase({ dataDir, databaseUrl });
  const persistence = new SourcePersistence(database);
  const now = Date.now();
  const byDay = Array.from({ length: days }, (_, d) => ({
    at: now - (days - 1 - d) * day,
    items: [] as CatalogItem[],
  }));
  let count = 0;
  for (const [s, source] of sources.entries()) {
    let index = 0;
    await database.db.transaction().execute(async (trx) => {
      for (let d = days - 1; d >= 0; d--) {
        const dayStart = now - d * day;
        const items = Array.from({ length: perDay }, (_, i) =>
          generatedItem(source, index++, dayStart - i * (day / perDay), words, rand),
        );
        await archiveItems(trx, source, items, new Date(dayStart).toISOString());
        // Every source is one loopback host here: the story keys and publishers tell them apart.
        for (const item of items)
          byDay[days - 1 - d]?.items.push({
            item: {
              ...item,
              key: `${source}/${item.key}`,
              article: { ...item.article, content: "" },
            },
            publisher: `publisher-${s}`,
            source,
          });
        count += items.length;
      }
    });
    await persistence.save(currentState(source, index, 50, now, words, rand));
    if (s % 20 === 19) process.stdout.write(`  ${s + 1}/${sources.length} sources\r`);
  }
  const before = await storyFootprint(database);
  const stories = await storeStories(database, byDay);
  const after = await storyFootprint(database);
  await database.close();
  return { count, seconds: (performance.now() - started) / 1000, stories, before, after };
}

/**
 * The stories of those days as the ingesting server stores them (issue 37): the real
 * catalog clusters each day's window (the articles of its last three days, as the feeds
 * and the 72 h window would hold them), and what changed is saved as the server saves it.
 */
async function storeStories(
  database: Awaited<ReturnType<typeof openDatabase>>,
  byDay: { at: number; items: CatalogItem[] }[],
) {
  const catalog = new StoryCatalog();
  const stored = new StoryPersistence(database);
  let cpuMs = 0;
  let writeMs = 0;
  for (const [d, { at }] of byDay.entries()) {
    const cpu = process.cpuUsage();
    catalog.update(
      byDay.slice(Math.max(0, d - 2), d + 1).flatMap((entry) => entry.items),
      at,
    );
    catalog.regroupNow(at);
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
    const writing = performance.now();
    await stored.save(catalog.book.takeChanges());
    writeMs += performance.now() - writing;
  }
  return { cpuMs, writeMs };
}

/** Rows and bytes (tables and indexes) of the story tables. */
async function storyFootprint(database: Awaited<ReturnType<typeof openDatabase>>) {
  const rows = async (table: "story" | "story_article") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const bytes =
    database.kind === "postgres"
      ? await sql<{
          bytes: string;
        }>`SELECT pg_total_relation_size('story') + pg_total_relation_size('story_article') AS bytes`.execute(
          database.db,
        )
      : await sql<{
          bytes: number;
        }>`SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE 'story%' OR name LIKE 'sqlite_autoindex_story%'`.execute(
          database.db,
        );
  return {
    stories: await rows("story"),
    places: await rows("story_article"),
    mb: Number(bytes.rows[0]?.bytes ?? 0) / 1e6,
  };
}

const queries = [
  "election",
  "storm flood",
  "football league season",
  "inflation prices",
  "solar energy company",
  "court",
  "vaccine hospital",
  "kalomer",
  "tanvi sol",
  "museum art festival",
  "war peace talks",
  "africa",
  "market shares bank",
  "climate",
  "<b>police</b> NEAR(strike)",
  '"city council',
  "dreposhani",
  "music album review",
  "x".repeat(1000),
  "!!!",
];
const sections = ["/africa", "/sports", "/technology", "/europe"];

/** Each query three times: the first answer, then the two repeats (which may be kept results). */
async function timeSearches(base: string, withSection: boolean) {
  const first: number[] = [];
  const again: number[] = [];
  let results = 0;
  for (let round = 0; round < 3; round++)
    for (const [i, q] of queries.entries()) {
      const params = new URLSearchParams({
        q,
        ...(withSection ? { section: sections[i % sections.length] as string } : {}),
      });
      const started = performance.now();
      const response = await fetch(`${base}/public/api/search?${params}`);
      const body = (await response.json()) as unknown[];
      (round === 0 ? first : again).push(performance.now() - started);
      if (round === 0) results += body.length;
    }
  return { first: summarize(first), again: summarize(again), results };
}

async function run(kind: "sqlite" | "postgres") {
  const upstream = await startUpstream(words, rand, feedItems);
  const { dir: configDir, sources: benchSources } = await benchConfig(upstream.url);
  // The endpoints' sources, as before editions came (their feeds are served all the same).
  const sources = benchSources.filter((source) => !source.edition).map((source) => source.url);
  const dataDir = await mkdtemp(join(tmpdir(), "maverick-bench-archive-"));
  const cluster = kind === "postgres" ? await startPostgres() : undefined;
  const databaseUrl = cluster ? await cluster.freshDatabase() : undefined;
  try {
    console.log(
      `${kind}: generating ${days} days x ${perDay} articles/day for ${sources.length} sources...`,
    );
    const { count, seconds, stories, before, after } = await generate(
      dataDir,
      databaseUrl,
      sources,
    );
    const size =
      kind === "sqlite"
        ? `, file ${(statSync(join(dataDir, "archive.db")).size / 1e6).toFixed(0)} MB`
        : "";
    console.log(`  ${count} archived articles in ${seconds.toFixed(0)} s${size}`);
    console.log(
      `  stories (issue 37): ${after.stories - before.stories} story rows, ${after.places - before.places} article places, ${(after.mb - before.mb).toFixed(1)} MB with indexes; clustering ${days} daily windows ${(stories.cpuMs / 1000).toFixed(1)} s CPU, writing them ${(stories.writeMs / 1000).toFixed(1)} s`,
    );
    const port = await freePort();
    const child = await startServer(
      {
        PORT: String(port),
        LOG_LEVEL: "warn",
        CONFIG_DIR: configDir,
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      /serving at http:\/\/127\.0\.0\.1:\d+\//,
      120_000,
    );
    const base = `http://127.0.0.1:${port}`;
    const started = performance.now();
    // Let the first refresh round (all sources, spread over 5 s) ingest and archive.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const plain = await timeSearches(base, false);
    const sectioned = await timeSearches(base, true);
    const memory = rssMb(child.pid as number);
    console.log(
      `  server RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB; budget 300 MB)`,
    );
    for (const [label, figures] of [
      ["no section", plain],
      ["section   ", sectioned],
    ] as const) {
      console.log(
        `  search, ${label}, first asked: ${formatLatencies(figures.first)}, ${figures.results} results`,
      );
      console.log(`  search, ${label}, asked again: ${formatLatencies(figures.again)}`);
    }
    // V8 gives back the start-up's garbage once the server idles (its memory reducer).
    await new Promise((resolve) =>
      setTimeout(resolve, settledAfterMs - (performance.now() - started)),
    );
    console.log(
      `  server RSS ${rssMb(child.pid as number).rss.toFixed(0)} MB ${settledAfterMs / 1000} s after start`,
    );
    const idle = await idleApi(base, cachedApiPath, 5);
    console.log(`  cached API ${cachedApiPath} alone:   ${formatLatencies(idle)}`);
    const load = await searchLoad(base, cachedApiPath, {
      clients: searchClients,
      seconds: loadSeconds,
      rand,
    });
    console.log(
      `  cached API with ${searchClients} heavy searchers: ${formatLatencies(load.api)}${load.apiErrors ? `, ${load.apiErrors} errors` : ""}`,
    );
    const statuses = Object.entries(load.statuses)
      .map(([status, n]) => `${n} x ${status}`)
      .join(", ");
    console.log(`  heavy searches (7 common words): ${formatLatencies(load.search)}; ${statuses}`);
    console.log(`  server RSS ${rssMb(child.pid as number).rss.toFixed(0)} MB after the load`);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  } finally {
    upstream.close();
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(configDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("million")) {
  const { runMillion } = await import("./millionArchive.ts");
  // BENCH_STORES=postgres runs the PostgreSQL half alone.
  const stores = process.env.BENCH_STORES?.split(",") ?? [
    "sqlite",
    ...(process.argv.includes("postgres") ? ["postgres"] : []),
  ];
  for (const store of stores) await runMillion(store as "sqlite" | "postgres");
} else {
  await run("sqlite");
  if (process.argv.includes("postgres")) await run("postgres");
}
