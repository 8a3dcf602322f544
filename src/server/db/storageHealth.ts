import { basename } from "node:path";
import type { StorageRepair, StorageStatus } from "../../shared/feedStatus.ts";
import type { ServerLog } from "../serverLog.ts";

/**
 * The store's state as `/public/api/status` reports it (`storage`), and the one place that
 * logs it: a failing store costs one line when it starts failing and one when it recovers,
 * not one per write; damaged data read back is reported once per kind of read.
 */
/** A writer whose refused writes wait in memory (SourcePersistence, StoryPersistence). */
export interface WaitingWrites {
  /** Writes what waits, in order; true when nothing waits any more. Never rejects. */
  retry(): Promise<boolean>;
  /** What waits now. */
  waiting(): { sources: number; items: number; stories: number };
  /** Items let go to keep the memory bound, since the start. */
  readonly dropped: number;
}

export interface HealthOptions {
  /** Time between two probes of an unwritable store. */
  probeMs?: number;
  /**
   * Proves the store writable, or throws why not (see storageProbe.ts): a write of some
   * size, and on a disk the room for more. None: a write that went through is proof.
   */
  probe?: () => Promise<void>;
}

/** Probes in a row that must pass, `probeMs` apart, before an unwritable store is ok again. */
const probesToRecover = 2;

/**
 * The store's state as `/public/api/status` reports it (`storage`), and the one place that
 * logs it: a failing store costs one line when it starts failing and one when it recovers,
 * not one per write; damaged data read back is reported once per kind of read.
 *
 * Unwritable holds (issue 48): one write that goes through on a full disk (a page the file
 * had free) proves nothing, and a state that flips back and forth tells a reader nothing.
 * Once a write fails, a probe runs every `probeMs`: it writes what waits, then probes; only
 * after `probesToRecover` passes in a row, with nothing waiting, is the store ok again. Any
 * failure starts the count over.
 */
export class StorageHealth {
  private state: StorageStatus;
  /** Set when the store fell back to memory: no write can make it durable again. */
  private permanent = false;
  private readonly writers = new Set<WaitingWrites>();
  private readonly probeMs: number;
  private probe: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private passes = 0;
  private closed = false;

  /** `location` null: a store by choice in memory (OFFLINE), reported as "off". */
  constructor(
    location: string | null,
    private readonly log: ServerLog | undefined,
    private readonly now: () => number = Date.now,
    options: HealthOptions = {},
  ) {
    this.probeMs = options.probeMs ?? 3_000;
    this.probe = options.probe;
    this.state = {
      state: location === null ? "off" : "ok",
      dir: location,
      error: null,
      since: null,
      skippedFiles: [],
      repairs: [],
      waiting: { sources: 0, items: 0, stories: 0 },
      dropped: 0,
    };
  }

  /** The store's own probe, known once it is open. */
  probeWith(probe: () => Promise<void>): void {
    this.probe = probe;
  }

  /** A writer whose waiting writes are retried, and counted in the status. */
  watch(writer: WaitingWrites): void {
    this.writers.add(writer);
  }

  status(): StorageStatus {
    const waiting = { sources: 0, items: 0, stories: 0 };
    let dropped = 0;
    for (const writer of this.writers) {
      const counts = writer.waiting();
      waiting.sources += counts.sources;
      waiting.items += counts.items;
      waiting.stories += counts.stories;
      dropped += writer.dropped;
    }
    return { ...this.state, waiting, dropped };
  }

  /** A write failed: reported only when the store was writable until now. */
  failed(error: unknown, what = "the store"): void {
    this.passes = 0;
    this.probeSoon();
    if (this.state.state === "unwritable") return;
    const message = error instanceof Error ? error.message : String(error);
    this.state = {
      ...this.state,
      state: "unwritable",
      error: message,
      since: new Date(this.now()).toISOString(),
    };
    this.log?.warn(
      `${what} at ${this.state.dir} is not writable (${message}): live data is served and kept in memory until the store takes it`,
    );
  }

  /** The store cannot be opened where it should be, and lives in memory instead. */
  fellBack(error: unknown): void {
    this.failed(error, "the data folder");
    this.permanent = true;
    this.stopProbing();
  }

  /**
   * PostgreSQL does not answer this instance (the sync tick's probe failed): nothing can
   * be stored or read back. Said as `unwritable`, with why; the probes decide when it is
   * over, as for a refused write.
   */
  unreachable(error: unknown): void {
    this.failed(
      new Error(`database unreachable: ${error instanceof Error ? error.message : String(error)}`),
      "the database",
    );
  }

  /**
   * A write succeeded. While unwritable that alone changes nothing: the probes decide.
   * Without a probe (a store that has none), it is the proof.
   */
  succeeded(): void {
    if (this.state.state !== "unwritable" || this.permanent || this.probe) return;
    this.recovered();
  }

  /** Stops probing (the store is closing). */
  close(): void {
    this.closed = true;
    this.stopProbing();
  }

  private recovered(): void {
    this.stopProbing();
    if (this.state.dir === null) {
      this.state = { ...this.state, state: "off", error: null };
      return;
    }
    this.state = {
      ...this.state,
      state: "ok",
      error: null,
      since: new Date(this.now()).toISOString(),
    };
    this.log?.info(`the store at ${this.state.dir} is writable again: what waited is written`);
  }

  private probeSoon(): void {
    if (this.timer || this.closed || this.permanent) return;
    this.timer = setTimeout(() => void this.probeOnce(), this.probeMs);
    this.timer.unref();
  }

  private stopProbing(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async probeOnce(): Promise<void> {
    this.timer = undefined;
    if (this.closed || this.permanent || this.state.state !== "unwritable") return;
    let flushed = true;
    for (const writer of this.writers) if (!(await writer.retry())) flushed = false;
    if (flushed && this.probe) {
      try {
        await this.probe();
        this.passes++;
      } catch (error) {
        this.failed(error);
      }
    } else if (flushed) this.passes++;
    else this.passes = 0;
    if (this.passes >= probesToRecover) this.recovered();
    else this.probeSoon();
  }

  /**
   * Damaged data found and left out (a row, a file, the database file), listed in the
   * status; logged in one line when `what` names it (else the caller has said it already).
   */
  skipped(entries: StorageStatus["skippedFiles"], what?: string): void {
    if (entries.length === 0) return;
    this.state = { ...this.state, skippedFiles: [...this.state.skippedFiles, ...entries] };
    if (what === undefined) return;
    this.log?.warn(
      `${what}: skipped ${entries.length} damaged entr${entries.length === 1 ? "y" : "ies"} (${entries
        .slice(0, 3)
        .map((e) => `${e.file}: ${e.reason}`)
        .join("; ")}${entries.length > 3 ? "; ..." : ""}); see /public/api/status`,
    );
  }

  /**
   * A damaged database file was dealt with (see sqliteRecovery.ts): listed in `repairs`,
   * with the file set aside (if it was) in `skippedFiles`, and logged in one loud line
   * (with `detail`, for the log only).
   */
  repaired(repair: StorageRepair, aside?: string, detail?: string): void {
    const file = this.state.dir ?? "the database";
    this.state = { ...this.state, repairs: [...this.state.repairs, repair] };
    if (aside)
      this.skipped([
        {
          file: basename(file),
          reason: `corrupt (${repair.problem}), moved aside to ${basename(aside)}`,
        },
      ]);
    const tables = repair.tables
      .map(
        (t) =>
          `${t.table} ${t.kept} kept${t.lostAtMost === 0 ? "" : `, ${t.lostAtMost === null ? "an unknown number" : `at most ${t.lostAtMost}`} lost`}`,
      )
      .join("; ");
    const done = {
      repaired: `repaired in place (${tables}), nothing lost`,
      salvaged: `every readable row copied into a fresh file (${tables})`,
      replaced: `nothing could be read${detail ? ` (${detail})` : ""}; starting on a fresh database, live data will be fetched again`,
    }[repair.outcome];
    this.log?.warn(
      `DATABASE CORRUPT: ${file} (${repair.problem}): ${done}${repair.searchIndexRebuilt ? "; the search index was rebuilt" : ""}${aside ? `; the damaged file was moved aside to ${aside}` : ""}`,
    );
  }
}
