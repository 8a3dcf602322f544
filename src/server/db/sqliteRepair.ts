import type SqliteDatabase from "better-sqlite3";

/**
 * SQLite's codes (and extended codes, such as SQLITE_CORRUPT_VTAB) for a damaged file; a
 * short read is one too (a page past the end of a file cut short).
 */
export function isCorruption(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^SQLITE_(CORRUPT|NOTADB|IOERR_SHORT_READ$)/.test(code);
}

/** The first problem `quick_check` (or `integrity_check`) finds, or null when the file is sound. */
export function integrityProblem(
  sqlite: SqliteDatabase.Database,
  check: "quick_check" | "integrity_check" = "quick_check",
): string | null {
  try {
    const result = String(sqlite.pragma(check, { simple: true }));
    // The first line that names a problem ("*** in database main ***" heads the list).
    return result === "ok"
      ? null
      : (result.split("\n").find((line) => !/^\*\*\*/.test(line)) ?? result);
  } catch (error) {
    if (isCorruption(error)) return (error as Error).message;
    throw error;
  }
}

/** Rebuilds every FTS5 index from its content table. */
export function rebuildFullText(sqlite: SqliteDatabase.Database): void {
  const names = sqlite
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%'",
    )
    .pluck()
    .all() as string[];
  for (const name of names)
    sqlite.prepare(`INSERT INTO "${name}"("${name}") VALUES ('rebuild')`).run();
}

/**
 * Repairs what can be derived again, in place: every FTS5 index rebuilt from its content
 * table and every index rebuilt (REINDEX), in one transaction; true when `integrity_check`
 * then finds the file sound. False (and nothing changed) when the damage is in the data.
 */
export function repairInPlace(sqlite: SqliteDatabase.Database): boolean {
  try {
    sqlite.transaction(() => {
      rebuildFullText(sqlite);
      sqlite.exec("REINDEX");
    })();
  } catch (error) {
    if (isCorruption(error)) return false;
    throw error;
  }
  return integrityProblem(sqlite, "integrity_check") === null;
}

/** How many rows each table holds (on a sound file). */
export function rowCounts(
  sqlite: SqliteDatabase.Database,
  tables: readonly string[],
): { table: string; rows: number }[] {
  return tables.map((table) => ({
    table,
    rows: Number(sqlite.prepare(`SELECT count(*) FROM "${table}"`).pluck().get()),
  }));
}
