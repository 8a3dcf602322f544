import type { Worker } from "node:worker_threads";
import type { EndpointData } from "../../shared/endpointData.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import { startTsWorker, workerYoungGenerationMb } from "../tsWorker.ts";
import type { RenderedDocument } from "./renderDocument.ts";
import { FeedMirror, type RenderRequest } from "./renderRequest.ts";
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from "./renderWorker.ts";

export interface RenderThreadOptions {
  rendererUrl: URL;
  shell: string;
  /** Told when the thread stops unexpectedly and is restarted. */
  warn: (message: string) => void;
  /** A page rendering longer is abandoned and the thread restarted (a runaway render). */
  timeoutMs?: number;
  /** Heap cap of the thread: a runaway render kills the thread, not the server. */
  maxHeapMb?: number;
}

interface Pending {
  id: number;
  request: RenderRequest;
  resolve(document: RenderedDocument): void;
  reject(error: Error): void;
}

const workerEntryUrl = new URL("./renderWorker.ts", import.meta.url);
/** Crashes within this window count as a crash loop: restarts then wait `loopRestartDelayMs`. */
const crashWindowMs = 60_000;
const crashesBeforeDelay = 3;
const loopRestartDelayMs = 5_000;

/**
 * Pages rendered in a worker thread, so that React's rendering and the compression never
 * hold the event loop. The main thread keeps the thread's feed mirror current (`setFeed`,
 * posted in order before any later render request) and replays it to a restarted thread.
 * Each render request carries the time it was posted: the page's data time (`readAt`),
 * however late the thread gets to it.
 *
 * The thread handles requests in the order they are posted, so the oldest pending request
 * is the one running: when the thread dies (a crash, its heap cap, or the render time
 * limit), that request fails and every other pending one is sent again to the new thread.
 *
 * A PageRenderService by its shape, checked where startPageRenderService returns it: that
 * module imports this one, so this one does not name it back.
 */
export class RenderThread {
  private worker: Worker | undefined;
  private readonly feeds = new FeedMirror();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private watchdog: NodeJS.Timeout | undefined;
  private restartTimer: NodeJS.Timeout | undefined;
  private readonly crashes: number[] = [];
  private closed = false;
  /** Until the first thread is ready, a failure is the caller's to handle, not a restart. */
  private started = false;
  private readonly timeoutMs: number;
  private readonly maxHeapMb: number;

  private constructor(private readonly options: RenderThreadOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxHeapMb = options.maxHeapMb ?? 128;
  }

  /** Starts the thread; rejects when it cannot load the renderer. */
  static async start(options: RenderThreadOptions): Promise<RenderThread> {
    const thread = new RenderThread(options);
    await thread.spawn();
    thread.started = true;
    return thread;
  }

  /** The worker's thread id, which changes when it is restarted. */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  setFeed(endpoint: EndpointId, data: EndpointData | undefined): void {
    this.feeds.set(endpoint, data);
    this.post({ type: "feeds", feeds: [[endpoint, data]] });
  }

  render(request: RenderRequest): Promise<RenderedDocument> {
    if (this.closed) return Promise.reject(new Error("the render thread is closed"));
    return new Promise((resolve, reject) => {
      const task: Pending = { id: this.nextId++, request, resolve, reject };
      this.pending.set(task.id, task);
      this.send(task);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.watchdog);
    for (const task of this.pending.values()) task.reject(new Error("the render thread is closed"));
    this.pending.clear();
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private post(message: ToRenderWorker): void {
    this.worker?.postMessage(message);
  }

  private send(task: Pending): void {
    if (!this.worker) return; // sent by spawn() once the thread is back
    this.post({ type: "render", id: task.id, request: task.request, readAt: Date.now() });
    if (this.pending.size === 1) this.armWatchdog();
  }

  /** Limits the running (oldest) request's time; re-armed as each reply arrives. */
  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
    const worker = this.worker;
    if (this.pending.size === 0 || !worker) return;
    this.watchdog = setTimeout(() => {
      this.stopped(worker, `a page took longer than ${this.timeoutMs} ms to render`);
      void worker.terminate();
    }, this.timeoutMs);
    this.watchdog.unref();
  }

  private spawn(): Promise<void> {
    const data: RenderWorkerData = {
      rendererUrl: this.options.rendererUrl.href,
      shell: this.options.shell,
    };
    const worker = startTsWorker(workerEntryUrl, {
      workerData: data,
      // The browser bundle is React's production build; so is the server's rendering
      // (the development build renders several times slower and allocates far more).
      env: { ...process.env, NODE_ENV: "production" },
      resourceLimits: {
        maxOldGenerationSizeMb: this.maxHeapMb,
        maxYoungGenerationSizeMb: workerYoungGenerationMb,
      },
    });
    // Not unref'd: its 'message' listener refs the port anyway, and with the handle unref'd
    // a thread that dies while loading can end a starting server (exit code 13, no message)
    // before its 'exit' event arrives. close() terminates it.
    this.worker = worker;
    // Messages queue until the thread listens: the mirror first, then the waiting requests.
    this.post({ type: "feeds", feeds: this.feeds.entries() });
    const readAt = Date.now();
    for (const task of this.pending.values())
      this.post({ type: "render", id: task.id, request: task.request, readAt });
    this.armWatchdog();

    return new Promise((resolve, reject) => {
      let ready = false;
      let failure: Error | undefined;
      worker.on("message", (message: FromRenderWorker) => {
        if (message.type === "ready") {
          ready = true;
          return resolve();
        }
        this.settle(message);
      });
      worker.on("error", (error) => {
        failure = error;
      });
      worker.on("exit", (code) => {
        const reason = failure?.message ?? `exit code ${code}`;
        if (!ready) reject(new Error(`the render thread did not start: ${reason}`));
        if (this.started) this.stopped(worker, reason);
        else this.worker = undefined;
      });
    });
  }

  private settle(message: Exclude<FromRenderWorker, { type: "ready" }>): void {
    const task = this.pending.get(message.id);
    if (!task) return;
    this.pending.delete(message.id);
    this.armWatchdog();
    if (message.type === "failed") {
      task.reject(new Error(message.error));
      return;
    }
    const bytes = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    task.resolve({
      status: message.status,
      reads: message.reads,
      body: {
        identity: bytes(message.identity),
        etag: message.etag,
        ...(message.br ? { br: bytes(message.br) } : {}),
        ...(message.gzip ? { gzip: bytes(message.gzip) } : {}),
      },
    });
  }

  /** The current thread died: fail the request it was running, restart, resend the rest. */
  private stopped(worker: Worker, reason: string): void {
    if (worker !== this.worker || this.closed) return;
    this.worker = undefined;
    clearTimeout(this.watchdog);
    const running = this.pending.values().next().value;
    if (running) {
      this.pending.delete(running.id);
      running.reject(
        new Error(`the render thread stopped while rendering ${running.request.url}: ${reason}`),
      );
    }
    const now = Date.now();
    this.crashes.push(now);
    while ((this.crashes[0] ?? now) < now - crashWindowMs) this.crashes.shift();
    const delay = this.crashes.length > crashesBeforeDelay ? loopRestartDelayMs : 0;
    this.options.warn(
      `the render thread stopped (${reason}); restarting it${delay ? ` in ${delay / 1000} s` : ""}`,
    );
    this.restartTimer = setTimeout(() => {
      this.spawn().catch((error: Error) => this.options.warn(error.message));
    }, delay);
    this.restartTimer.unref();
  }
}
