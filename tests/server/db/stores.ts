/** The two stores every data-access test runs against: SQLite in a temp folder, PostgreSQL. */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PostgresCluster, startPostgres } from "./postgresCluster.ts";

export type StoreKind = "sqlite" | "postgres";
export const storeKinds: StoreKind[] = ["sqlite", "postgres"];

/** Where a test's server keeps its data: harness options for one fresh, empty store. */
export type StoreOptions = { dataDir: string; databaseUrl?: string };

/** One cluster per test file, started on first use. */
export function storeFactory(kind: StoreKind) {
  let cluster: Promise<PostgresCluster> | undefined;
  return {
    async fresh(): Promise<StoreOptions> {
      const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
      if (kind === "sqlite") return { dataDir };
      cluster ??= startPostgres();
      return { dataDir, databaseUrl: await (await cluster).freshDatabase() };
    },
    async stop(): Promise<void> {
      await (await cluster)?.stop();
    },
  };
}
