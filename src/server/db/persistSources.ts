import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import type { StorageStatus } from "../../shared/feedStatus.ts";
import { type PersistedSource, persistedSourceSchema } from "../../shared/persistedSource.ts";
import { validStrings } from "../../shared/validText.ts";
import type { ServerLog } from "../serverLog.ts";
import { archiveItems } from "./archiveItems.ts";
import type { ArchiveSchema } from "./archiveSchema.ts";
import type { ArchiveDatabase } from "./openDatabase.ts";
import { SourceBacklog, type WaitingSource } from "./sourceBacklog.ts";
import type { WaitingWrites } from "./storageHealth.ts";
import { WriteQueue } from "./writeQueue.ts";

export type { PersistedSource };

export interface PersistenceOptions {
  /** Where the per-source JSON files of earlier versions may be (imported once). */
  dataDir?: string | undefined;
  log?: ServerLog | undefined;
  /**
   * Told after a source's items reached the archive (`source`: its URL; none: several),
   * written here or, read back, by another instance: kept search results may be stale.
   */
  onArchived?: (source?: string) => void;
}

/** A source row as read back, with the order writes happened in. */
export interface StoredSource extends PersistedSource {
  seq: number;
}

/** store_meta key set once the JSON files of `<DATA_DIR>/sources/` were imported. */
const importedKey = "sources-json-imported";

type Checked = { ok: true; source: PersistedSource } | { ok: false; reason: string };

/** Validates one persisted source (a JSON file of old, or a row) with the shared schema. */
function checkSource(data: unknown): Checked {
  const parsed = persistedSourceSchema.safeParse(data);
  if (parsed.success) return { ok: true, source: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    reason: `not a persisted source: at ${issue?.path.join(".") || "the top"}: ${issue?.message}`,
  };
}

/**
 * Stored JSON, its strings made valid: what an earlier version stored may hold controls and
 * lone surrogates, which ingest now removes (see validText).
 */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text, validStrings) };
  } catch (error) {
    return { ok: false, reason: `invalid JSON: ${(error as Error).message}` };
  }
}

/**
 * Each source's last good state, in the database (`source_state`), with its items archived
 * (`article`) in the same transaction: a failed write (a full disk) rolls back whole and
 * leaves what was stored. Writes happen one at a time, in the order they were asked for;
 * a failing store is reported once (StorageHealth), and `save` never rejects.
 *
 * A refused write is never forgotten (issue 48): it waits in memory (SourceBacklog), with
 * every item a reader was shown, and is written before anything newer of its source, at the
 * next save or the store's next probe. A stored state never goes back in time, so that an
 * instance writing late what waited cannot undo what another wrote since.
 */
export class SourcePersistence implements WaitingWrites {
  private readonly queue = new WriteQueue();
  /** The highest write sequence read so far: followers read on from there. */
  lastSeq = 0;
  private readonly reported = new Set<string>();
  private readonly backlog: SourceBacklog;

  constructor(
    private readonly database: ArchiveDatabase,
    private readonly options: PersistenceOptions & { maxLeftItems?: number } = {},
  ) {
    this.backlog = new SourceBacklog(options.maxLeftItems);
    database.health.watch(this);
  }

  waiting(): { sources: number; items: number; stories: number } {
    return { sources: this.backlog.sources, items: this.backlog.items, stories: 0 };
  }

  get dropped(): number {
    return this.backlog.dropped;
  }

  /** The store's state for `/public/api/status`. */
  status(): StorageStatus {
    return this.database.health.status();
  }

  /**
   * At start: imports the per-source JSON files of earlier versions once, and probes a
   * write, so an unwritable store is reported before any refresh.
   */
  async check(): Promise<void> {
    try {
      const { db } = this.database;
      const imported = await db
        .selectFrom("store_meta")
        .select("value")
        .where("key", "=", importedKey)
        .executeTakeFirst();
      if (!imported && this.options.dataDir) await this.importJsonFiles(this.options.dataDir);
      await db
        .insertInto("store_meta")
        .values({ key: "last-start", value: new Date().toISOString() })
        .onConflict((c) => c.column("key").doUpdateSet({ value: (eb) => eb.ref("excluded.value") }))
        .execute();
      this.database.health.succeeded();
    } catch (error) {
      this.database.health.failed(error);
    }
  }

  /** `<dataDir>/sources/*.json` into the database, once; damaged files are skipped and reported. */
  private async importJsonFiles(dataDir: string): Promise<void> {
    const dir = join(dataDir, "sources");
    let names: string[] = [];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
    } catch {
      // No folder: nothing to import.
    }
    const sources: PersistedSource[] = [];
    const skipped: StorageStatus["skippedFiles"] = [];
    for (const file of names) {
      const json = parseJson(await readFile(join(dir, file), "utf8").catch(() => ""));
      const checked = json.ok ? checkSource(json.value) : json;
      if (checked.ok) sources.push(checked.source);
      else skipped.push({ file, reason: checked.reason });
    }
    await this.database.db.transaction().execute(async (trx) => {
      for (const source of sources) await this.write(trx, source);
      await trx
        .insertInto("store_meta")
        .values({ key: importedKey, value: new Date().toISOString() })
        .execute();
    });
    if (sources.length > 0) this.options.onArchived?.();
    if (names.length > 0)
      this.options.log?.info(
        `imported ${sources.length} source(s) from ${dir} into ${this.database.location} (the folder is no longer read)`,
      );
    this.database.health.skipped(skipped, `importing ${dir}`);
  }

  /**
   * Saves a source's state and archives its items, atomically, after whatever waits;
   * never rejects.
   */
  save(source: PersistedSource): Promise<void> {
    return this.queue.run(async () => {
      this.backlog.add(source);
      await this.flush();
    });
  }

  /** Writes what waits, in order (StorageHealth's probe); true when nothing waits. */
  retry(): Promise<boolean> {
    return this.queue.run(() => this.flush());
  }

  /** Writes the waiting sources, oldest first, until one fails; true when none waits. */
  private async flush(): Promise<boolean> {
    for (let entry = this.backlog.first(); entry; entry = this.backlog.first()) {
      try {
        const waited = entry;
        await this.database.db.transaction().execute((trx) => this.writeWaiting(trx, waited));
      } catch (error) {
        this.database.health.failed(error);
        return false;
      }
      this.backlog.written(entry);
      this.options.onArchived?.(entry.source.url);
      this.database.health.succeeded();
    }
    return true;
  }

  /**
   * A waiting source: every item it waited with, archived as first seen then (the items
   * earlier states held, and the latest's seen before it), then its latest state.
   */
  private async writeWaiting(trx: ArchiveDatabase["db"], { source, left, seen }: WaitingSource) {
    const byTime = new Map<string, PersistedSource["items"]>();
    const add = (at: string, item: PersistedSource["items"][number]) =>
      byTime.set(at, [...(byTime.get(at) ?? []), item]);
    for (const { item, at } of left.values()) add(at, item);
    for (const item of source.items) {
      const at = seen.get(item.article.link) ?? source.lastSuccess;
      if (at !== source.lastSuccess) add(at, item);
    }
    for (const [at, items] of byTime) await archiveItems(trx, source.url, items, at);
    await this.write(trx, source);
  }

  private async write(
    trx: ArchiveDatabase["db"],
    { url, savedAt, lastSuccess, validators, items }: PersistedSource,
  ): Promise<void> {
    const row = {
      url,
      saved_at: savedAt,
      last_success: lastSuccess,
      validators: JSON.stringify(validators),
      items: JSON.stringify(items),
      seq: sql<number>`(SELECT COALESCE(MAX(seq), 0) + 1 FROM source_state)`,
    };
    await trx
      .insertInto("source_state")
      .values(row)
      .onConflict((c) =>
        c
          .column("url")
          .doUpdateSet((eb) => ({
            saved_at: eb.ref("excluded.saved_at"),
            last_success: eb.ref("excluded.last_success"),
            validators: eb.ref("excluded.validators"),
            items: eb.ref("excluded.items"),
            seq: eb.ref("excluded.seq"),
          }))
          // Never back in time: a state that waited is older than one written since.
          .where("source_state.saved_at", "<=", savedAt),
      )
      .execute();
    await archiveItems(trx, url, items, lastSuccess);
  }

  /** Every stored source that reads back valid, in the order they were written. */
  async loadAll(): Promise<PersistedSource[]> {
    return this.changedSince(0);
  }

  /**
   * The sources written after `seq`, in the order they were written (the order the
   * ingesting instance applied them); damaged rows are skipped, logged once and listed in
   * `status()`.
   */
  async changedSince(seq: number): Promise<StoredSource[]> {
    let rows: ArchiveRow[];
    try {
      rows = await this.database.db
        .selectFrom("source_state")
        .selectAll()
        .where("seq", ">", seq)
        .orderBy("seq")
        .execute();
    } catch (error) {
      this.options.log?.warn(
        `reading ${this.database.location} failed: ${(error as Error).message}`,
      );
      return [];
    }
    const loaded: StoredSource[] = [];
    const skipped: StorageStatus["skippedFiles"] = [];
    for (const row of rows) {
      const checked = checkRow(row);
      this.lastSeq = Math.max(this.lastSeq, Number(row.seq));
      // Written by another instance (or before a restart): the archive has its items.
      this.options.onArchived?.(row.url);
      if (checked.ok) loaded.push({ ...checked.source, seq: Number(row.seq) });
      else {
        const key = `${row.url}@${row.seq}`;
        if (!this.reported.has(key))
          skipped.push({ file: `source ${row.url}`, reason: checked.reason });
        this.reported.add(key);
      }
    }
    this.database.health.skipped(skipped, `the store ${this.database.location}`);
    return loaded;
  }
}

/** A row's JSON columns parsed and the whole checked as a persisted source. */
function checkRow(row: ArchiveRow): Checked {
  const validators = parseJson(row.validators);
  if (!validators.ok) return { ok: false, reason: `validators: ${validators.reason}` };
  const items = parseJson(row.items);
  if (!items.ok) return { ok: false, reason: `items: ${items.reason}` };
  return checkSource({
    version: 1,
    url: row.url,
    savedAt: row.saved_at,
    lastSuccess: row.last_success,
    validators: validators.value,
    items: items.value,
  });
}

type ArchiveRow = ArchiveSchema["source_state"];
