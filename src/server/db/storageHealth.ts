import { basename } from "node:path";
import type { StorageRepair, StorageStatus } from "../../shared/feedStatus.ts";
import type { ServerLog } from "../serverLog.ts";

/**
 * The store's state as `/public/api/status` reports it (`storage`), and the one place that
 * logs it: a failing store costs one line when it starts failing and one when it recovers,
 * not one per write; damaged data read back is reported once per kind of read.
 */
export class StorageHealth {
  private state: StorageStatus;
  /** Set when the store fell back to memory: no write can make it durable again. */
  private permanent = false;

  /** `location` null: a store by choice in memory (OFFLINE), reported as "off". */
  constructor(
    location: string | null,
    private readonly log: ServerLog | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.state = {
      state: location === null ? "off" : "ok",
      dir: location,
      error: null,
      since: null,
      skippedFiles: [],
      repairs: [],
    };
  }

  status(): StorageStatus {
    return this.state;
  }

  /** A write failed: reported only when the store was writable until now. */
  failed(error: unknown, what = "the store"): void {
    if (this.state.state === "unwritable") return;
    const message = error instanceof Error ? error.message : String(error);
    this.state = {
      ...this.state,
      state: "unwritable",
      error: message,
      since: new Date(this.now()).toISOString(),
    };
    this.log?.warn(
      `${what} at ${this.state.dir} is not writable (${message}): live data is served but will not survive a restart until a write succeeds`,
    );
  }

  /** The store cannot be opened where it should be, and lives in memory instead. */
  fellBack(error: unknown): void {
    this.failed(error, "the data folder");
    this.permanent = true;
  }

  /** A write succeeded: reported only when the store was failing until now. */
  succeeded(): void {
    if (this.state.state !== "unwritable" || this.permanent) return;
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
    this.log?.info(`the store at ${this.state.dir} is writable again`);
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
