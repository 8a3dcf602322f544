/**
 * `npm run bench:server -- refresh`: one full refresh round of every source the config names
 * (every endpoint's sources and editions, each URL once), served by a loopback upstream with
 * generated feeds of real shape (50 items, a 300-character summary each; one in eight items
 * reports an event other feeds report too, so stories form). It measures the real server
 * process (compiled, as `npm start` runs it) from the first body served to the last source's
 * success: its CPU time, its RSS after the round settles (and its peak), and the latency of
 * 8 keep-alive clients on a cached API endpoint meanwhile. `FEEDS=<file>` measures another
 * config (a before/after in one sitting: run it in a worktree of the earlier commit).
 */
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { Agent, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { get, memoryMb } from "./ingestLatency.ts";
import { startServer } from "./startProcess.ts";

interface EndpointConfig {
  sources: (string | { url: string })[];
  editions?: Record<string, (string | { url: string })[]>;
}

export interface FullRefresh {
  sources: number;
  endpoints: number;
  roundMs: number;
  cpuMs: number;
  rssMb: number;
  peakRssMb: number;
  requests: number;
  p99Ms: number;
  maxMs: number;
}

const places = ["Valdora", "Meridale", "Kestrel Bay", "Ostrava Vale", "Lindqvist", "Port Amaro"];
const subjects = [
  "council approves budget for river transport",
  "court hears appeal over harbour contract",
  "minister resigns after audit of road fund",
  "storm cuts power to thousands of homes",
  "striking nurses agree new pay offer",
  "central bank holds rates as inflation eases",
  "rail line reopens after landslide repairs",
  "election commission sets date for vote",
];

/** A deterministic generator, so every run and both sides of a comparison read the same feeds. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Feed `n` of the round: 50 items; every eighth a shared event, the rest its own. */
export function roundFeed(n: number): string {
  const next = random(n + 1);
  const start = Date.now();
  const items: string[] = [];
  for (let i = 0; i < 50; i++) {
    const shared = i % 8 === 0;
    const place = places[Math.floor(next() * places.length)];
    const subject = subjects[Math.floor(next() * subjects.length)];
    const title = shared ? `${place}: ${subject}` : `${place} ${subject}, report ${n}-${i} says`;
    const summary = `${title}. ${"Officials said further details would follow later in the day, with a statement expected from the regional office. ".repeat(2)}`;
    items.push(
      `<item><title>${title}</title><link>https://bench.test/f${n}/${i}</link><guid>https://bench.test/f${n}/${i}</guid><description>${summary}</description><pubDate>${new Date(start - (i * 7 + n) * 60_000).toUTCString()}</pubDate></item>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feed ${n}</title><link>https://bench.test/f${n}/</link><description>Generated benchmark feed</description>${items.join("\n")}</channel></rss>`;
}

export async function measureFullRefresh(port: number, feedsFile: string): Promise<FullRefresh> {
  const config = JSON.parse(readFileSync(feedsFile, "utf8")) as {
    endpoints: Record<string, EndpointConfig>;
  };
  const urlOf = (source: string | { url: string }) =>
    typeof source === "string" ? source : source.url;
  const index = new Map<string, number>();
  for (const endpoint of Object.values(config.endpoints))
    for (const source of [...endpoint.sources, ...Object.values(endpoint.editions ?? {}).flat()])
      if (!index.has(urlOf(source))) index.set(urlOf(source), index.size);
  const bodies = [...index.values()].map((n) => Buffer.from(roundFeed(n)));

  const servedAt: number[] = [];
  const upstream = createServer((req, res) => {
    const body = bodies[Number(/^\/f(\d+)\.xml$/.exec(req.url ?? "")?.[1] ?? -1)];
    if (!body) return void res.writeHead(404).end();
    res.on("finish", () => servedAt.push(performance.now()));
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const local = (source: string | { url: string }) => `${base}/f${index.get(urlOf(source))}.xml`;
  for (const endpoint of Object.values(config.endpoints)) {
    endpoint.sources = endpoint.sources.map(local);
    if (endpoint.editions)
      for (const [lang, sources] of Object.entries(endpoint.editions))
        endpoint.editions[lang] = sources.map(local);
  }
  const dir = await mkdtemp(join(tmpdir(), "maverick-refresh-bench-"));
  const file = join(dir, "feeds.json");
  await writeFile(file, JSON.stringify(config));

  const child = await startServer(
    { PORT: String(port), LOG_LEVEL: "warn", DATA_DIR: join(dir, "data"), FEEDS_FILE: file },
    /serving at/,
    60_000,
  );
  const site = `http://127.0.0.1:${port}`;
  const cpuAtStart = cpuMs(child.pid);
  const samples: { start: number; ms: number }[] = [];
  let running = true;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const clients = Array.from({ length: 8 }, async () => {
    while (running) {
      const start = performance.now();
      await get(`${site}/public/api/newYork/world`, agent);
      samples.push({ start, ms: performance.now() - start });
    }
  });
  try {
    const done = await waitForEveryEndpoint(site, 120_000);
    running = false;
    await Promise.all(clients);
    const cpu = cpuMs(child.pid) - cpuAtStart;
    // Let the round's clustering, stores and renders settle before reading memory.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const from = Math.min(...servedAt);
    const inRound = samples
      .filter((s) => s.start >= from && s.start <= done)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    return {
      sources: index.size,
      endpoints: Object.keys(config.endpoints).length,
      roundMs: done - from,
      cpuMs: cpu,
      rssMb: memoryMb(child.pid, "VmRSS"),
      peakRssMb: memoryMb(child.pid, "VmHWM"),
      requests: inRound.length,
      p99Ms: inRound[Math.min(inRound.length - 1, Math.floor(inRound.length * 0.99))] ?? 0,
      maxMs: inRound.at(-1) ?? 0,
    };
  } finally {
    running = false;
    agent.destroy();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    upstream.close();
  }
}

/** Resolves once every endpoint the status lists (editions included) has a success. */
async function waitForEveryEndpoint(site: string, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const status = (await (await fetch(`${site}/public/api/status`)).json()) as {
      endpoints: Record<string, { lastSuccess: string | null }>;
    };
    const endpoints = Object.values(status.endpoints);
    if (endpoints.length > 0 && endpoints.every((endpoint) => endpoint.lastSuccess))
      return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not every endpoint succeeded within ${timeoutMs} ms`);
}

/** A process's user + system CPU time so far (ms), threads included. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of stat; here counted after the command's ")".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
