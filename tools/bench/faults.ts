/**
 * `npm run bench:faults` (issue 48): the storage faults a site meets, each under ingest, and
 * what the archive has afterwards. A loopback publisher adds one long item a round and keeps
 * its latest 5 in its feed (items leave it), with an ETag (a conditional fetch gets 304 when
 * nothing is new). For each scenario: items published, items a reader was shown (served by
 * the API), items archived, and lost: shown but not in the archive afterwards.
 *
 * - disk full: SQLite on a 20 MB tmpfs (root only; otherwise said and skipped), filled while
 *   13 items arrive, then freed, the publisher then answering 304;
 * - PostgreSQL restart: its server stopped while 8 items arrive, then started again;
 * - SIGKILL mid-write: a server process (SQLite) killed while it writes, started again on
 *   the same folder.
 */
import { execFileSync, fork } from "node:child_process";
import { closeSync, openSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/server/db/openDatabase.ts";
import { startPostgres } from "../../tests/server/db/postgresCluster.ts";
import { type FeedItem, rssFeed } from "../../tests/server/db/rssFeed.ts";
import { type Harness, startHarness, statusOf, testFeeds } from "../../tests/server/harness.ts";
import { startUpstream, type Upstream } from "../../tests/server/upstreamServer.ts";

const endpoint = "newYork/africa";
const path = "/wire.xml";

/** A publisher that adds an item at a time and keeps its latest 5 in the feed. */
export class Newsroom {
  readonly published: FeedItem[] = [];
  constructor(private readonly upstream: Upstream) {
    this.serve();
  }
  publish(): void {
    const n = this.published.length;
    this.published.push({
      title: `Wire report ${n} on the harbour works`,
      link: `https://wire.test/report-${n}`,
      description: `Report ${n}. ${"The quay was rebuilt stone by stone over the winter. ".repeat(60)}`,
      pubDate: new Date(Date.UTC(2026, 10, 29, 6, n)).toISOString(),
    });
    this.serve();
  }
  private serve(): void {
    this.upstream.set(path, {
      kind: "body",
      body: rssFeed(this.published.slice(-5).reverse(), "https://wire.test/"),
      etag: `"${this.published.length}"`,
    });
  }
}

interface Outcome {
  scenario: string;
  published: number;
  shown: number;
  archived: number;
  lost: number;
  note: string;
}

const feeds = (upstream: Upstream) =>
  testFeeds({ [endpoint]: { sources: [upstream.url(path)], sample: false } });

async function shownNow(server: Harness, shown: Set<string>): Promise<void> {
  const response = await fetch(`${server.base}/public/api/${endpoint}`);
  if (!response.ok) return;
  for (const article of (await response.json()) as { link: string }[]) shown.add(article.link);
}

async function archivedLinks(server: Harness): Promise<Set<string>> {
  const rows = await server.server.database.db.selectFrom("article").select("link").execute();
  return new Set(rows.map((row) => row.link));
}

/** Rounds of publish-then-refresh; the storage states seen along the way. */
async function rounds(server: Harness, room: Newsroom, count: number, shown: Set<string>) {
  const states: string[] = [];
  for (let i = 0; i < count; i++) {
    room.publish();
    await server.refresher.refreshAll();
    await shownNow(server, shown);
    states.push((await statusOf(server)).storage.state);
  }
  return states;
}

/** After the fault: nothing new (304), and the time until the store says it is ok again. */
async function recovery(server: Harness): Promise<number> {
  const started = Date.now();
  await server.refresher.refreshAll();
  while ((await statusOf(server)).storage.state !== "ok") {
    if (Date.now() - started > 60_000) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

function outcome(
  scenario: string,
  room: Newsroom,
  shown: Set<string>,
  archived: Set<string>,
  note: string,
): Outcome {
  return {
    scenario,
    published: room.published.length,
    shown: shown.size,
    archived: room.published.filter((item) => archived.has(item.link)).length,
    lost: [...shown].filter((link) => !archived.has(link)).length,
    note,
  };
}

/** Times the state said "ok" again after the outage began (a write that went through). */
const flaps = (states: string[]) =>
  states.filter((s, i) => s === "ok" && states.slice(0, i).includes("unwritable")).length;

async function diskFull(): Promise<Outcome | string> {
  if (process.getuid?.() !== 0) return "disk full: skipped (mounting a tmpfs needs root)";
  const dir = await mkdtemp(join(tmpdir(), "maverick-faults-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=20m", "tmpfs", dir]);
  } catch (error) {
    return `disk full: skipped (mount failed: ${(error as Error).message.split("\n")[0]})`;
  }
  const upstream = await startUpstream();
  const room = new Newsroom(upstream);
  const server = await startHarness(feeds(upstream), { dataDir: dir, storageProbeMs: 500 });
  const shown = new Set<string>();
  try {
    await rounds(server, room, 5, shown);
    const filler = join(dir, "filler");
    const fd = openSync(filler, "w");
    const chunk = Buffer.alloc(64 * 1024, 120);
    try {
      for (;;) writeSync(fd, chunk);
    } catch {
      // ENOSPC: the disk is full.
    } finally {
      closeSync(fd);
    }
    const during = await rounds(server, room, 13, shown);
    const waiting = (await statusOf(server)).storage.waiting.items;
    unlinkSync(filler);
    const ms = await recovery(server);
    const archived = await archivedLinks(server);
    return outcome(
      "disk full (20 MB tmpfs)",
      room,
      shown,
      archived,
      `13 items during the outage; unwritable from round ${during.indexOf("unwritable") + 1} of 13 (the first rounds' writes still fitted in the WAL and free pages), ok again ${flaps(during)} times before space came back; ${waiting} items waiting at its end; ok ${(ms / 1000).toFixed(1)} s after space came back`,
    );
  } finally {
    await server.close();
    await upstream.close();
    execFileSync("umount", [dir]);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRestart(): Promise<Outcome> {
  const cluster = await startPostgres();
  const upstream = await startUpstream();
  const room = new Newsroom(upstream);
  const server = await startHarness(feeds(upstream), {
    dataDir: await mkdtemp(join(tmpdir(), "maverick-faults-")),
    databaseUrl: await cluster.freshDatabase(),
    storageProbeMs: 500,
    env: { SYNC_INTERVAL_MS: "3600000" },
  });
  const shown = new Set<string>();
  try {
    await rounds(server, room, 5, shown);
    await cluster.pause();
    const during = await rounds(server, room, 8, shown);
    await cluster.resume();
    const ms = await recovery(server);
    return outcome(
      "PostgreSQL stopped and started",
      room,
      shown,
      await archivedLinks(server),
      `8 items while it was down; unwritable from round ${during.indexOf("unwritable") + 1} of 8, ok again ${flaps(during)} times before it was back; ok ${(ms / 1000).toFixed(1)} s after it was back`,
    );
  } finally {
    await server.close();
    await upstream.close();
    await cluster.stop();
  }
}

/** A server process ingesting into `dataDir` (faultsChild.ts); the links it served. */
function ingestingProcess(dataDir: string, feedUrl: string, shown: Set<string>) {
  const child = fork(new URL("./faultsChild.ts", import.meta.url), [dataDir, feedUrl], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.on("message", (links: string[]) => {
    for (const link of links) shown.add(link);
  });
  return child;
}

async function sigkill(): Promise<Outcome> {
  const upstream = await startUpstream();
  const room = new Newsroom(upstream);
  const dataDir = await mkdtemp(join(tmpdir(), "maverick-faults-"));
  const shown = new Set<string>();
  let kills = 0;
  for (let life = 0; life < 4; life++) {
    room.publish();
    const child = ingestingProcess(dataDir, upstream.url(path), shown);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // Once it serves, items arrive every 100 ms; it is killed at a moment of its writing.
    await new Promise((resolve) => child.once("message", resolve));
    const publishing = setInterval(() => room.publish(), 100);
    await new Promise((resolve) => setTimeout(resolve, 2_500 + Math.random() * 1_500));
    child.kill("SIGKILL");
    kills++;
    clearInterval(publishing);
    await exited;
  }
  // Started once more, with nothing new: what it restores and fetches is the archive's.
  const last = ingestingProcess(dataDir, upstream.url(path), shown);
  await new Promise((resolve) => last.once("message", resolve));
  last.kill("SIGTERM");
  await new Promise((resolve) => last.once("exit", resolve));
  await upstream.close();
  const database = await openDatabase({ dataDir });
  const rows = await database.db.selectFrom("article").select("link").execute();
  const check = database.sqlite?.pragma("integrity_check", { simple: true });
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return outcome(
    "SIGKILL mid-write (SQLite)",
    room,
    shown,
    new Set(rows.map((row) => row.link)),
    `${kills} kills while items arrived every 100 ms; integrity_check: ${String(check)}`,
  );
}

const results: (Outcome | string)[] = [];
results.push(await diskFull());
results.push(await postgresRestart());
results.push(await sigkill());

console.log("\n| scenario | published | shown | archived | lost | |");
console.log("|---|---|---|---|---|---|");
for (const result of results)
  if (typeof result === "string") console.log(`| ${result} | | | | | |`);
  else
    console.log(
      `| ${result.scenario} | ${result.published} | ${result.shown} | ${result.archived} | ${result.lost} | ${result.note} |`,
    );
const lost = results.reduce((sum, r) => sum + (typeof r === "string" ? 0 : r.lost), 0);
console.log(`\nlost in all: ${lost}`);
process.exit(lost === 0 ? 0 : 1);
