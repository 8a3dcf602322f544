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
 * The data folder where live data is persisted: `off` when nothing is persisted (OFFLINE),
 * `unwritable` from the first failed write until one succeeds again. `skippedFiles` are the
 * damaged files found at start, which were not restored.
 */
export const storageStatusSchema = z.object({
  state: z.enum(["off", "ok", "unwritable"]),
  dir: z.nullable(z.string()),
  error: z.nullable(z.string()),
  since: time,
  skippedFiles: z.array(z.object({ file: z.string(), reason: z.string() })),
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
export type FeedStatus = z.output<typeof feedStatusSchema>;
