import { FetchError, type FetchLimits, fetchUpstream } from "../feeds/fetchUpstream.ts";
import type { Ingester } from "../feeds/ingester.ts";
import type { FeedStore } from "./feedStore.ts";
import type { SourcePersistence } from "./persistSources.ts";

export interface RefreshLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RefresherOptions {
  limits: FetchLimits;
  /** Upstream requests in flight at once, across all sources. */
  concurrency: number;
  /** Each interval is stretched or shrunk by up to this fraction, so feeds do not align. */
  jitter: number;
  /** First attempts are spread over this many milliseconds after start. */
  initialSpreadMs: number;
  persistence?: SourcePersistence;
  /** Decode, parse and normalize (a worker pool, or inline); closed by `stop`. */
  ingester: Ingester;
  log: RefreshLog;
  now?: () => number;
  random?: () => number;
}

/** The longest `Retry-After` honoured; past it the upstream is asked again anyway. */
const maxRetryAfterMs = 6 * 3600_000;

/**
 * Keeps every source fresh: fetch, decode, parse and normalize on each source's interval
 * (with jitter), at most `concurrency` at a time. A failure of any kind keeps the last good
 * items and is recorded on the source; the log gets one summary after the first round and
 * then only changes of state (a source starting to fail, or recovering).
 */
export class FeedRefresher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private stopped = false;
  private firstRoundLeft = 0;
  private readonly firstRoundFailures: string[] = [];
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    private readonly store: FeedStore,
    private readonly options: RefresherOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Schedules every source; first attempts are spread over `initialSpreadMs`. */
  start(): void {
    const urls = this.store.sourceUrls();
    this.firstRoundLeft = urls.length;
    for (const url of urls) this.schedule(url, this.random() * this.options.initialSpreadMs);
  }

  /** Stops scheduling and waits for requests in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const release of this.waiting.splice(0)) release();
    await Promise.allSettled(this.inFlight.values());
    await this.options.ingester.close();
    this.store.close();
  }

  /** Refreshes every source now, then rescores every endpoint; resolves when all are done. */
  async refreshAll(): Promise<void> {
    await Promise.all(this.store.sourceUrls().map((url) => this.refreshSource(url)));
    this.store.rebuildAll();
  }

  /** Refreshes one source now, or joins the refresh already running for it. */
  refreshSource(url: string): Promise<void> {
    const running = this.inFlight.get(url);
    if (running) return running;
    const task = this.withSlot(() => this.refresh(url)).finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, task);
    return task;
  }

  private schedule(url: string, delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(url));
    this.store.setNextAttempt(url, new Date(this.now() + delayMs).toISOString());
    const timer = setTimeout(() => {
      this.timers.delete(url);
      void this.refreshSource(url);
    }, delayMs);
    timer.unref();
    this.timers.set(url, timer);
  }

  private async withSlot<T>(work: () => Promise<T>): Promise<T> {
    while (this.running >= this.options.concurrency && !this.stopped)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async refresh(url: string): Promise<void> {
    if (this.stopped) return;
    const state = this.store.source(url);
    if (!state) return;
    const wasFailing = state.lastError !== null;
    const at = () => new Date(this.now()).toISOString();
    this.store.recordAttempt(url, at());
    const intervalMs = this.store.refreshMinutesOf(url) * 60_000;
    let nextDelay = intervalMs * (1 + this.options.jitter * (2 * this.random() - 1));
    let error: string | null = null;
    try {
      const result = await fetchUpstream(url, state.validators, this.options.limits, this.now);
      if (result.kind === "notModified") this.store.recordNotModified(url, at());
      else {
        const items = await this.options.ingester.ingest({
          body: result.body,
          contentType: result.contentType,
          finalUrl: result.finalUrl,
          now: this.now(),
          maxItems: this.store.maxItemsOf(url),
        });
        if (items.length === 0) throw new Error("the feed has no items with a safe http(s) link");
        const success = at();
        this.store.recordSuccess(url, items, result.validators, success);
        await this.persist(url, success);
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      this.store.recordFailure(url, error, at());
      if (caught instanceof FetchError && caught.retryAfterMs !== undefined)
        nextDelay = Math.max(nextDelay, Math.min(caught.retryAfterMs, maxRetryAfterMs));
    }
    this.report(url, error, wasFailing);
    this.schedule(url, nextDelay);
  }

  private async persist(url: string, lastSuccess: string): Promise<void> {
    const state = this.store.source(url);
    if (!this.options.persistence || !state?.items) return;
    try {
      await this.options.persistence.save({
        version: 1,
        url,
        savedAt: new Date(this.now()).toISOString(),
        lastSuccess,
        validators: state.validators,
        items: state.items,
      });
    } catch (error) {
      this.options.log.warn(`could not persist ${url}: ${(error as Error).message}`);
    }
  }

  private report(url: string, error: string | null, wasFailing: boolean): void {
    if (this.firstRoundLeft > 0) {
      if (error !== null) this.firstRoundFailures.push(`${url}: ${error}`);
      if (--this.firstRoundLeft === 0) {
        const total = this.store.sourceUrls().length;
        const failed = this.firstRoundFailures.length;
        const first = failed > 0 ? ` (first: ${this.firstRoundFailures[0]})` : "";
        const log = failed > 0 ? this.options.log.warn : this.options.log.info;
        log.call(
          this.options.log,
          `first refresh round: ${total - failed}/${total} sources answered, ${failed} failed${first}; details at /public/api/status`,
        );
      }
      return;
    }
    if (error !== null && !wasFailing) this.options.log.warn(`source failing: ${url}: ${error}`);
    if (error === null && wasFailing) this.options.log.info(`source recovered: ${url}`);
  }
}
