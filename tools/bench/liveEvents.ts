/**
 * Live updates' cost and speed (issue 26), against the real server process (compiled, as
 * `npm start` runs it), with the streams held by a child process (eventClients.ts):
 * - idle: the server's RSS and CPU with `idleStreams` open streams (over a 30 s window,
 *   which includes one 25 s heartbeat), then SIGTERM: time to exit and exit code;
 * - ingest to clients: a loopback publisher holds the server's feed requests; each is
 *   answered with new stories in turn (an ingest), and the time from the answer's last
 *   byte to the event naming that endpoint reaching each of `latencyStreams` streams is
 *   recorded.
 * Every stream comes from 127.0.0.1, so EVENTS_PER_IP is raised to let them all in, and
 * MAX_CONNECTIONS to fit them (streams keep a tenth of it free).
 */
import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { eventsApiPath } from "../../src/shared/sitePaths.ts";
import { compactRss } from "./ingestLatency.ts";
import { startServer } from "./startProcess.ts";

interface ClientEvent {
  id: string;
  endpoints: string[];
  arrivals: number[];
}

/** The stream holder: a forked process, with a queue of its messages. */
async function startClients(url: string) {
  const child: ChildProcess = fork("tools/bench/eventClients.ts", [url], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const events: ClientEvent[] = [];
  let ended = 0;
  const waiters = new Set<(message: Record<string, unknown>) => void>();
  child.on("message", (message: Record<string, unknown>) => {
    if (typeof message.ended === "number") ended = message.ended;
    if (typeof message.id === "string") events.push(message as unknown as ClientEvent);
    for (const waiter of waiters) waiter(message);
  });
  const next = (match: (message: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const waiter = (message: Record<string, unknown>) => {
        if (!match(message)) return;
        waiters.delete(waiter);
        resolve(message);
      };
      waiters.add(waiter);
    });
  await next((message) => message.ready === true);
  return {
    events,
    ended: () => ended,
    async open(count: number) {
      const answer = next((message) => typeof message.opened === "number");
      child.send({ open: count });
      return (await answer) as { opened: number; refused: number };
    },
    stop: () => child.kill("SIGKILL"),
  };
}

const status = (pid: number | undefined) => readFileSync(`/proc/${pid}/status`, "utf8");
const rssMb = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(status(pid))?.[1] ?? 0) / 1024;
/** CPU seconds (user + system) the process has used; clock ticks are 1/100 s on Linux. */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IdleStreams {
  opened: number;
  refused: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssAfterMaxMb: number;
  cpuPercent: number;
  windowS: number;
  exitCode: number | null;
  exitMs: number;
  endedStreams: number;
}

/** The server's RSS and CPU with `count` idle streams, then SIGTERM with them open. */
export async function measureIdleStreams(count: number, port: number): Promise<IdleStreams> {
  const dir = await mkdtemp(join(tmpdir(), "maverick-events-bench-"));
  const graceMs = 3_000;
  const server = await startServer(
    {
      OFFLINE: "1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATA_DIR: join(dir, "data"),
      MAX_CONNECTIONS: String(Math.ceil((count * 1.2) / 100) * 100),
      EVENTS_PER_IP: String(count),
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
    /serving at/,
  );
  const clients = await startClients(`http://127.0.0.1:${port}${eventsApiPath}`);
  try {
    // Warm: a few requests and a stream, so that the baseline has the HTTP path's memory.
    for (let i = 0; i < 20; i++) await fetch(`http://127.0.0.1:${port}/public/api/status`);
    // RSS moves with the collector by ±20 MB: medians of samples, not single readings.
    const before: number[] = [];
    for (let i = 0; i < 20; i++) {
      before.push(rssMb(server.pid));
      await sleep(100);
    }
    const { opened, refused } = await clients.open(count);
    await sleep(3_000);
    const windowS = 30;
    const cpuBefore = cpuSeconds(server.pid);
    const after: number[] = [];
    for (let i = 0; i < windowS * 2; i++) {
      after.push(rssMb(server.pid));
      await sleep(500);
    }
    const cpuPercent = ((cpuSeconds(server.pid) - cpuBefore) / windowS) * 100;
    const rssBeforeMb = median(before);
    const rssAfterMb = median(after);
    const rssAfterMaxMb = Math.max(...after);
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    const signalled = performance.now();
    server.kill("SIGTERM");
    const exitCode = await exited;
    const exitMs = performance.now() - signalled;
    // The holder counts the ends as it reads them, behind the server.
    const counted = performance.now() + 3_000;
    while (clients.ended() < opened && performance.now() < counted) await sleep(50);
    return {
      opened,
      refused,
      rssBeforeMb,
      rssAfterMb,
      rssAfterMaxMb,
      cpuPercent,
      windowS,
      exitCode,
      exitMs,
      endedStreams: clients.ended(),
    };
  } finally {
    clients.stop();
    if (server.exitCode === null) server.kill("SIGKILL");
  }
}

export interface IngestToClients {
  streams: number;
  ingests: number;
  /** Per ingest: median and slowest arrival over the streams, ms after the feed's last byte. */
  medianMs: number[];
  maxMs: number[];
  /** Streams that got each ingest's event (all, unless some missed it). */
  reached: number[];
}

/**
 * `ingests` publisher changes, one at a time: the time each takes to reach `count` streams.
 * The server's feed requests are held by the publisher until the streams are open, then
 * answered one by one (two fetches per host run at once; the next arrives as one ends).
 */
export async function measureIngestToClients(
  count: number,
  ingests: number,
  port: number,
): Promise<IngestToClients> {
  const held: { path: string; response: ServerResponse }[] = [];
  let served = 0;
  const upstream = createServer((request, response) => {
    const path = request.url ?? "";
    if (!path.startsWith("/held/") || served >= ingests)
      return void response.writeHead(503).end("not in this benchmark");
    held.push({ path, response });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const config = JSON.parse(readFileSync("config/feeds.json", "utf8")) as FeedsConfig;
  const endpointOf = new Map<string, string>();
  for (const [id, endpoint] of Object.entries(config.endpoints)) {
    const path = `/held/${id.replace("/", "-")}.xml`;
    endpointOf.set(path, id);
    endpoint.sources = [`${upstreamUrl}${path}`];
  }
  const dir = await mkdtemp(join(tmpdir(), "maverick-events-bench-"));
  const feedsFile = join(dir, "feeds.json");
  await writeFile(feedsFile, JSON.stringify(config));
  const server = await startServer(
    {
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATA_DIR: join(dir, "data"),
      FEEDS_FILE: feedsFile,
      MAX_CONNECTIONS: String(count * 2),
      EVENTS_PER_IP: String(count),
    },
    /serving at/,
  );
  const clients = await startClients(`http://127.0.0.1:${port}${eventsApiPath}`);
  const result: IngestToClients = { streams: 0, ingests: 0, medianMs: [], maxMs: [], reached: [] };
  try {
    const { opened } = await clients.open(count);
    result.streams = opened;
    // Events of what happened before (none expected: every feed request is held).
    await sleep(500);
    clients.events.length = 0;
    for (let i = 0; i < ingests; i++) {
      const deadline = performance.now() + 10_000;
      while (held.length === 0 && performance.now() < deadline) await sleep(10);
      const next = held.shift();
      if (!next) break;
      const endpoint = endpointOf.get(next.path) ?? "";
      const sentAt = await new Promise<number>((resolve) => {
        next.response.on("finish", () => resolve(performance.timeOrigin + performance.now()));
        next.response
          .writeHead(200, { "content-type": "application/rss+xml" })
          .end(compactRss(20, `ingest${i}`));
      });
      served++;
      const naming = () => clients.events.find((event) => event.endpoints.includes(endpoint));
      const until = performance.now() + 8_000;
      while (!naming() && performance.now() < until) await sleep(10);
      const event = naming();
      if (!event) continue;
      const delays = event.arrivals.map((at) => at - sentAt).sort((a, b) => a - b);
      result.medianMs.push(delays[Math.floor(delays.length / 2)] ?? Number.NaN);
      result.maxMs.push(delays.at(-1) ?? Number.NaN);
      result.reached.push(delays.length);
      result.ingests++;
      clients.events.length = 0;
    }
    return result;
  } finally {
    for (const { response } of held) response.destroy();
    clients.stop();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    upstream.close();
  }
}
