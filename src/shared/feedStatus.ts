import * as z from "zod/mini";

const time = z.nullable(z.string());
const count = z.number().check(z.int(), z.gte(0));

/** One upstream feed URL as `/public/api/status` reports it. */
export const sourceStatusSchema = z.object({
  url: z.string(),
  itemCount: count,
  lastAttempt: time,
  lastSuccess: time,
  lastError: z.nullable(z.string()),
  lastErrorAt: time,
  /** Failures since the last success; the next attempt backs off on them. */
  consecutiveFailures: count,
  /** The URL that last answered, after redirects. */
  finalUrl: z.nullable(z.string()),
  nextAttempt: time,
});

/** One API endpoint: what it serves now, and the state of each of its sources. */
export const endpointStatusSchema = z.object({
  path: z.string(),
  source: z.enum(["live", "sample", "unavailable"]),
  sample: z.boolean(),
  itemCount: count,
  refreshMinutes: count,
  builtAt: z.string(),
  lastAttempt: time,
  lastSuccess: time,
  lastError: z.nullable(z.string()),
  sources: z.array(sourceStatusSchema),
});

/**
 * What was done about a damaged database file (SQLite), reported once: `repaired` in place
 * (the search index and indexes rebuilt, nothing lost), `salvaged` (every readable row
 * copied into a fresh file), or `replaced` (nothing could be read: an empty or non-SQLite
 * file; a fresh database was started). Public: no file paths.
 */
export const storageRepairSchema = z.object({
  at: z.string(),
  /** SQLite's diagnosis (its first line), or why the file could not be read at all. */
  problem: z.string(),
  outcome: z.enum(["repaired", "salvaged", "replaced"]),
  /** Per table: rows kept, and at most how many were lost (null: not known). */
  tables: z.array(z.object({ table: z.string(), kept: count, lostAtMost: z.nullable(count) })),
  searchIndexRebuilt: z.boolean(),
});

/**
 * The data folder where live data is persisted: `off` when nothing is persisted (OFFLINE),
 * `unwritable` from the first failed write until the store is probed writable again, with
 * nothing waiting (StorageHealth). `skippedFiles` are the damaged files found at start, which
 * were not restored; `repairs`, what was done about a damaged database file; `waiting`, the
 * writes kept in memory until the store takes them (issue 48); `dropped`, the items of those
 * the memory bound let go since the start.
 */
export const storageStatusSchema = z.object({
  state: z.enum(["off", "ok", "unwritable"]),
  dir: z.nullable(z.string()),
  error: z.nullable(z.string()),
  since: time,
  skippedFiles: z.array(z.object({ file: z.string(), reason: z.string() })),
  repairs: z.array(storageRepairSchema),
  waiting: z.object({ sources: count, items: count, stories: count }),
  dropped: count,
});

/** The body of `GET /public/api/status`. */
export const feedStatusSchema = z.object({
  /** When this content was produced (it is rebuilt only when something changed). */
  generatedAt: z.string(),
  summary: z.object({
    endpoints: count,
    live: count,
    sample: count,
    unavailable: count,
    sources: count,
    failingSources: count,
  }),
  storage: storageStatusSchema,
  endpoints: z.record(z.string(), endpointStatusSchema),
});

export type SourceStatus = z.output<typeof sourceStatusSchema>;
export type EndpointStatus = z.output<typeof endpointStatusSchema>;
export type StorageStatus = z.output<typeof storageStatusSchema>;
export type StorageRepair = z.output<typeof storageRepairSchema>;
export type FeedStatus = z.output<typeof feedStatusSchema>;
