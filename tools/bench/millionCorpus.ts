/**
 * The million-article archive of `bench:archive -- million`, built once and cached in
 * BENCH_CACHE (/var/tmp/maverick-bench): ARCHIVE_ARTICLES (1,000,000) articles over 30 days,
 * shared evenly by the configured sources, each linked under its configured feed's host (so
 * `site:` and the publisher facets meet real hosts) and written by the real `archiveItems`.
 * The SQLite file is built first; the PostgreSQL cluster, when asked for, is loaded from it,
 * so both stores hold the same articles. A cache is keyed by what shapes it (the schema's
 * migrations, the generator, the sources and the count) and is used only once complete.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { archiveItems } from "../../src/server/db/archiveItems.ts";
import type { ArchiveSchema } from "../../src/server/db/archiveSchema.ts";
import { openDatabase, sqliteFileName } from "../../src/server/db/openDatabase.ts";
import { SourcePersistence } from "../../src/server/db/persistSources.ts";
import type { SourceItem } from "../../src/server/feeds/normalizeFeed.ts";
import type { Article } from "../../src/shared/article.ts";
import { startPostgres } from "../../tests/server/db/postgresCluster.ts";
import { currentState, generatedItem, random, vocabulary } from "./archiveData.ts";
import type { BenchSource } from "./archiveServer.ts";

/**
 * The upstream's port is part of every archived source's URL, so a cached archive is served
 * on the port it was built for (BENCH_UPSTREAM_PORT).
 */
export const upstreamPort = Number(process.env.BENCH_UPSTREAM_PORT ?? 47_913);
const articlesWanted = Number(process.env.ARCHIVE_ARTICLES ?? 1_000_000);
const days = 30;
const day = 86_400_000;
/** Not under the home folder: the PostgreSQL cluster runs as `postgres`, who must reach it. */
const cacheRoot = process.env.BENCH_CACHE ?? "/var/tmp/maverick-bench";
/** Bump when what the generator writes changes in a way the key cannot see. */
const generatorVersion = 1;
/** A million articles hold more distinct words than the 30-day bench's 20,000. */
export const corpusWords = vocabulary(random(1_000_000), 50_000);

export interface MillionCorpus {
  sqliteFile: string;
  articles: number;
  days: number;
  /** When it was built: its newest article's time. */
  builtAt: number;
  buildSeconds: number;
  /** The cached PostgreSQL cluster's folder (database `bench`), built on first use. */
  postgresDir(): Promise<string>;
}

interface Meta {
  articles: number;
  builtAt: number;
  buildSeconds: number;
}

function cacheKey(sources: readonly BenchSource[]): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([generatorVersion, articlesWanted, days, upstreamPort, sources]));
  for (const file of ["src/server/db/migrations.ts", "tools/bench/archiveData.ts"])
    hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

/** A line per 100,000 articles written. */
function progress(before: number, done: number, of: number, started: number): void {
  if (Math.floor(before / 100_000) === Math.floor(done / 100_000)) return;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${done.toLocaleString("en")} of ${of.toLocaleString("en")}, ${seconds.toFixed(0)} s`,
  );
}

/** Writes the SQLite archive in `dataDir`. */
async function buildSqlite(dataDir: string, sources: readonly BenchSource[]): Promise<Meta> {
  const started = performance.now();
  const rand = random(1_000_039);
  const database = await openDatabase({ dataDir });
  const persistence = new SourcePersistence(database);
  const builtAt = Date.now();
  let written = 0;
  for (const [s, source] of sources.entries()) {
    // The articles shared as evenly as they go, spread evenly over the days.
    const count =
      Math.floor(articlesWanted / sources.length) + (s < articlesWanted % sources.length ? 1 : 0);
    const gap = (days * day) / count;
    await database.db.transaction().execute(async (trx) => {
      // Day d back (0: the newest), seen by its feed that day.
      for (let d = 0, index = 0; d < days; d++) {
        const items: SourceItem[] = [];
        for (; index < count && index * gap < (d + 1) * day; index++)
          items.push(
            generatedItem(source.configured, index, builtAt - index * gap, corpusWords, rand),
          );
        await archiveItems(trx, source.url, items, new Date(builtAt - d * day).toISOString());
        progress(written, written + items.length, articlesWanted, started);
        written += items.length;
      }
    });
    // Its feed's last good state, linked under the configured host like its history.
    const state = currentState(source.configured, count, 50, builtAt, corpusWords, rand);
    await persistence.save({ ...state, url: source.url });
  }
  await database.close();
  return { articles: written, builtAt, buildSeconds: (performance.now() - started) / 1000 };
}

/**
 * Loads the SQLite archive into a new database `bench` of the cluster at `clusterDir`: the
 * same rows in the same order, through `archiveItems`; the full-text index is built once at
 * the end (as a bulk import would), not row by row.
 */
async function buildPostgres(clusterDir: string, sqliteFile: string) {
  const started = performance.now();
  const cluster = await startPostgres({ dir: clusterDir });
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, "/bench");
    const dataDir = join(tmpdir(), `maverick-bench-load-${process.pid}`);
    const database = await openDatabase({ dataDir, databaseUrl });
    await sql`DROP INDEX article_search`.execute(database.db);
    const source = new Database(sqliteFile, { readonly: true });
    const rows = source
      .prepare<[], { source: string; first_seen: string; body: string }>(
        "SELECT source, first_seen, body FROM article ORDER BY id",
      )
      .iterate();
    const total = (source.prepare("SELECT count(*) AS n FROM article").get() as { n: number }).n;
    let batch: SourceItem[] = [];
    let key = "";
    let done = 0;
    const flush = async () => {
      const [from, at] = JSON.parse(key) as [string, string];
      await archiveItems(database.db, from, batch, at);
      progress(done, done + batch.length, total, started);
      done += batch.length;
      batch = [];
    };
    for (const row of rows) {
      const next = JSON.stringify([row.source, row.first_seen]);
      if ((next !== key || batch.length === 1_000) && batch.length > 0) await flush();
      key = next;
      const { popularity: _p, trending: _t, ...article } = JSON.parse(row.body) as Article;
      batch.push({ article, key: article.link, titleKey: "", rank: 0, feedSize: 50 });
    }
    if (batch.length > 0) await flush();
    // The sources' last good states as they are (their items are archived above).
    const states = source
      .prepare<[], ArchiveSchema["source_state"]>("SELECT * FROM source_state ORDER BY seq")
      .all();
    await database.db.insertInto("source_state").values(states).execute();
    source.close();
    console.log("  building the full-text index...");
    await sql`SET maintenance_work_mem = '1GB'`.execute(database.db);
    await sql`CREATE INDEX article_search ON article USING gin (search)`.execute(database.db);
    await sql`VACUUM ANALYZE article`.execute(database.db);
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  } finally {
    await cluster.stop();
  }
  return (performance.now() - started) / 1000;
}

/** The cached archive for `sources`, built first if it is not there yet. */
export async function millionCorpus(sources: BenchSource[]): Promise<MillionCorpus> {
  const dir = join(cacheRoot, `million-${cacheKey(sources)}`);
  const metaFile = join(dir, "meta.json");
  const sqliteDir = join(dir, "sqlite");
  if (!existsSync(metaFile)) {
    console.log(
      `building the ${articlesWanted.toLocaleString("en")}-article archive once, in ${dir}...`,
    );
    const partial = `${sqliteDir}.partial`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    const meta = await buildSqlite(partial, sources);
    await rename(partial, sqliteDir);
    await writeFile(metaFile, JSON.stringify(meta));
    console.log(`  built in ${meta.buildSeconds.toFixed(0)} s`);
  }
  const meta = JSON.parse(await readFile(metaFile, "utf8")) as Meta;
  const sqliteFile = join(sqliteDir, sqliteFileName);
  return {
    ...meta,
    sqliteFile,
    days,
    async postgresDir() {
      const clusterDir = join(dir, "postgres");
      if (!existsSync(join(dir, "postgres.json"))) {
        console.log("loading it into a PostgreSQL cluster once...");
        await rm(clusterDir, { recursive: true, force: true });
        const seconds = await buildPostgres(clusterDir, sqliteFile);
        await writeFile(join(dir, "postgres.json"), JSON.stringify({ buildSeconds: seconds }));
        console.log(`  loaded in ${seconds.toFixed(0)} s`);
      }
      return clusterDir;
    },
  };
}
