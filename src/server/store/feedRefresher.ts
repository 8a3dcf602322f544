import pLimit, { type LimitFunction } from "p-limit";
import { statusApiPath } from "../../shared/sitePaths.ts";
import type { SourcePersistence } from "../db/persistSources.ts";
import { FetchError, type FetchLimits, fetchUpstream } from "../feeds/fetchUpstream.ts";
import type { Ingester } from "../feeds/ingester.ts";
import type { NetworkPolicy } from "../feeds/privateNetworks.ts";
import type { ServerLog } from "../serverLog.ts";
import type { FeedStore } from "./feedStore.ts";
import { refreshDelay } from "./refreshDelay.ts";

export interface RefresherOptions {
  limits: FetchLimits;
  /** Which networks fetches may reach (the SSRF guard); the default refuses private ones. */
  network?: NetworkPolicy;
  /** Upstream requests in flight at once, across all sources. */
  concurrency: number;
  /** Requests in flight at once to one host, so one publisher is not flooded (default 2). */
  perHostConcurrency?: number;
  /** Each interval is stretched or shrunk by up to this fraction, so feeds do not align. */
  jitter: number;
  /** First attempts are spread over this many milliseconds after start. */
  initialSpreadMs: number;
  persistence?: SourcePersistence;
  /** Decode, parse and normalize (a worker pool, or inline); closed by `stop`. */
  ingester: Ingester;
  log: ServerLog;
  now?: () => number;
  random?: () => number;
}

/**
 * Keeps every source fresh: fetch, decode, parse and normalize on each source's interval
 * (with jitter), at most `concurrency` at a time and `perHostConcurrency` per host; a
 * failing source backs off exponentially. A failure of any kind keeps the last good items
 * and is recorded on the source; the log gets one summary after the first round and then
 * only changes of state (a source starting to fail, or recovering).
 */
export class FeedRefresher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly slots: LimitFunction;
  private readonly hostSlots = new Map<string, LimitFunction>();
  /** Aborts the fetches in flight when the refresher stops. */
  private readonly stopping = new AbortController();
  private stopped = false;
  /** Paused: another instance ingests (see ingestCoordinator.ts); `start` resumes. */
  private paused = false;
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
    this.slots = pLimit(options.concurrency);
  }

  /** Schedules every source; first attempts are spread over `initialSpreadMs`. */
  start(): void {
    this.paused = false;
    const urls = this.store.sourceUrls();
    this.firstRoundLeft = urls.length;
    for (const url of urls) this.schedule(url, this.random() * this.options.initialSpreadMs);
  }

  /**
   * Stops scheduling until `start` (refreshes in flight finish); the store keeps serving.
   * For an instance that no longer holds the ingest lock.
   */
  pause(): void {
    this.paused = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Stops scheduling, aborts the fetches in flight and waits for them to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.stopping.abort();
    // Queued refreshes still run, but return at once now that `stopped` is set.
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
    // The host slot is taken first, so a source waiting for its host holds no global slot.
    const task = this.hostSlot(url)(() => this.slots(() => this.refresh(url))).finally(() =>
      this.inFlight.delete(url),
    );
    this.inFlight.set(url, task);
    return task;
  }

  private schedule(url: string, delayMs: number): void {
    if (this.stopped || this.paused) return;
    clearTimeout(this.timers.get(url));
    this.store.setNextAttempt(url, new Date(this.now() + delayMs).toISOString());
    const timer = setTimeout(() => {
      this.timers.delete(url);
      void this.refreshSource(url);
    }, delayMs);
    timer.unref();
    this.timers.set(url, timer);
  }

  private hostSlot(url: string): LimitFunction {
    const host = new URL(url).host;
    let limit = this.hostSlots.get(host);
    if (!limit) {
      limit = pLimit(this.options.perHostConcurrency ?? 2);
      this.hostSlots.set(host, limit);
    }
    return limit;
  }

  private async refresh(url: string): Promise<void> {
    if (this.stopped) return;
    const state = this.store.source(url);
    if (!state) return;
    const wasFailing = state.lastError !== null;
    const at = () => new Date(this.now()).toISOString();
    this.store.recordAttempt(url, at());
    let error: string | null = null;
    let retryAfterMs: number | undefined;
    try {
      const result = await fetchUpstream(url, {
        validators: state.validators,
        limits: this.options.limits,
        ...(this.options.network ? { network: this.options.network } : {}),
        ...(state.userAgent ? { userAgent: state.userAgent } : {}),
        signal: this.stopping.signal,
        now: this.now,
      });
      if (result.kind === "notModified") this.store.recordNotModified(url, at(), result.finalUrl);
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
        this.store.recordSuccess(url, items, result.validators, success, result.finalUrl);
        await this.persist(url, success);
      }
    } catch (caught) {
      if (this.stopped) return;
      error = caught instanceof Error ? caught.message : String(caught);
      const fetchError = caught instanceof FetchError ? caught : undefined;
      this.store.recordFailure(url, error, at(), fetchError?.finalUrl ?? null);
      retryAfterMs = fetchError?.retryAfterMs;
    }
    this.report(url, error, wasFailing);
    this.schedule(
      url,
      refreshDelay({
        intervalMs: this.store.refreshMinutesOf(url) * 60_000,
        consecutiveFailures: state.consecutiveFailures,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
        jitter: this.options.jitter,
        random: this.random(),
      }),
    );
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
          `first refresh round: ${total - failed}/${total} sources answered, ${failed} failed${first}; details at ${statusApiPath}`,
        );
      }
      return;
    }
    if (error !== null && !wasFailing) this.options.log.warn(`source failing: ${url}: ${error}`);
    if (error === null && wasFailing) this.options.log.info(`source recovered: ${url}`);
  }
}
