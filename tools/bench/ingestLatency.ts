/**
 * API latency while feeds ingest: a local upstream serves generated feeds (written by this
 * project), the real server process (compiled, as `npm start` runs it; see startServer) fetches them,
 * and an in-process client keeps requesting a cached API endpoint. Latencies of requests
 * started between the first big body leaving the upstream and the last source's success
 * (polled on /public/api/status) are reported, with the process's peak RSS (VmHWM).
 */
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { startServer } from "./startProcess.ts";

export interface IngestLatency {
  requests: number;
  p99Ms: number;
  maxMs: number;
  peakRssMb: number;
  ingestWindowMs: number;
}

/** A valid RSS 2.0 feed of `count` short dated items, newest first (about 230 bytes each). */
export function compactRss(count: number, prefix: string): string {
  const items: string[] = [];
  const start = Date.UTC(2025, 5, 1);
  for (let i = 0; i < count; i++)
    items.push(
      `<item><title>${prefix} story ${i}: council budget, river transport</title><link>https://bench.test/${prefix}/${i}</link><description>Short summary of story ${i} for the benchmark.</description><pubDate>${new Date(start - i * 60_000).toUTCString()}</pubDate></item>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${prefix}</title><link>https://bench.test/${prefix}/</link><description>Generated benchmark feed</description>${items.join("\n")}</channel></rss>`;
}

/**
 * Runs the server once with `ingestWorkers` and `renderWorkers`, serving `feeds` (path → body) to the given
 * endpoints (every other endpoint's source answers 503 at once), and measures.
 */
export async function measureIngestLatency(options: {
  feeds: Record<string, { body: Buffer; endpoint: string }>;
  ingestWorkers: number;
  /** Pages rendered in the render thread (1) or on the main thread (0). */
  renderWorkers: number;
  port: number;
  apiPath: string;
}): Promise<IngestLatency> {
  const servedAt: number[] = [];
  const upstream = createServer((req, res) => {
    const feed = options.feeds[req.url ?? ""];
    if (!feed) return void res.writeHead(503).end("not in this benchmark");
    res.on("finish", () => servedAt.push(performance.now()));
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(feed.body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  const config = JSON.parse(readFileSync("config/feeds.json", "utf8")) as FeedsConfig;
  const sources = new Map(Object.entries(options.feeds).map(([path, f]) => [f.endpoint, path]));
  for (const [id, endpoint] of Object.entries(config.endpoints)) {
    const path = sources.get(id);
    endpoint.sources = [`${upstreamUrl}${path ?? "/unavailable"}`];
  }
  const dir = await mkdtemp(join(tmpdir(), "maverick-ingest-bench-"));
  const feedsFile = join(dir, "feeds.json");
  await writeFile(feedsFile, JSON.stringify(config));

  const child = await startServer(
    {
      PORT: String(options.port),
      LOG_LEVEL: "warn",
      DATA_DIR: join(dir, "data"),
      FEEDS_FILE: feedsFile,
      INGEST_WORKERS: String(options.ingestWorkers),
      RENDER_WORKERS: String(options.renderWorkers),
    },
    /serving at/,
  );
  const base = `http://127.0.0.1:${options.port}`;
  const samples: { start: number; ms: number }[] = [];
  let running = true;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const clients = Array.from({ length: 8 }, async () => {
    while (running) {
      const start = performance.now();
      await get(`${base}${options.apiPath}`, agent);
      samples.push({ start, ms: performance.now() - start });
    }
  });
  try {
    const done = await waitForSources(
      base,
      Object.values(options.feeds).map((feed) => feed.endpoint),
      60_000,
    );
    running = false;
    await Promise.all(clients);
    const from = Math.min(...servedAt);
    const inWindow = samples
      .filter((s) => s.start >= from && s.start <= done)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    return {
      requests: inWindow.length,
      p99Ms: inWindow[Math.min(inWindow.length - 1, Math.floor(inWindow.length * 0.99))] ?? 0,
      maxMs: inWindow.at(-1) ?? 0,
      peakRssMb: memoryMb(child.pid, "VmHWM"),
      ingestWindowMs: done - from,
    };
  } finally {
    running = false;
    agent.destroy();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    upstream.close();
  }
}

/** One GET on a keep-alive agent, asking for brotli; resolves when the body is read (or on error). */
export function get(url: string, agent: Agent): Promise<void> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { "accept-encoding": "br" } }, (res) => {
      res.resume();
      res.on("end", () => resolve());
    });
    req.on("error", () => resolve());
    req.end();
  });
}

/**
 * Resolves with the time every watched endpoint's source has succeeded (polled every
 * 50 ms). By endpoint: the public status hides loopback addresses.
 */
async function waitForSources(
  base: string,
  endpoints: string[],
  timeoutMs: number,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const status = (await (await fetch(`${base}/public/api/status`)).json()) as {
      endpoints: Record<string, { lastSuccess: string | null }>;
    };
    if (endpoints.every((id) => status.endpoints[id]?.lastSuccess)) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sources did not all succeed within ${timeoutMs} ms`);
}

/** A process's resident set now (VmRSS) or at its peak (VmHWM), in MB. */
export function memoryMb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}
