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

/** The FTS5 tables of the file. */
function fullTextTables(sqlite: SqliteDatabase.Database): string[] {
  return sqlite
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%'",
    )
    .pluck()
    .all() as string[];
}

/** Rebuilds every FTS5 index from its content table. */
export function rebuildFullText(sqlite: SqliteDatabase.Database): void {
  for (const name of fullTextTables(sqlite))
    sqlite.prepare(`INSERT INTO "${name}"("${name}") VALUES ('rebuild')`).run();
}

/**
 * FTS5's own check of every full-text index against its content table (`integrity-check`
 * with rank 1), or null when they agree. It finds what `quick_check` and `integrity_check`
 * pass: a flipped byte inside an index block ("checksum mismatch"), which changes what
 * search finds and how it ranks. It reads the whole index and every indexed text (about
 * 10 µs an article) and takes the write lock meanwhile: on the store's own connection.
 */
export function fullTextProblem(sqlite: SqliteDatabase.Database): string | null {
  try {
    for (const name of fullTextTables(sqlite))
      sqlite.prepare(`INSERT INTO "${name}"("${name}", rank) VALUES ('integrity-check', 1)`).run();
    return null;
  } catch (error) {
    if (isCorruption(error)) return (error as Error).message;
    throw error;
  }
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
  return integrityProblem(sqlite, "integrity_check") === null && fullTextProblem(sqlite) === null;
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
