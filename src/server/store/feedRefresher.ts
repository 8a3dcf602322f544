import pLimit, { type LimitFunction } from "p-limit";
import { statusApiPath } from "../../shared/sitePaths.ts";
import type { SourcePersistence } from "../db/persistSources.ts";
import { FetchError } from "../feeds/fetchError.ts";
import { type FetchLimits, fetchUpstream } from "../feeds/fetchUpstream.ts";
import type { Ingester } from "../feeds/ingester.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import type { NetworkPolicy } from "../feeds/privateNetworks.ts";
import type { Validators } from "../feeds/validators.ts";
import type { ServerLog } from "../serverLog.ts";
import type { FeedStore } from "./feedStore.ts";
import { refreshDelay } from "./refreshDelay.ts";
import type { RefreshOutcome, SourceState } from "./sourceStates.ts";

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
    for (const url of urls) {
      const delayMs = this.random() * this.options.initialSpreadMs;
      this.store.setNextAttempt(url, new Date(this.now() + delayMs).toISOString());
      this.schedule(url, delayMs);
    }
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

  /**
   * Stops scheduling, aborts the fetches in flight and waits for them to end; the store
   * keeps serving (whoever made it closes it).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.stopping.abort();
    // Queued refreshes still run, but return at once now that `stopped` is set.
    await Promise.allSettled(this.inFlight.values());
    await this.options.ingester.close();
  }

  /** Refreshes every source now, then rescores every endpoint; resolves when all are done. */
  async refreshAll(): Promise<void> {
    await Promise.all(this.store.sourceUrls().map((url) => this.refreshSource(url)));
    await this.store.rebuildAllInSlices();
  }

  /**
   * Refreshes one source now, or joins the refresh already running for it; resolves once
   * what it brought is served (the store updates stories and endpoints in slices after).
   */
  async refreshSource(url: string): Promise<void> {
    let task = this.inFlight.get(url);
    if (!task) {
      // The host slot is taken first, so a source waiting for its host holds no global slot.
      const started = this.hostSlot(url)(() => this.slots(() => this.refresh(url))).finally(() =>
        this.inFlight.delete(url),
      );
      this.inFlight.set(url, started);
      task = started;
    }
    await task;
    await this.store.settled();
  }

  private schedule(url: string, delayMs: number): void {
    if (this.stopped || this.paused) return;
    clearTimeout(this.timers.get(url));
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

  /**
   * One refresh: reads the source's state once, fetches and ingests, and commits the outcome
   * with the next attempt's time in one store call.
   */
  private async refresh(url: string): Promise<void> {
    if (this.stopped) return;
    const state = this.store.source(url);
    if (!state) return;
    const { lastError, consecutiveFailures } = state;
    const attemptedAt = new Date(this.now()).toISOString();
    const outcome = await this.attempt(state);
    if (this.stopped) return;
    const failed = outcome.kind === "failed";
    const delayMs = refreshDelay({
      intervalMs: state.refreshMinutes * 60_000,
      consecutiveFailures: failed ? consecutiveFailures + 1 : 0,
      ...(failed && outcome.retryAfterMs !== undefined
        ? { retryAfterMs: outcome.retryAfterMs }
        : {}),
      jitter: this.options.jitter,
      random: this.random(),
    });
    const finishedAt = new Date(this.now()).toISOString();
    this.store.commit({
      url,
      attemptedAt,
      finishedAt,
      outcome,
      nextAttempt: new Date(this.now() + delayMs).toISOString(),
    });
    if (outcome.kind === "updated") {
      // On a later turn: refreshes that finish together (a round ends hundreds) would
      // otherwise write one after another in one turn of the event loop, requests waiting.
      await new Promise((resolve) => setImmediate(resolve));
      await this.persist(url, outcome, finishedAt);
    }
    this.report(url, failed ? outcome.message : null, lastError !== null);
    this.schedule(url, delayMs);
  }

  /** Fetches and ingests a source; every failure becomes an outcome, never a throw. */
  private async attempt(
    state: SourceState,
  ): Promise<RefreshOutcome & { retryAfterMs?: number | undefined }> {
    try {
      const result = await fetchUpstream(state.url, {
        validators: state.validators,
        limits: this.options.limits,
        ...(this.options.network ? { network: this.options.network } : {}),
        ...(state.userAgent ? { userAgent: state.userAgent } : {}),
        signal: this.stopping.signal,
        now: this.now,
      });
      if (result.kind === "notModified") return { kind: "notModified", finalUrl: result.finalUrl };
      const items = await this.options.ingester.ingest({
        body: result.body,
        contentType: result.contentType,
        finalUrl: result.finalUrl,
        now: this.now(),
        maxItems: state.maxItems,
        language: state.language,
      });
      if (items.length === 0) throw new Error("the feed has no items with a safe http(s) link");
      return {
        kind: "updated",
        items,
        validators: result.validators,
        finalUrl: result.finalUrl,
      };
    } catch (caught) {
      const fetchError = caught instanceof FetchError ? caught : undefined;
      return {
        kind: "failed",
        message: caught instanceof Error ? caught.message : String(caught),
        finalUrl: fetchError?.finalUrl ?? null,
        retryAfterMs: fetchError?.retryAfterMs,
      };
    }
  }

  private async persist(
    url: string,
    { items, validators }: { items: SourceItem[]; validators: Validators },
    lastSuccess: string,
  ): Promise<void> {
    if (!this.options.persistence) return;
    try {
      await this.options.persistence.save({
        version: 1,
        url,
        savedAt: new Date(this.now()).toISOString(),
        lastSuccess,
        validators,
        items,
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
