import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Set by the server build (tools/cli/buildServer.ts): each worker entry's source URL →
 * its compiled file. Undefined when the server runs from source.
 */
declare const compiledWorkerEntries: Record<string, string> | undefined;

/**
 * The young generation of a worker's heap, in MB. V8's default lets each thread's young
 * generation grow to about 48 MB before it collects, and the server runs several threads:
 * 8 MB costs no measurable speed in rendering or ingesting and holds each thread's young
 * generation to 8 MB of RSS (16 MB committed at 16, about 48 MB at V8's default; measured
 * per thread with v8.getHeapSpaceStatistics, see docs/benchmarks.md, *Memory*).
 */
export const workerYoungGenerationMb = 8;

/**
 * Starts a worker thread running the TypeScript module at `entryUrl`. The compiled server
 * (`npm start`) runs the entry's compiled file with node alone. From source (`npm run
 * serve`, `npm run dev`, Vitest), neither tsx nor Vitest loads TypeScript in new threads
 * by itself: the thread first registers tsx's loader through its API (`tsx/esm/api`),
 * which gives it a loader thread of its own, then imports its entry.
 */
export function startTsWorker(entryUrl: URL, options: Omit<WorkerOptions, "eval"> = {}): Worker {
  if (typeof compiledWorkerEntries !== "undefined") {
    const compiled = compiledWorkerEntries[entryUrl.href];
    if (!compiled) throw new Error(`the server build has no compiled ${entryUrl.href}`);
    return new Worker(new URL(compiled), options);
  }
  const tsxApiUrl = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then(({ register }) => { register(); return import(${JSON.stringify(entryUrl.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
