import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { basename, join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  type DatabaseConnection,
  type Dialect,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type pg from "pg";
import type { RefreshLog } from "../store/feedRefresher.ts";
import type { ArchiveSchema, DatabaseKind } from "./archiveSchema.ts";
import { migrate } from "./migrations.ts";
import { StorageHealth } from "./storageHealth.ts";

/** The embedded database's file name in `DATA_DIR`. */
export const sqliteFileName = "archive.db";

/** An open, migrated store. */
export interface ArchiveDatabase {
  kind: DatabaseKind;
  db: Kysely<ArchiveSchema>;
  /** The file, or the PostgreSQL URL without its password. */
  location: string;
  health: StorageHealth;
  /** PostgreSQL: the pool, for connections of their own (the ingest lock, LISTEN). */
  pool?: pg.Pool;
  /** SQLite: the connection (tests use it to make the database full). */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  /** Nothing on disk (OFFLINE, tests without persistence): SQLite in memory, storage "off". */
  memory?: boolean;
  /** `postgres://...`: PostgreSQL; otherwise SQLite in `<dataDir>/archive.db`. */
  databaseUrl?: string | undefined;
  log?: RefreshLog | undefined;
  now?: () => number;
}

/** Opens the store the settings name and brings its schema up to date. */
export function openDatabase(options: OpenOptions): Promise<ArchiveDatabase> {
  if (options.memory)
    return openSqliteFile(":memory:", new StorageHealth(null, options.log, options.now));
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openSqlite(join(options.dataDir, sqliteFileName), options);
}

/** SQLite's codes for a file that is not a (sound) database. */
const corruptCodes = new Set(["SQLITE_CORRUPT", "SQLITE_NOTADB"]);

/**
 * The embedded store: one file in WAL mode (readers never wait for the writer). A corrupt
 * file is moved aside (the data can be fetched again) and a fresh one started; a folder
 * that cannot hold the file is reported and the store lives in memory, so the site serves.
 */
async function openSqlite(file: string, { log, now }: OpenOptions): Promise<ArchiveDatabase> {
  const health = new StorageHealth(file, log, now);
  try {
    await mkdir(join(file, ".."), { recursive: true });
    return await openSqliteFile(file, health);
  } catch (error) {
    if (!corruptCodes.has((error as { code?: string }).code ?? "")) {
      health.fellBack(error);
      return openSqliteFile(":memory:", health);
    }
    const aside = `${file}.corrupt-${new Date((now ?? Date.now)()).toISOString().replace(/[:.]/g, "-")}`;
    for (const suffix of ["", "-wal", "-shm"])
      if (existsSync(file + suffix)) await rename(file + suffix, aside + suffix);
    const reason = (error as Error).message;
    log?.warn(
      `DATABASE CORRUPT: ${file} (${reason}) was moved aside to ${aside}; starting on a fresh database, live data will be fetched again`,
    );
    health.skipped([
      { file: basename(file), reason: `corrupt (${reason}), moved aside to ${basename(aside)}` },
    ]);
    return openSqliteFile(file, health);
  }
}

async function openSqliteFile(file: string, health: StorageHealth): Promise<ArchiveDatabase> {
  const sqlite = new SqliteDatabase(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    // NORMAL is durable across process crashes in WAL mode, and far cheaper than FULL.
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("busy_timeout = 5000");
    const check = sqlite.pragma("quick_check", { simple: true });
    if (check !== "ok")
      throw Object.assign(new Error(`integrity check: ${String(check)}`), {
        code: "SQLITE_CORRUPT",
      });
    const db = new Kysely<ArchiveSchema>({ dialect: sqliteDialect(sqlite) });
    await migrate(db as Kysely<unknown>, "sqlite");
    return { kind: "sqlite", db, location: file, health, sqlite, close: () => db.destroy() };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

/**
 * Kysely's SQLite dialect, except that a rollback after SQLite already ended the
 * transaction (it does on SQLITE_FULL) is skipped: the failing ROLLBACK would otherwise
 * replace the real error ("database or disk is full") with "no transaction is active".
 */
function sqliteDialect(sqlite: SqliteDatabase.Database): Dialect {
  class Driver extends SqliteDriver {
    override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
      if (sqlite.inTransaction) await super.rollbackTransaction(connection);
    }
  }
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new Driver({ database: sqlite }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/** A connection string with its password masked, for logs and the status. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://(unparsable URL)";
  }
}

async function openPostgres(url: string, { log, now }: OpenOptions): Promise<ArchiveDatabase> {
  const location = maskedUrl(url);
  // Loaded only here: the embedded default does not pay for the PostgreSQL client.
  const { default: pgModule } = await import("pg");
  const pool = new pgModule.Pool({ connectionString: url, max: 4 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", (error) => log?.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<ArchiveSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db as Kysely<unknown>, "postgres");
  } catch (error) {
    await db.destroy();
    throw new Error(`cannot use the database ${location}: ${(error as Error).message}`);
  }
  const health = new StorageHealth(location, log, now);
  return { kind: "postgres", db, location, health, pool, close: () => db.destroy() };
}
