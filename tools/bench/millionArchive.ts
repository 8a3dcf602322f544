/**
 * `npm run bench:archive -- million [postgres]` (issue 39): search on an archive of a million
 * articles, 30 days of the configured sources, generated with archiveData's vocabulary and
 * sizes and written by the real `archiveItems`. The archive is built once and cached
 * (millionCorpus.ts); each run searches a copy of it through the real server, started as
 * `npm start` starts it, and prints for each kind of query (two words, a phrase, operators,
 * facets, and two words with their facets as the search page asks them) the latency's
 * p50/p95/p99/max of BENCH_QUERIES (200) queries never asked before; the database's size on
 * disk; the server's RSS; and the cached API's latency while SEARCH_CLIENTS (4) clients
 * search for LOAD_SECONDS (20).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { sqliteFileName } from "../../src/server/db/openDatabase.ts";
import { startPostgres } from "../../tests/server/db/postgresCluster.ts";
import { freePort } from "../browser/siteServer.ts";
import { functionWords, random, vocabulary, vocabularyWord } from "./archiveData.ts";
import { benchConfig, rssMb, startUpstream } from "./archiveServer.ts";
import { corpusWords, type MillionCorpus, millionCorpus, upstreamPort } from "./millionCorpus.ts";
import { formatLatencies, idleApi, searchLoad, summarize } from "./searchLoad.ts";
import { startServer } from "./startProcess.ts";

const run = promisify(execFile);
const day = 86_400_000;
const perKind = Number(process.env.BENCH_QUERIES ?? 200);
/** Queries of each operator (seven of them). */
const perOperator = Math.ceil(perKind / 2);
const searchClients = Number(process.env.SEARCH_CLIENTS ?? 4);
const loadSeconds = Number(process.env.LOAD_SECONDS ?? 20);
/** The cached API endpoint timed during the search load. */
const cachedApiPath = "/public/api/newYork/africa";
const rand = random(39);
const stopWords = new Set(functionWords);

/** An archived article the queries are made from, as a reader would remember it. */
interface Seen {
  title: string;
  description: string;
  host: string;
  published: string;
}

/** Articles drawn at random from the archive (both stores hold the same). */
function sampleArticles(file: string, count: number, articles: number): Seen[] {
  const db = new Database(file, { readonly: true });
  const read = db.prepare<[number], Seen>(
    "SELECT title, description, host, published FROM article WHERE id = ?",
  );
  const seen: Seen[] = [];
  while (seen.length < count) {
    const row = read.get(1 + Math.floor(rand() * articles));
    if (row) seen.push(row);
  }
  db.close();
  return seen;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "" && !stopWords.has(word));
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
/** Two distinct words of one article: a reader's two-word search that finds it. */
function twoWords(article: Seen): string {
  const words = [...new Set(wordsOf(`${article.title} ${article.description}`))];
  const first = pick(words);
  const second = pick(words.filter((word) => word !== first));
  return `${first} ${second}`;
}
/**
 * Two words next to each other in a headline, quoted: two words of content where the
 * headline has such a pair (as readers quote names and terms), else any two; or, with
 * `functionWord`, a pair one of whose words is a function word ("bank of"), where there is
 * one: the hard case, as each holds a word of nearly every article.
 */
function phrase(article: Seen, functionWord = false): string {
  const words = article.title.toLowerCase().split(/\s+/);
  const pairs = words.slice(1).map((word, i) => [words[i] as string, word]);
  const wanted = pairs.filter(
    ([a, b]) => (stopWords.has(a as string) || stopWords.has(b as string)) === functionWord,
  );
  return `"${pick(wanted.length > 0 ? wanted : pairs).join(" ")}"`;
}
const dateOf = (published: string, shiftDays: number) =>
  new Date(Date.parse(published) + shiftDays * day).toISOString().slice(0, 10);

/** Each operator's query, on words of an article (so that most find something). */
const operatorForms: Record<string, (article: Seen, other: Seen) => string> = {
  "intitle:": (article) =>
    `${twoWords(article).split(" ")[0]} intitle:${pick(wordsOf(article.title))}`,
  "-word": (article) => `${twoWords(article)} -${vocabularyWord(corpusWords, rand)}`,
  OR: (article, other) => `${twoWords(article).split(" ")[0]} OR ${pick(wordsOf(other.title))}`,
  "site:": (article) =>
    `${twoWords(article).split(" ")[0]} site:${article.host.replace(/^www\./, "")}`,
  "after:": (article) => `${twoWords(article)} after:${dateOf(article.published, -3)}`,
  "phrase before:": (article) => `${phrase(article)} before:${dateOf(article.published, 2)}`,
  "-word site:": (article) =>
    `-${twoWords(article).split(" ")[1]} site:${article.host.replace(/^www\./, "")}`,
};

interface Timed {
  ms: number;
  status: number;
  found: number;
}

/** One GET, timed to its last byte; what it found (results, or articles counted by day). */
async function timedGet(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url);
  const body = (await response.json()) as unknown;
  const ms = performance.now() - started;
  const found = Array.isArray(body)
    ? body.length
    : ((body as { days?: { count: number }[] }).days ?? []).reduce((n, d) => n + d.count, 0);
  return { ms, status: response.status, found };
}

const searchUrl = (base: string, q: string) =>
  `${base}/public/api/search?${new URLSearchParams({ q })}`;
const facetsUrl = (base: string, q: string) =>
  `${base}/public/api/search/facets?${new URLSearchParams({ q })}`;

/** Times each query once, one at a time; prints the figures of `label`. */
async function timeKind(
  label: string,
  queries: readonly string[],
  ask: (q: string) => Promise<Timed>,
): Promise<void> {
  const times: number[] = [];
  const found: number[] = [];
  const statuses: Record<number, number> = {};
  for (const q of queries) {
    const timed = await ask(q);
    times.push(timed.ms);
    found.push(timed.found);
    statuses[timed.status] = (statuses[timed.status] ?? 0) + 1;
  }
  const figures = summarize(times);
  const medianFound = summarize(found).median;
  const answers = Object.entries(statuses)
    .map(([status, n]) => `${n} x ${status}`)
    .join(", ");
  console.log(
    `  ${label.padEnd(26)} p50 ${figures.median.toFixed(1)}, p95 ${figures.p95.toFixed(1)}, p99 ${figures.p99.toFixed(1)}, max ${figures.max.toFixed(1)} ms; median found ${medianFound}; ${answers}`,
  );
}

/** The query sets, none asked twice: each kind made from its own articles. */
function querySets(corpus: MillionCorpus) {
  const seen = sampleArticles(corpus.sqliteFile, perKind * 8, corpus.articles);
  const take = (k: number) => seen.slice(k * perKind, (k + 1) * perKind);
  const forms = Object.values(operatorForms);
  const others = take(6);
  const operator = (article: Seen, i: number) =>
    (forms[i % forms.length] as (typeof forms)[number])(article, others[i] as Seen);
  return {
    twoWord: take(0).map(twoWords),
    phrase: take(1).map((article) => phrase(article)),
    functionPhrase: take(7).map((article) => phrase(article, true)),
    operators: Object.entries(operatorForms).map(
      ([name, form]) =>
        [name, take(2).map((article, i) => form(article, others[i] as Seen))] as const,
    ),
    facets: take(3).map(twoWords),
    page: take(4).map(twoWords),
    // What the loaded searchers ask: every kind but the hard phrases, in turn.
    load: take(5).flatMap((article, i) => [
      twoWords(article),
      phrase(article),
      operator(article, i),
    ]),
  };
}

/** A process's CPU time so far, in seconds (utime + stime of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Resolves once the server has used under a tenth of a core for three seconds in a row (two
 * minutes at most): the seconds that took.
 */
async function quiet(pid: number): Promise<number> {
  const started = performance.now();
  let calm = 0;
  let before = cpuSeconds(pid);
  while (calm < 3 && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuSeconds(pid);
    calm = now - before < 0.1 ? calm + 1 : 0;
    before = now;
  }
  return (performance.now() - started) / 1000;
}

/** The store's size on disk: the SQLite file and its WAL, or PostgreSQL's database. */
async function sizeOnDisk(kind: "sqlite" | "postgres", place: string): Promise<string> {
  if (kind === "sqlite") {
    const { stdout } = await run("du", ["-sb", place]);
    return `${(Number(stdout.split("\t")[0]) / 1e9).toFixed(2)} GB (the data folder)`;
  }
  const client = new pg.Client({ connectionString: place });
  await client.connect();
  const { rows } = await client.query<{ bytes: string }>(
    "SELECT pg_database_size(current_database()) AS bytes",
  );
  await client.end();
  return `${(Number(rows[0]?.bytes) / 1e9).toFixed(2)} GB (pg_database_size)`;
}

export async function runMillion(kind: "sqlite" | "postgres"): Promise<void> {
  const upstream = await startUpstream(vocabulary(random(12)), rand, 20, upstreamPort);
  const { dir: configDir, sources } = await benchConfig(upstream.url);
  const corpus = await millionCorpus(sources);
  const dataDir = await mkdtemp(join(tmpdir(), "maverick-bench-million-"));
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let databaseUrl: string | undefined;
  const runDatabase = `run_${process.pid}`;
  try {
    if (kind === "sqlite") {
      // A copy: the server writes (its feeds' articles, checkpoints), the cache stays as built.
      await run("cp", ["--reflink=auto", corpus.sqliteFile, join(dataDir, sqliteFileName)]);
    } else {
      cluster = await startPostgres({ dir: await corpus.postgresDir() });
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${runDatabase} TEMPLATE bench STRATEGY FILE_COPY`);
      await admin.end();
      databaseUrl = cluster.url.replace(/\/postgres$/, `/${runDatabase}`);
    }
    const ageDays = Math.ceil((Date.now() - corpus.builtAt) / day);
    console.log(
      `${kind}: ${corpus.articles.toLocaleString("en")} generated articles over ${corpus.days} days (built ${ageDays - 1} days ago in ${corpus.buildSeconds.toFixed(0)} s); ${await sizeOnDisk(kind, databaseUrl ?? dataDir)}`,
    );
    const port = await freePort();
    const started = performance.now();
    const child = await startServer(
      {
        PORT: String(port),
        LOG_LEVEL: "warn",
        CONFIG_DIR: configDir,
        DATA_DIR: dataDir,
        // Nothing of the built archive is pruned, however old the cache is.
        ARCHIVE_DAYS: String(corpus.days + ageDays + 1),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      /serving at http:\/\/127\.0\.0\.1:\d+\//,
      900_000,
    );
    console.log(`  server ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const base = `http://127.0.0.1:${port}`;
    // The first refresh round (every source) ingests, archives and groups stories first.
    const quietAfter = await quiet(child.pid as number);
    console.log(`  the first refresh round done ${quietAfter.toFixed(0)} s after that`);
    const sets = querySets(corpus);
    await timeKind("two words", sets.twoWord, (q) => timedGet(searchUrl(base, q)));
    await timeKind("phrase", sets.phrase, (q) => timedGet(searchUrl(base, q)));
    await timeKind("phrase, a function word", sets.functionPhrase, (q) =>
      timedGet(searchUrl(base, q)),
    );
    for (const [name, queries] of sets.operators)
      await timeKind(`operator ${name}`, queries.slice(0, perOperator), (q) =>
        timedGet(searchUrl(base, q)),
      );
    await timeKind("facets (two words)", sets.facets, (q) => timedGet(facetsUrl(base, q)));
    await timeKind("two words + facets", sets.page, async (q) => {
      // As the search page asks: both at once, done when both are.
      const [results, facets] = await Promise.all([
        timedGet(searchUrl(base, q)),
        timedGet(facetsUrl(base, q)),
      ]);
      return { ...results, ms: Math.max(results.ms, facets.ms) };
    });
    const memory = rssMb(child.pid as number);
    console.log(`  server RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`);
    const idle = await idleApi(base, cachedApiPath, 5);
    console.log(`  cached API ${cachedApiPath} alone: ${formatLatencies(idle)}`);
    let next = 0;
    const load = await searchLoad(base, cachedApiPath, {
      clients: searchClients,
      seconds: loadSeconds,
      rand,
      query: () => sets.load[next++ % sets.load.length] as string,
    });
    console.log(
      `  cached API with ${searchClients} searchers: ${formatLatencies(load.api)}${load.apiErrors ? `, ${load.apiErrors} errors` : ""}`,
    );
    const statuses = Object.entries(load.statuses)
      .map(([status, n]) => `${n} x ${status}`)
      .join(", ");
    console.log(`  their searches: ${formatLatencies(load.search)}; ${statuses}`);
    console.log(`  server RSS ${rssMb(child.pid as number).rss.toFixed(0)} MB after the load`);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  } finally {
    upstream.close();
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${runDatabase} WITH (FORCE)`);
      await admin.end();
      await cluster.stop();
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(configDir, { recursive: true, force: true });
  }
}
