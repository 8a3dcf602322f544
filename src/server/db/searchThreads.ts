import type { Worker } from "node:worker_threads";
import { startTsWorker, workerYoungGenerationMb } from "../tsWorker.ts";
import { SearchBusy, SearchTimeout } from "./articleSearch.ts";
import type { Found, SearchPlan } from "./findArticles.ts";
import type { SearchReply, SearchRequest, SearchWorkerData } from "./searchWorker.ts";

export interface SearchThreadsOptions {
  /** The SQLite file (each thread opens it read-only). */
  file: string;
  threads: number;
  /** A search running longer is abandoned: its caller gets SearchTimeout, its thread is replaced. */
  timeoutMs: number;
  /** A search waits this long for a thread (one starting), then its caller gets SearchBusy. */
  waitMs: number;
  /** Heap cap per thread (a search holds at most 100 rows). */
  maxHeapMb?: number;
  warn: (message: string) => void;
}

interface Task {
  id: number;
  plan: SearchPlan;
  /** True once the caller has its answer or its refusal. */
  settled: boolean;
  /** While queued: when the wait is up. */
  timer: NodeJS.Timeout;
  resolve(found: Found): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** The thread has opened the file: searches are sent only then. */
  ready: boolean;
  task: Task | undefined;
  watchdog: NodeJS.Timeout | undefined;
}

const workerEntryUrl = new URL("./searchWorker.ts", import.meta.url);

/**
 * SQLite searches off the event loop: a few threads (one by default), each with its own
 * read-only connection, one search at a time each, the others queued in arrival order (the
 * archive's SearchLine, fair between clients, hands over no more than there are threads,
 * so this queue holds searches only while threads start).
 * better-sqlite3 is synchronous and cannot be interrupted, so time is capped from here: a
 * search still queued `waitMs` after it was asked is dropped (SearchBusy: it never runs);
 * one running longer than `timeoutMs` is answered SearchTimeout and has its thread
 * terminated (it stops once SQLite returns; the event loop never waits for it) and a new
 * one started at once. Only running counts as the search's time: waiting for a thread that
 * restarts after another client's overlong search is no fault of its words.
 */
export class SearchThreads {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  /** The newest threads started together (at start, or by a restart). */
  private started: Promise<unknown>;
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: SearchThreadsOptions) {
    this.started = this.spawnAll();
  }

  /** Resolves once the newest threads are ready (or have failed: searches then report it). */
  ready(): Promise<void> {
    return this.started.then(() => {});
  }

  run(plan: SearchPlan): Promise<Found> {
    if (this.closed) return Promise.reject(new Error("the search threads are closed"));
    return new Promise((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        plan,
        settled: false,
        timer: setTimeout(() => this.expire(task), this.options.waitMs),
        resolve,
        reject,
      };
      this.queue.push(task);
      this.dispatch();
    });
  }

  /**
   * New threads, with new connections: after a recovery replaced the file, the old ones
   * would still read the damaged one (moved aside). Searches running are failed with `reason`.
   */
  async restart(reason: string): Promise<void> {
    const old = [...this.slots];
    this.started = this.spawnAll();
    await Promise.all(old.map((slot) => this.retire(slot, reason, "replaced")));
  }

  private spawnAll(): Promise<unknown> {
    return Promise.all(Array.from({ length: this.options.threads }, () => this.spawn()));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0))
      this.settle(task, new Error("the search threads are closed"));
    await Promise.all(
      [...this.slots].map((slot) => this.retire(slot, "the search threads are closed")),
    );
  }

  /** A search waited `waitMs` for a thread: dropped, never run; its caller gets SearchBusy. */
  private expire(task: Task): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) this.queue.splice(queued, 1);
    this.settle(
      task,
      new SearchBusy("queue", Math.max(1, Math.ceil(this.options.timeoutMs / 1000))),
    );
  }

  private settle(task: Task, outcome: Found | Error): void {
    if (task.settled) return;
    task.settled = true;
    clearTimeout(task.timer);
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((candidate) => candidate.ready && !candidate.task);
      if (!slot) {
        // A thread lost to a crash at start is replaced when there is work for it.
        if (this.slots.size < this.options.threads) void this.spawn();
        return;
      }
      const task = this.queue.shift() as Task;
      clearTimeout(task.timer);
      slot.task = task;
      slot.watchdog = setTimeout(() => {
        this.options.warn(
          `a search for "${task.plan.query.slice(0, 100)}" ran longer than ${this.options.timeoutMs} ms: its thread is replaced`,
        );
        this.settle(task, new SearchTimeout(this.options.timeoutMs));
        void this.retire(slot, `the search took longer than ${this.options.timeoutMs} ms`);
      }, this.options.timeoutMs);
      slot.worker.postMessage({ id: task.id, plan: task.plan } satisfies SearchRequest);
    }
  }

  /** Starts a thread; resolves once it is ready or has stopped. */
  private spawn(): Promise<void> {
    const worker = startTsWorker(workerEntryUrl, {
      workerData: { file: this.options.file } satisfies SearchWorkerData,
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.maxHeapMb ?? 64,
        maxYoungGenerationSizeMb: workerYoungGenerationMb,
      },
    });
    let booted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      booted = resolve;
    });
    const slot: Slot = { worker, ready: false, task: undefined, watchdog: undefined };
    worker.on("message", (reply: SearchReply) => {
      if (reply.type === "ready") {
        slot.ready = true;
        booted();
        this.dispatch();
        return;
      }
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      clearTimeout(slot.watchdog);
      slot.task = undefined;
      this.settle(task, reply.type === "failed" ? failure(reply) : reply.found);
      this.dispatch();
    });
    worker.on("error", (error) => void this.retire(slot, `search failed: ${error.message}`));
    worker.on("exit", () => {
      booted();
      void this.retire(slot, "the search thread stopped unexpectedly");
    });
    this.slots.add(slot);
    return started;
  }

  /**
   * Removes a thread, failing its search with `reason`. A working thread is replaced at
   * once; one that failed before it was ready fails the queued searches too (its successor
   * would most likely fail the same way) and is replaced by the next search; one `replaced`
   * (a restart has started its successors) leaves the queue to them.
   */
  private async retire(
    slot: Slot,
    reason: string,
    mode: "failed" | "replaced" = "failed",
  ): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.watchdog);
    if (slot.task) this.settle(slot.task, new Error(reason));
    slot.task = undefined;
    if (mode === "failed" && !slot.ready)
      for (const task of this.queue.splice(0)) this.settle(task, new Error(reason));
    else if (mode === "failed" && !this.closed) void this.spawn();
    await slot.worker.terminate();
  }
}

/** A thread's failed search as an Error with SQLite's code, as on the main thread. */
function failure(reply: Extract<SearchReply, { type: "failed" }>): Error {
  return Object.assign(new Error(reply.error), reply.code ? { code: reply.code } : {});
}
