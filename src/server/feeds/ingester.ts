import type { Worker } from "node:worker_threads";
import { startTsWorker, workerYoungGenerationMb } from "../tsWorker.ts";
import { type IngestJob, ingestFeed } from "./ingestFeed.ts";
import type { IngestReply } from "./ingestWorker.ts";
import type { SourceItem } from "./normalizeFeed.ts";

/** Turns fetched feed bodies into items; `close` ends its threads. */
export interface Ingester {
  /** The job's body may be transferred to a thread: do not read it afterwards. */
  ingest(job: IngestJob): Promise<SourceItem[]>;
  close(): Promise<void>;
}

export interface IngestPoolOptions {
  /** Worker threads; 0 runs every job inline on the calling thread. */
  workers: number;
  /** A job running longer is abandoned and its worker replaced (a pathological document). */
  timeoutMs?: number;
  /** Heap cap per worker: a runaway document kills its worker, not the server. */
  maxHeapMb?: number;
}

const defaultTimeoutMs = 30_000;
const defaultMaxHeapMb = 256;

const workerEntryUrl = new URL("./ingestWorker.ts", import.meta.url);

/**
 * Decode → parse → normalize off the event loop: a small pool of worker threads, so a
 * multi-megabyte feed never stalls API requests. Threads start with the pool: starting one
 * (tsx compiling the parser) costs the main thread about 50 ms, better spent before the
 * server listens than in the middle of a refresh. A thread that crashes, exceeds its heap
 * or overruns the timeout fails its job with a clear error and is replaced on the next job.
 */
export function createIngester(options: IngestPoolOptions): Ingester {
  if (options.workers <= 0)
    return { ingest: async (job) => ingestFeed(job), close: async () => {} };
  return new IngestPool(
    options.workers,
    options.timeoutMs ?? defaultTimeoutMs,
    options.maxHeapMb ?? defaultMaxHeapMb,
  );
}

/**
 * A body that owns its whole ArrayBuffer (a fetched body always does) moves to the thread
 * instead of being copied: the main thread lets go of megabytes as soon as the job starts.
 * The caller must not read the body after `ingest`.
 */
function transferable(body: Uint8Array): ArrayBuffer[] {
  const buffer = body.buffer;
  return buffer instanceof ArrayBuffer &&
    body.byteOffset === 0 &&
    body.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

interface Task {
  id: number;
  job: IngestJob;
  resolve(items: SourceItem[]): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
}

class IngestPool implements Ingester {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly timeoutMs: number,
    private readonly maxHeapMb: number,
  ) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  ingest(job: IngestJob): Promise<SourceItem[]> {
    if (this.closed) return Promise.reject(new Error("the ingest pool is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("the ingest pool is closed"));
    await Promise.all(
      [...this.slots].map((slot) => this.retire(slot, "the ingest pool is closed")),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((candidate) => candidate.task === undefined);
      if (!slot && this.slots.size < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift() as Task;
      slot.task = task;
      slot.timer = setTimeout(
        () => void this.retire(slot, `feed processing took longer than ${this.timeoutMs} ms`),
        this.timeoutMs,
      );
      slot.worker.postMessage({ id: task.id, job: task.job }, transferable(task.job.body));
    }
  }

  private spawn(): Slot {
    const worker = startTsWorker(workerEntryUrl, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.maxHeapMb,
        maxYoungGenerationSizeMb: workerYoungGenerationMb,
      },
    });
    const slot: Slot = { worker, task: undefined, timer: undefined };
    worker.on("message", (reply: IngestReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      clearTimeout(slot.timer);
      slot.task = undefined;
      if ("error" in reply) task.reject(new Error(reply.error));
      else task.resolve(reply.items);
      this.dispatch();
    });
    worker.on(
      "error",
      (error) => void this.retire(slot, `feed processing failed: ${error.message}`),
    );
    worker.on("exit", () => void this.retire(slot, "feed processing stopped unexpectedly"));
    this.slots.add(slot);
    return slot;
  }

  /** Removes a worker, failing its job with `reason`, and lets queued jobs move on. */
  private async retire(slot: Slot, reason: string): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    slot.task?.reject(new Error(reason));
    slot.task = undefined;
    await slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
