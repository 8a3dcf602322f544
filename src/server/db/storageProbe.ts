import { statfs } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { ArchiveSchema } from "./archiveSchema.ts";

/** Free room a disk must have before its store is probed writable again. */
export const minFreeBytes = 1024 * 1024;

/** The probe's row: big enough that a page the file had free cannot hold it alone. */
const probeKey = "write-probe";
const probeValue = "p".repeat(64 * 1024);

/**
 * Proves the store takes writes again (StorageHealth's probe, issue 48), or throws why not:
 * on a disk (`folder`), room for more than a lucky page; then a real write of 64 KiB,
 * committed and deleted. On a full disk SQLite still commits what fits in its WAL or in
 * pages freed by a rollback, so a write alone is no proof there.
 */
export function storageProbe(db: Kysely<ArchiveSchema>, folder?: string): () => Promise<void> {
  return async () => {
    if (folder !== undefined) {
      const { bavail, bsize } = await statfs(folder);
      const free = bavail * bsize;
      if (free < minFreeBytes)
        throw new Error(`database or disk is full (${free} bytes free on its disk)`);
    }
    await db
      .insertInto("store_meta")
      .values({ key: probeKey, value: probeValue })
      .onConflict((c) => c.column("key").doUpdateSet({ value: probeValue }))
      .execute();
    await db.deleteFrom("store_meta").where("key", "=", probeKey).execute();
  };
}
