import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { ServerLog } from "../serverLog.ts";
import type { ArchiveSchema, DatabaseKind } from "./archiveSchema.ts";
import { migrate } from "./migrations.ts";
import { type SqliteHandle, sqliteDialect } from "./sqliteDialect.ts";
import { connect, SqliteRecovery } from "./sqliteRecovery.ts";
import { fullTextProblem, isCorruption } from "./sqliteRepair.ts";
import { StorageHealth } from "./storageHealth.ts";
import { storageProbe } from "./storageProbe.ts";

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
  /** SQLite: the connection now (a recovery may replace it; tests use it to make the database full). */
  readonly sqlite?: SqliteDatabase.Database;
  /**
   * SQLite on disk: recovers the file from damage another connection met (a search thread's),
   * holding the store's connection as a query would.
   */
  recover?(damage: Error): Promise<void>;
  /** SQLite on disk: `listener` runs after each recovery (the file may be a new one). */
  onRecovered?(listener: () => void): void;
  /**
   * SQLite on disk: FTS5's check of the search index (fullTextProblem), holding the store's
   * connection; a damaged index is rebuilt from the articles and reported as a repair.
   * Resolves with the problem found, or null.
   */
  checkSearchIndex?(): Promise<string | null>;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  /** Nothing on disk (OFFLINE, tests without persistence): SQLite in memory, storage "off". */
  memory?: boolean;
  /** `postgres://...`: PostgreSQL; otherwise SQLite in `<dataDir>/archive.db`. */
  databaseUrl?: string | undefined;
  log?: ServerLog | undefined;
  now?: () => number;
  /** Time between two probes of an unwritable store (StorageHealth); tests shorten it. */
  probeMs?: number | undefined;
}

/** Opens the store the settings name and brings its schema up to date. */
export function openDatabase(options: OpenOptions): Promise<ArchiveDatabase> {
  if (options.memory)
    return openSqliteFile(":memory:", new StorageHealth(null, options.log, options.now));
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openSqlite(join(options.dataDir, sqliteFileName), options);
}

/**
 * The embedded store: one file in WAL mode (readers never wait for the writer). A damaged
 * file is repaired or salvaged (sqliteRecovery.ts), at start or when a query meets the
 * damage; a folder that cannot hold the file is reported and the store lives in memory,
 * so the site serves.
 */
async function openSqlite(
  file: string,
  { log, now, probeMs }: OpenOptions,
): Promise<ArchiveDatabase> {
  const health = new StorageHealth(file, log, now, probeMs === undefined ? {} : { probeMs });
  try {
    await mkdir(join(file, ".."), { recursive: true });
    return await openSqliteFile(file, health, new SqliteRecovery(file, health, now));
  } catch (error) {
    health.fellBack(error);
    return openSqliteFile(":memory:", health);
  }
}

async function openSqliteFile(
  file: string,
  health: StorageHealth,
  recovery?: SqliteRecovery,
): Promise<ArchiveDatabase> {
  const handle: SqliteHandle = { current: recovery ? await recovery.open() : connect(file) };
  const recovered = new Set<() => void>();
  const recover = recovery
    ? async (error: Error) => {
        handle.current = await recovery.recover(handle.current, error.message);
        for (const listener of recovered) listener();
      }
    : undefined;
  const db = new Kysely<ArchiveSchema>({ dialect: sqliteDialect(handle, recover) });
  try {
    // Damage met while migrating is recovered when the migration's connection is released.
    await migrate(db as Kysely<unknown>, "sqlite").catch((error: unknown) => {
      if (!recover || !isCorruption(error)) throw error;
      return migrate(db as Kysely<unknown>, "sqlite");
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // In memory there is no disk to run out of; a write is proof enough.
  if (file !== ":memory:") health.probeWith(storageProbe(db, join(file, "..")));
  return {
    kind: "sqlite",
    db,
    location: file,
    health,
    get sqlite() {
      return handle.current;
    },
    ...(recover && {
      // Holding the connection (Kysely's mutex) keeps writes out while the file changes.
      recover: (damage: Error) => db.connection().execute(() => recover(damage)),
      onRecovered: (listener: () => void) => void recovered.add(listener),
      checkSearchIndex: () =>
        db.connection().execute(async () => {
          const problem = fullTextProblem(handle.current);
          if (problem !== null) await recover(new Error(problem));
          return problem;
        }),
    }),
    close: async () => {
      health.close();
      await db.destroy();
    },
  };
}

/** A connection string with its password masked, for logs and the status. */
function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://(unparsable URL)";
  }
}

async function openPostgres(
  url: string,
  { log, now, probeMs }: OpenOptions,
): Promise<ArchiveDatabase> {
  const location = maskedUrl(url);
  // Loaded only here: the embedded default does not pay for the PostgreSQL client.
  const { default: pgModule } = await import("pg");
  const pool = new pgModule.Pool({ connectionString: url, max: 4 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", (error) => log?.warn(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens only to idle clients: one checked out (between a transaction's
  // queries) that loses its server emitted an unhandled 'error' and ended the process when
  // PostgreSQL stopped (tests/deploy/faults.test.ts). Its next query fails and says so.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<ArchiveSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db as Kysely<unknown>, "postgres");
  } catch (error) {
    await db.destroy();
    throw new Error(`cannot use the database ${location}: ${(error as Error).message}`);
  }
  const health = new StorageHealth(location, log, now, {
    probe: storageProbe(db),
    ...(probeMs === undefined ? {} : { probeMs }),
  });
  const close = async () => {
    health.close();
    await db.destroy();
  };
  return { kind: "postgres", db, location, health, pool, close };
}
