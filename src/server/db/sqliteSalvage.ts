import type SqliteDatabase from "better-sqlite3";
import { isCorruption, rebuildFullText } from "./sqliteRepair.ts";

/** What one table gave up: rows copied, and at most how many could not be read (null: unknown). */
export interface TableSalvage {
  table: string;
  kept: number;
  lostAtMost: number | null;
}

/** Rowids are read as JS numbers: past 2^53 nothing is looked for (no table of ours gets there). */
const lastRowid = Number.MAX_SAFE_INTEGER;
const firstRowid = Number.MIN_SAFE_INTEGER;

/**
 * Copies every row of `tables` that `from` (a damaged file) can still read into `to` (a
 * fresh file with the same schema), in one transaction, and builds the full-text indexes
 * from what was copied (once: the triggers that keep them in step row by row are set
 * aside meanwhile, which makes the copy about three times faster). A table is read in rowid order;
 * where a damaged page stops the read, the next readable rowid is found by probing
 * (doubling steps, then bisection), so a bad page costs only the rows it holds (a bad
 * interior page, the rows under it). The rowids the table's indexes still list are then
 * looked up one by one in the ranges skipped, which finds rows a probe stepped over and
 * makes the count of lost rows exact when an index reads whole (else it is a bound).
 * Columns are those both files know; a row `to` refuses (garbage breaking a constraint)
 * counts as lost. `from` is left in writable_schema mode, so that a file cut short still
 * reads up to its end (SQLite otherwise refuses it whole): close it after, never write to it.
 */
export function copyReadableRows(
  from: SqliteDatabase.Database,
  to: SqliteDatabase.Database,
  tables: readonly string[],
): TableSalvage[] {
  // better-sqlite3's defensive mode would ignore writable_schema.
  from.unsafeMode(true);
  from.pragma("writable_schema = ON");
  return to.transaction(() => {
    const triggers = to
      .prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'trigger'")
      .all() as { name: string; sql: string }[];
    for (const { name } of triggers) to.exec(`DROP TRIGGER "${name}"`);
    const copied = tables.map((table) => copyTable(from, to, table));
    for (const { sql } of triggers) to.exec(sql);
    rebuildFullText(to);
    return copied;
  })();
}

/** Runs `read`; undefined when the file's damage stops it (any other error is thrown). */
function unlessCorrupt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (isCorruption(error)) return undefined;
    throw error;
  }
}

function columnNames(db: SqliteDatabase.Database, table: string): string[] {
  return (db.pragma(`table_info("${table}")`) as { name: string }[]).map((c) => c.name);
}

function copyTable(
  from: SqliteDatabase.Database,
  to: SqliteDatabase.Database,
  table: string,
): TableSalvage {
  const known = unlessCorrupt(() => columnNames(from, table));
  if (known === undefined) return { table, kept: 0, lostAtMost: null };
  const columns = columnNames(to, table).filter((name) => known.includes(name));
  if (columns.length === 0) return { table, kept: 0, lostAtMost: known.length === 0 ? 0 : null };
  const list = columns.map((name) => `"${name}"`).join(", ");
  // `rowid` is aliased: a column of the table may be named like it (article.id is the rowid).
  const select = `SELECT rowid AS salvage_rowid, ${list} FROM "${table}"`;
  const scan = from.prepare(`${select} WHERE rowid > ? ORDER BY rowid`).raw();
  const first = from.prepare(`${select} WHERE rowid > ? ORDER BY rowid LIMIT 1`).raw();
  const one = from.prepare(`${select} WHERE rowid = ?`).raw();
  const insert = to.prepare(
    `INSERT INTO "${table}" (${list}) VALUES (${columns.map(() => "?").join(", ")})`,
  );
  let kept = 0;
  let refused = 0;
  const copy = ([, ...values]: unknown[]) => {
    try {
      insert.run(values);
      kept++;
    } catch {
      refused++;
    }
  };
  /** Whether the first row after `rowid` reads whole: "end" when there is none. */
  const readableAfter = (rowid: number): boolean | "end" =>
    unlessCorrupt(() => (first.get(rowid) === undefined ? "end" : true)) ?? false;

  // 1. In rowid order, stepping over what cannot be read: `skipped` ranges (lo, hi].
  const skipped: [number, number][] = [];
  let after = firstRowid;
  for (;;) {
    const finished = unlessCorrupt(() => {
      for (const row of scan.iterate(after) as Iterable<unknown[]>) {
        const rowid = Number(row[0]);
        // A damaged page can yield keys out of order (a page read short is zeros): such a
        // row is garbage, and skipping it keeps `after` rising, so the copy ends.
        if (!(rowid > after)) continue;
        after = rowid;
        copy(row);
      }
      return true;
    });
    if (finished) break;
    const past = pastDamage(after, readableAfter);
    // Our rowids start at 1: nothing lies at or below 0.
    skipped.push([Math.max(after, 0), past?.rowid ?? lastRowid]);
    if (!past || past.end) break;
    after = past.rowid;
  }
  if (skipped.length === 0) return { table, kept, lostAtMost: refused };

  // 2. The rowids the indexes list inside the skipped ranges, one lookup each.
  const listed = indexedRowids(from, table);
  let unreadable = 0;
  let found = 0;
  for (const rowid of listed.rowids) {
    if (!skipped.some(([lo, hi]) => rowid > lo && rowid <= hi)) continue;
    const row = unlessCorrupt(() => one.get(rowid) as unknown[] | undefined);
    if (row) {
      copy(row);
      found++;
    } else unreadable++;
  }
  if (listed.complete) return { table, kept, lostAtMost: unreadable + refused };
  const highest = highestRowid(from, table);
  const widths = skipped.map(([lo, hi]) =>
    hi === lastRowid ? (highest === null ? Number.NaN : Math.max(0, highest - lo)) : hi - lo,
  );
  const bound = widths.reduce((sum, width) => sum + width, 0);
  return {
    table,
    kept,
    lostAtMost: Number.isNaN(bound) ? null : Math.max(unreadable, bound - found) + refused,
  };
}

/**
 * The smallest rowid past the damage met just after `after` from which the table reads
 * again (`end`: nothing follows it), or undefined when nothing after it can be read. A
 * seek past damaged rows fails up to the highest rowid under the damaged page, so doubling
 * steps find a readable point and bisection the first one.
 */
function pastDamage(
  after: number,
  readableAfter: (rowid: number) => boolean | "end",
): { rowid: number; end: boolean } | undefined {
  let bad = after;
  let step = 1;
  let good: { rowid: number; end: boolean } | undefined;
  while (!good && bad < lastRowid) {
    const probe = Math.min(lastRowid, bad + step);
    const readable = readableAfter(probe);
    if (readable) good = { rowid: probe, end: readable === "end" };
    else {
      bad = probe;
      step *= 2;
    }
  }
  while (good && good.rowid - bad > 1) {
    const middle = bad + Math.floor((good.rowid - bad) / 2);
    const readable = readableAfter(middle);
    if (readable) good = { rowid: middle, end: readable === "end" };
    else bad = middle;
  }
  return good;
}

/**
 * The rowids listed by the table's indexes (each read as far as it goes), and whether one
 * of them read whole, in which case they are every row the table held.
 */
function indexedRowids(
  db: SqliteDatabase.Database,
  table: string,
): { rowids: number[]; complete: boolean } {
  const indexes =
    unlessCorrupt(() => db.pragma(`index_list("${table}")`) as { name: string }[]) ?? [];
  const rowids = new Set<number>();
  let complete = false;
  for (const { name } of indexes) {
    const read = db.prepare(`SELECT rowid FROM "${table}" INDEXED BY "${name}"`).pluck();
    const whole = unlessCorrupt(() => {
      for (const rowid of read.iterate() as Iterable<number | bigint>) rowids.add(Number(rowid));
      return true;
    });
    complete ||= whole === true;
  }
  return { rowids: [...rowids].sort((a, b) => a - b), complete };
}

/** The largest rowid the table held, where it can still be read (AUTOINCREMENT's counter too). */
function highestRowid(db: SqliteDatabase.Database, table: string): number | null {
  const values: unknown[] = [];
  for (const [query, ...parameters] of [
    [`SELECT max(rowid) FROM "${table}"`],
    ["SELECT seq FROM sqlite_sequence WHERE name = ?", table],
  ])
    try {
      values.push(
        db
          .prepare(query as string)
          .pluck()
          .get(...parameters),
      );
    } catch {
      // Damaged, or no sqlite_sequence (no AUTOINCREMENT table): not known from there.
    }
  const numbers = values.filter((v) => typeof v === "number" || typeof v === "bigint");
  return numbers.length === 0 ? null : Math.max(...numbers.map(Number));
}
