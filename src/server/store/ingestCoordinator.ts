import type pg from "pg";
import type { SourcePersistence } from "../db/persistSources.ts";
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

/** The advisory-lock key of the ingest role (any fixed 64-bit number; "MAVERICK" in ASCII). */
const ingestLockKey = "5566934655367723339";

export interface SharedIngestOptions {
  /** How often a follower reads new data and tries to take the ingest role. */
  intervalMs: number;
  log: ServerLog;
}

/**
 * Several instances on one PostgreSQL: exactly one ingests, the holder of a session-level
 * advisory lock on a connection of its own. PostgreSQL releases the lock when that session
 * ends (the process died, the network went away), so another instance takes over at its
 * next tick. The others are followers: every tick they read the sources written since
 * they last looked, in write order, and apply them as the ingesting instance did (same
 * order, same store calls), so that stories, and hence every body and ETag, converge.
 */
export class SharedIngest implements IngestCoordinator {
  private client: pg.Client | undefined;
  private leader = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Ticks to sit out after losing the lock, so that a healthy peer takes over first. */
  private standDownTicks = 0;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly refresher: FeedRefresher,
    private readonly store: FeedStore,
    private readonly persistence: SourcePersistence,
    private readonly options: SharedIngestOptions,
  ) {}

  ingesting(): boolean {
    return this.leader;
  }

  start(): void {
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
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  /** Waits for the tick in progress (tests). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (this.leader) {
      // The lock lives as long as its session: a lost session means another may ingest.
      const alive = await this.client?.query("SELECT 1").then(
        () => true,
        () => false,
      );
      if (alive) return;
      this.options.log.warn("lost the ingest lock's connection: this instance stops ingesting");
      this.refresher.pause();
      this.leader = false;
      this.client = undefined;
      // Its session died, which says something about this instance's link to the
      // database; if no peer takes the lock meanwhile, this one takes it back.
      this.standDownTicks = 2;
    }
    await this.follow();
    if (this.standDownTicks > 0) {
      this.standDownTicks--;
      return;
    }
    try {
      this.client ??= await this.connect();
      const { rows } = await this.client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_lock($1) AS locked",
        [ingestLockKey],
      );
      if (!rows[0]?.locked || this.stopped) return;
      // Whatever the previous holder wrote last is applied before fetching anew.
      await this.follow();
      this.leader = true;
      this.options.log.info("this instance holds the ingest lock: it fetches the feeds");
      this.refresher.start();
    } catch (error) {
      this.options.log.warn(`cannot reach the ingest lock: ${(error as Error).message}`);
      await this.client?.end().catch(() => {});
      this.client = undefined;
    }
  }

  private async connect(): Promise<pg.Client> {
    const { default: pgModule } = await import("pg");
    const client = new pgModule.Client(this.connection);
    // A broken session is noticed by the next tick's query; the event must not crash us.
    client.on("error", () => {});
    await client.connect();
    return client;
  }

  /** Applies what the ingesting instance wrote since the last look, in its order. */
  private async follow(): Promise<void> {
    const changed = await this.persistence.changedSince(this.persistence.lastSeq);
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
    this.store.rebuildAll();
  }
}
