import type SqliteDatabase from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type QueryResult,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { isCorruption } from "./sqliteRepair.ts";

/** The store's SQLite connection, which a recovery may replace (with a fresh file). */
export interface SqliteHandle {
  current: SqliteDatabase.Database;
}

/**
 * Kysely's SQLite dialect over a connection that can be replaced, and that reports a
 * damaged file: when a query fails with SQLITE_CORRUPT/NOTADB, `recover` runs while this
 * store's one connection is held (no transaction spans it); outside a transaction the
 * query is then tried once more, on the recovered file, so its caller never sees the damage.
 * Also: a rollback after SQLite already ended the transaction (it does on SQLITE_FULL) is
 * skipped: the failing ROLLBACK would otherwise replace the real error ("database or disk
 * is full") with "no transaction is active".
 */
export function sqliteDialect(
  handle: SqliteHandle,
  recover?: (error: Error) => Promise<void>,
): Dialect {
  class Driver extends SqliteDriver {
    /** Damage met inside a transaction: recovered when the connection is released. */
    private pending: Error | undefined;
    private readonly connection: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        try {
          return run<R>(handle.current, query);
        } catch (error) {
          if (!recover || !isCorruption(error)) throw error;
          if (handle.current.inTransaction) {
            this.pending = error as Error;
            throw error;
          }
          await recover(error as Error);
          return run<R>(handle.current, query);
        }
      },
      streamQuery: <R>(query: CompiledQuery) => stream<R>(handle.current, query),
    };

    override async acquireConnection(): Promise<DatabaseConnection> {
      await super.acquireConnection();
      return this.connection;
    }

    override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
      if (handle.current.inTransaction) await super.rollbackTransaction(connection);
    }

    override async releaseConnection(): Promise<void> {
      const damage = this.pending;
      this.pending = undefined;
      try {
        if (damage && recover) await recover(damage);
      } finally {
        await super.releaseConnection();
      }
    }

    override async destroy(): Promise<void> {
      handle.current.close();
    }
  }
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new Driver({ database: handle.current }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/** One query, as Kysely's own SQLite connection runs it. */
function run<R>(
  sqlite: SqliteDatabase.Database,
  { sql, parameters }: CompiledQuery,
): QueryResult<R> {
  const statement = sqlite.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

async function* stream<R>(
  sqlite: SqliteDatabase.Database,
  { sql, parameters }: CompiledQuery,
): AsyncIterableIterator<QueryResult<R>> {
  for (const row of sqlite.prepare(sql).iterate(parameters)) yield { rows: [row as R] };
}
