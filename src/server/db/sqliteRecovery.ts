import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { basename } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely } from "kysely";
import type { StorageRepair } from "../../shared/feedStatus.ts";
import { archiveTables } from "./archiveSchema.ts";
import { migrate } from "./migrations.ts";
import { sqliteDialect } from "./sqliteDialect.ts";
import {
  fullTextProblem,
  integrityProblem,
  isCorruption,
  repairInPlace,
  rowCounts,
} from "./sqliteRepair.ts";
import { copyReadableRows } from "./sqliteSalvage.ts";
import type { StorageHealth } from "./storageHealth.ts";

/** The 16 bytes every SQLite database file starts with. */
const sqliteMagic = Buffer.from("SQLite format 3\0", "latin1");

/**
 * Opens the store's SQLite file, and deals with a damaged one, at start or when a query
 * meets the damage later, each time in the least destructive way that works:
 *
 * 1. repair in place: what is derived (the full-text index, the indexes) is rebuilt;
 * 2. else salvage: every readable row is copied into a fresh file (`<file>.salvage`), which
 *    replaces the damaged one; the damaged file is kept aside (`<file>.corrupt-<time>`);
 * 3. a file that is not a database at all (empty, another kind of file) is moved aside
 *    and a fresh database started.
 *
 * Each is reported once (StorageHealth: one log line, `/public/api/status`). The copy runs
 * on the event loop (better-sqlite3 is synchronous): a few seconds for a large archive, once.
 */
export class SqliteRecovery {
  constructor(
    private readonly file: string,
    private readonly health: StorageHealth,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The file opened, checked (`quick_check`, then FTS5's own check of the search index,
   * which finds damage quick_check passes) and, if damaged, recovered.
   */
  async open(): Promise<SqliteDatabase.Database> {
    const unreadable = this.unreadableFile();
    if (unreadable) this.replace(unreadable);
    let sqlite: SqliteDatabase.Database | undefined;
    try {
      sqlite = connect(this.file);
      const problem = integrityProblem(sqlite) ?? fullTextProblem(sqlite);
      return problem === null ? sqlite : await this.recover(sqlite, problem);
    } catch (error) {
      if (!sqlite || !isCorruption(error)) {
        sqlite?.close();
        throw error;
      }
      return this.recover(sqlite, (error as Error).message);
    }
  }

  /** The damaged `sqlite` (this file) repaired, or replaced by what could be read of it. */
  async recover(sqlite: SqliteDatabase.Database, damage: string): Promise<SqliteDatabase.Database> {
    const problem = this.publicText(damage.split("\n")[0] ?? damage);
    const at = new Date(this.now()).toISOString();
    if (repairInPlace(sqlite)) {
      const tables = rowCounts(sqlite, archiveTables).map(({ table, rows }) => ({
        table,
        kept: rows,
        lostAtMost: 0,
      }));
      this.health.repaired({ at, problem, outcome: "repaired", tables, searchIndexRebuilt: true });
      return sqlite;
    }
    const staging = `${this.file}.salvage`;
    let tables: StorageRepair["tables"] = [];
    let failure: string | undefined;
    try {
      removeFile(staging);
      tables = await salvageInto(sqlite, staging);
    } catch (error) {
      // The fresh file could not be written (a full disk...): start empty instead.
      failure = `the salvage failed: ${(error as Error).message}`;
      removeFile(staging);
    }
    sqlite.close();
    const aside = this.moveAside();
    if (tables.some((t) => t.kept > 0)) {
      renameSync(staging, this.file);
      this.health.repaired(
        { at, problem, outcome: "salvaged", tables, searchIndexRebuilt: true },
        aside,
      );
    } else {
      removeFile(staging);
      this.health.repaired(
        { at, problem, outcome: "replaced", tables, searchIndexRebuilt: false },
        aside,
        failure,
      );
    }
    return connect(this.file);
  }

  /** Why the file cannot be a database at all (empty, another kind of file), or null. */
  private unreadableFile(): string | null {
    if (this.file === ":memory:" || !existsSync(this.file)) return null;
    if (statSync(this.file).size === 0) return "an empty file";
    const head = Buffer.alloc(sqliteMagic.length);
    const fd = openSync(this.file, "r");
    try {
      readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
    return head.equals(sqliteMagic) ? null : "not a SQLite database";
  }

  /** An unreadable file set aside and reported; a fresh database takes its place. */
  private replace(problem: string): void {
    const aside = this.moveAside();
    this.health.repaired(
      {
        at: new Date(this.now()).toISOString(),
        problem,
        outcome: "replaced",
        tables: [],
        searchIndexRebuilt: false,
      },
      aside,
    );
  }

  /** The file (with its WAL and shared-memory files) renamed `<file>.corrupt-<time>`. */
  private moveAside(): string {
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, "-");
    const aside = `${this.file}.corrupt-${stamp}`;
    for (const suffix of ["", "-wal", "-shm"])
      if (existsSync(this.file + suffix)) renameSync(this.file + suffix, aside + suffix);
    return aside;
  }

  /** SQLite's messages name no file, but the status is public: make sure. */
  private publicText(text: string): string {
    return text.split(this.file).join(basename(this.file));
  }
}

/** A connection to `file` in WAL mode (readers never wait for the writer). */
export function connect(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    // NORMAL is durable across process crashes in WAL mode, and far cheaper than FULL.
    sqlite.pragma("synchronous = NORMAL");
    // A commit that fills the WAL to this many pages copies it into the file (a checkpoint),
    // holding the event loop: at SQLite's 1,000 (4 MB), 15 to 30 ms a few times a refresh
    // round; at 200, under 7 ms, for a little more work in all.
    sqlite.pragma("wal_autocheckpoint = 200");
    sqlite.pragma("busy_timeout = 5000");
  } catch (error) {
    if (isCorruption(error)) return sqlite;
    sqlite.close();
    throw error;
  }
  return sqlite;
}

/** A fresh file at `target` with the current schema and every row `damaged` can still give. */
async function salvageInto(
  damaged: SqliteDatabase.Database,
  target: string,
): Promise<StorageRepair["tables"]> {
  const fresh = new SqliteDatabase(target);
  const db = new Kysely<unknown>({ dialect: sqliteDialect({ current: fresh }) });
  try {
    await migrate(db, "sqlite");
    return copyReadableRows(damaged, fresh, archiveTables);
  } finally {
    await db.destroy();
  }
}

function removeFile(file: string): void {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
}
