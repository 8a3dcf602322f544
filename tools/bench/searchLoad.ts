/**
 * bench:archive's search load: `clients` clients each sending heavy searches back to back
 * (7 of the commonest words, a different set each time, so no answer can be reused), while
 * one more client, in a thread of its own so that the searchers' parsing never delays it,
 * asks a cached API endpoint over and over on one keep-alive connection and times each
 * answer (a closed loop, as `wrk -c1` would).
 */
import { Worker } from "node:worker_threads";
import { functionWords } from "./archiveData.ts";

export interface Latencies {
  n: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(times: readonly number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    n: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
  };
}

export function formatLatencies({ n, median, p99, max }: Latencies): string {
  return `median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (${n} requests)`;
}

/** Plain JavaScript for the timing thread: GET workerData.url until told to stop. */
const timingThread = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
let errors = 0;
let stopping = false;
parentPort.on("message", () => { stopping = true; });
function next() {
  if (stopping) return parentPort.postMessage({ times, errors });
  const started = performance.now();
  http
    .get(workerData.url, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
      if (response.statusCode !== 200) errors++;
      response.resume();
      response.on("end", () => { times.push(performance.now() - started); next(); });
    })
    .on("error", () => { errors++; setTimeout(next, 10); });
}
next();
`;

/** Times `url` back to back in a thread until `stop()`, which resolves with every latency. */
function timeRequests(url: string): {
  stop(): Promise<{ times: number[]; errors: number }>;
} {
  const worker = new Worker(timingThread, { eval: true, workerData: { url } });
  const done = new Promise<{ times: number[]; errors: number }>((resolve) =>
    worker.once("message", resolve),
  );
  return {
    async stop() {
      worker.postMessage("stop");
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

/** Seven distinct words of the 14 commonest, in a random order. */
function heavyQuery(rand: () => number): string {
  const pool = functionWords.slice(0, 14);
  const picked: string[] = [];
  while (picked.length < 7) {
    const [word] = pool.splice(Math.floor(rand() * pool.length), 1);
    picked.push(word as string);
  }
  return picked.join(" ");
}

export interface LoadResult {
  /** The cached API while the searches ran. */
  api: Latencies;
  apiErrors: number;
  search: Latencies;
  /** Search answers by status (200, 503...). */
  statuses: Record<number, number>;
}

/**
 * `clients` searchers for `seconds`, and the cached API timed meanwhile. They send heavy
 * searches, or what `query` gives each time.
 */
export async function searchLoad(
  base: string,
  apiPath: string,
  {
    clients,
    seconds,
    rand,
    query = () => heavyQuery(rand),
  }: { clients: number; seconds: number; rand: () => number; query?: () => string },
): Promise<LoadResult> {
  const timing = timeRequests(base + apiPath);
  const until = performance.now() + seconds * 1000;
  const searchTimes: number[] = [];
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(
          `${base}/public/api/search?${new URLSearchParams({ q: query() })}`,
        );
        await response.arrayBuffer();
        searchTimes.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const { times, errors } = await timing.stop();
  return { api: summarize(times), apiErrors: errors, search: summarize(searchTimes), statuses };
}

/** The cached API alone for `seconds`: the figure the load is compared with. */
export async function idleApi(base: string, apiPath: string, seconds: number): Promise<Latencies> {
  const timing = timeRequests(base + apiPath);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return summarize((await timing.stop()).times);
}
