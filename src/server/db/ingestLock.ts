import type pg from "pg";

/** The advisory-lock key of the ingest role (any fixed 64-bit number; "MAVERICK" in ASCII). */
const ingestLockKey = "5566934655367723339";

/**
 * The ingest role's lock: a session-level PostgreSQL advisory lock, taken on a connection
 * of its own. PostgreSQL releases it when that session ends (the process died, the network
 * went away), so another instance can take it.
 */
export class IngestLock {
  private client: pg.Client | undefined;

  constructor(private readonly connection: pg.ClientConfig) {}

  /**
   * Tries to take the lock (connecting first if need be); true when this session holds it.
   * Throws when the database cannot be reached.
   */
  async take(): Promise<boolean> {
    this.client ??= await this.connect();
    const { rows } = await this.client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1) AS locked",
      [ingestLockKey],
    );
    return rows[0]?.locked === true;
  }

  /**
   * Whether the lock's session is alive: the lock lives as long as it. A dead session is
   * dropped, so the next `take` connects anew.
   */
  async held(): Promise<boolean> {
    const alive = await this.client?.query("SELECT 1").then(
      () => true,
      () => false,
    );
    if (!alive) this.client = undefined;
    return alive === true;
  }

  /**
   * Whether the database answers this instance: a query on the lock's session (connecting
   * first if need be). Throws when it cannot be reached.
   */
  async probe(): Promise<void> {
    this.client ??= await this.connect();
    await this.client.query("SELECT 1");
  }

  /** Ends the session, and with it the lock. */
  async release(): Promise<void> {
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  private async connect(): Promise<pg.Client> {
    const { default: pgModule } = await import("pg");
    const client = new pgModule.Client(this.connection);
    // A broken session is noticed by the next check's query; the event must not crash us.
    client.on("error", () => {});
    await client.connect();
    return client;
  }
}
