import type { IngestLock } from "../db/ingestLock.ts";
import type { SourcePersistence } from "../db/persistSources.ts";
import type { StorageHealth } from "../db/storageHealth.ts";
import type { ServerLog } from "../serverLog.ts";
import type { FeedRefresher } from "./feedRefresher.ts";
import type { FeedStore } from "./feedStore.ts";

/** Decides whether this instance ingests (fetches publishers) or only serves. */
export interface IngestCoordinator {
  start(): void;
  stop(): Promise<void>;
  /** Whether this instance ingests now. */
  ingesting(): boolean;
}

/** One instance (SQLite, or OFFLINE): it ingests whenever it has a refresher. */
export function singleInstance(refresher: FeedRefresher | undefined): IngestCoordinator {
  return {
    start: () => refresher?.start(),
    stop: async () => {},
    ingesting: () => refresher !== undefined,
  };
}

export interface SharedIngestOptions {
  /** How often a follower reads new data and tries to take the ingest role. */
  intervalMs: number;
  log: ServerLog;
  /** Told when the database does not answer (the status says so until its probes pass). */
  health?: StorageHealth;
}

/**
 * Several instances on one PostgreSQL: exactly one ingests, the holder of the ingest lock
 * (db/ingestLock.ts); when its session ends, another instance takes over at its next tick.
 * The others are followers: every tick they read the sources written since they last
 * looked, in write order, and apply them as the ingesting instance did, and the stories it
 * stored (they never cluster), so that every body and ETag converges.
 */
export class SharedIngest implements IngestCoordinator {
  private leader = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Ticks to sit out after losing the lock, so that a healthy peer takes over first. */
  private standDownTicks = 0;

  constructor(
    private readonly lock: IngestLock,
    private readonly refresher: FeedRefresher,
    private readonly store: FeedStore,
    private readonly persistence: SourcePersistence,
    private readonly options: SharedIngestOptions,
  ) {}

  ingesting(): boolean {
    return this.leader;
  }

  start(): void {
    // Until it holds the lock, it shows the stories the ingesting instance stored.
    this.store.followStories();
    const tick = () => {
      this.running = this.tick().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs).unref();
      });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    if (this.leader) this.refresher.pause();
    this.leader = false;
    this.store.followStories();
    await this.lock.release();
  }

  /** Waits for the tick in progress (tests). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (this.leader) {
      // A lost session means the lock is gone, and another instance may ingest.
      if (await this.lock.held()) return;
      this.options.log.warn("lost the ingest lock's connection: this instance stops ingesting");
      this.refresher.pause();
      this.leader = false;
      this.store.followStories();
      // Its session died, which says something about this instance's link to the
      // database; if no peer takes the lock meanwhile, this one takes it back.
      this.standDownTicks = 2;
    }
    // A database that does not answer is said once (the status, one log line), and nothing
    // is read or taken until it does: pages and the API go on from memory meanwhile.
    try {
      await this.lock.probe();
    } catch (error) {
      this.options.health?.unreachable(error);
      await this.lock.release();
      return;
    }
    await this.follow();
    if (this.standDownTicks > 0) {
      this.standDownTicks--;
      return;
    }
    try {
      if (!(await this.lock.take()) || this.stopped) return;
      // Whatever the previous holder wrote last is applied before fetching anew.
      await this.follow();
      // It clusters from here, from the stories the last holder stored (their ids kept).
      this.store.leadStories();
      this.leader = true;
      this.options.log.info("this instance holds the ingest lock: it fetches the feeds");
      this.refresher.start();
    } catch (error) {
      this.options.log.warn(`cannot reach the ingest lock: ${(error as Error).message}`);
      await this.lock.release();
    }
  }

  /**
   * Applies what the ingesting instance wrote since the last look, in its order, then the
   * stories it stored: a follower never clusters, so every instance shows the same stories.
   */
  private async follow(): Promise<void> {
    const changed = await this.persistence.changedSince(this.persistence.lastSeq);
    await this.store.readStories();
    if (changed.length === 0) return;
    for (const source of changed)
      if (this.store.source(source.url))
        this.store.commit({
          url: source.url,
          attemptedAt: source.lastSuccess,
          finishedAt: source.lastSuccess,
          outcome: {
            kind: "updated",
            items: source.items,
            validators: source.validators,
            finalUrl: source.url,
          },
        });
    await this.store.rebuildAllInSlices();
  }
}
