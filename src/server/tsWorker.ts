import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * The server's worker entries are TypeScript, and the server runs under tsx (npm start) or
 * Vitest, neither of which loads TypeScript in new threads by itself: each thread first
 * registers tsx's loader through its API (`tsx/esm/api`), then imports its entry.
 */
const tsxApiUrl = import.meta.resolve("tsx/esm/api");

/**
 * The young generation of a worker's heap, in MB. V8's default lets each thread's young
 * generation grow to about 48 MB before it collects, and the server runs several threads:
 * 16 MB costs no measurable speed in rendering or ingesting and about 30 MB less RSS per
 * thread (measured with `npm run bench:server -- ingest`, see docs/server.md).
 */
export const workerYoungGenerationMb = 16;

/** Starts a worker thread running the TypeScript module at `entryUrl`. */
export function startTsWorker(entryUrl: URL, options: Omit<WorkerOptions, "eval"> = {}): Worker {
  const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then(({ register }) => { register(); return import(${JSON.stringify(entryUrl.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
