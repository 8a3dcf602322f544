import { availableParallelism } from "node:os";
import proxyAddr from "@fastify/proxy-addr";
import * as z from "zod/mini";
import { clientBuildDir } from "../shared/clientBuildDir.ts";

/** One ingest thread per spare core, at most two: the event loop keeps a core to itself. */
export const defaultIngestWorkers = Math.min(2, Math.max(1, availableParallelism() - 1));

const flag = z.pipe(
  z._default(z.enum(["0", "1", "true", "false", ""]), "0"),
  z.transform((value) => value === "1" || value === "true"),
);

const nonEmpty = z.string().check(z.minLength(1, { error: "must not be empty" }));

/** A whole number from `min` to `max`, with a default. */
const whole = (fallback: number, min: number, max: number) =>
  z._default(
    z.coerce.number().check(z.int({ error: "must be a whole number" }), z.gte(min), z.lte(max)),
    fallback,
  );

const hour = 3_600_000;

/** Whether the peer at `address`, `hop` steps from the server, is a proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The proxies whose `X-Forwarded-For` is believed: addresses or CIDR ranges, comma-separated
 * (`127.0.0.1`, `10.0.0.0/8,::1`), compiled once into a test of an address.
 */
const trustedProxies = z.pipe(
  nonEmpty,
  z.transform((value, context): TrustProxy => {
    try {
      return proxyAddr.compile(value.split(",").map((entry) => entry.trim()));
    } catch (error) {
      context.issues.push({
        code: "custom",
        input: value,
        message: `must be addresses or CIDR ranges, comma-separated (${(error as Error).message})`,
      });
      return z.NEVER;
    }
  }),
);

/**
 * Every setting the server reads from the environment, parsed once at start into the
 * camelCase shape the code uses (`Settings` is derived from it).
 */
const settingsSchema = z.pipe(
  z
    .object({
      PORT: whole(8080, 0, 65535),
      HOST: z._default(nonEmpty, "127.0.0.1"),
      DATA_DIR: z._default(nonEmpty, "data"),
      CONFIG_DIR: z._default(nonEmpty, "config"),
      CLIENT_DIR: z._default(nonEmpty, clientBuildDir),
      FEEDS_FILE: z.optional(nonEmpty),
      // Another podcasts registry (issue 46), e.g. its shows pointed at a local mirror.
      PODCASTS_FILE: z.optional(nonEmpty),
      // PostgreSQL instead of the embedded SQLite file (several instances share one store).
      DATABASE_URL: z.optional(
        nonEmpty.check(
          z.regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" }),
        ),
      ),
      // Days an archived article is kept after it was last seen in its feed.
      ARCHIVE_DAYS: whole(30, 1, 3650),
      // With DATABASE_URL: how often an instance that does not ingest reads new data and
      // tries to take over ingesting (so a dead ingester is replaced within this time).
      SYNC_INTERVAL_MS: whole(5_000, 50, hour),
      OFFLINE: flag,
      // When the sample articles are dated from (their ages are fixed in the snapshot); unset:
      // the start. Instances given one time serve the same bytes and ETags (deploy:local).
      SAMPLES_AT: z.optional(
        z.iso.datetime({
          offset: true,
          error: "must be an ISO 8601 time, e.g. 2026-11-29T12:00:00Z",
        }),
      ),
      // Worker threads decoding, parsing and normalizing feeds; 0 = on the main thread.
      INGEST_WORKERS: whole(defaultIngestWorkers, 0, 16),
      // 1: pages are rendered in a worker thread; 0 = on the main thread.
      RENDER_WORKERS: whole(1, 0, 1),
      // Threads searching the SQLite archive; 0 = on the main thread. Two: the search page
      // asks its results and their facets at once, and two threads answer both together
      // (a million articles, two words: p95 of the pair 118 -> 85 ms; +14 MB RSS).
      SEARCH_WORKERS: whole(2, 0, 4),
      // A search answers within this time, or with "search unavailable" (503).
      SEARCH_TIMEOUT_MS: whole(2_000, 1, 60_000),
      // Searches one client address may have under way (waiting or running); more get 429.
      SEARCH_PER_IP: whole(4, 1, 1_000_000),
      // A search waits this long for a free search thread, then gets "busy" (503); unset:
      // twice SEARCH_TIMEOUT_MS, so one behind a search that runs to the cap still runs.
      SEARCH_QUEUE_MS: z.optional(
        z.coerce
          .number()
          .check(z.int({ error: "must be a whole number" }), z.gte(1), z.lte(120_000)),
      ),
      // Time between checks of the SQLite search index (FTS5 integrity-check; also at every
      // start), a day by default; a damaged index is rebuilt from the articles. 0: only at start.
      SEARCH_INDEX_CHECK_MS: whole(24 * hour, 0, 365 * 24 * hour),
      // Lets redirects lead into private networks (the SSRF guard otherwise refuses them).
      FETCH_ALLOW_PRIVATE_NETWORKS: flag,
      LOG_LEVEL: z._default(
        z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
        "info",
      ),
      // A client must send its whole request head within this time (slow-header attacks).
      HEADERS_TIMEOUT_MS: whole(10_000, 100, hour),
      REQUEST_TIMEOUT_MS: whole(30_000, 100, hour),
      KEEP_ALIVE_TIMEOUT_MS: whole(5_000, 100, hour),
      MAX_CONNECTIONS: whole(1_000, 1, 1_000_000),
      SHUTDOWN_GRACE_MS: whole(3_000, 0, 60_000),
      // Pages link publishers' images through the site's own resizing proxy (/img/...);
      // 0: pages hotlink them as the feeds give them.
      IMAGE_PROXY: z.pipe(
        z._default(z.enum(["0", "1", "true", "false"]), "1"),
        z.transform((value) => value === "1" || value === "true"),
      ),
      // The HMAC key of image links; unset: generated once and kept in DATA_DIR.
      IMAGE_PROXY_KEY: z.optional(
        z.string().check(z.minLength(32, { error: "must be at least 32 characters" })),
      ),
      // Megabytes of resized images kept on disk (DATA_DIR/images), least recently used out.
      IMAGE_CACHE_MB: whole(1024, 1, 1_048_576),
      // Live updates over Server-Sent Events (/public/api/events); off: 404, pages never connect.
      LIVE_EVENTS: z._default(z.enum(["on", "off"]), "on"),
      // Event streams one client address may hold open (tabs); more get 429.
      EVENTS_PER_IP: whole(8, 1, 1_000_000),
      // A comment on every event stream this often (proxies close streams idle too long).
      EVENTS_HEARTBEAT_MS: whole(25_000, 10, hour),
      // Seconds; 0 sends no Strict-Transport-Security (set it only behind a TLS proxy).
      HSTS_MAX_AGE: whole(0, 0, 2 * 365 * 86_400),
      // The proxy's address(es): only requests from there have their X-Forwarded-For
      // believed, so per-address limits count readers, not the proxy. Unset: nobody's.
      TRUST_PROXY: z.optional(trustedProxies),
    })
    .check(
      z.refine((s) => s.HEADERS_TIMEOUT_MS <= s.REQUEST_TIMEOUT_MS, {
        error: "must not exceed REQUEST_TIMEOUT_MS",
        path: ["HEADERS_TIMEOUT_MS"],
      }),
    ),
  z.transform((s) => ({
    port: s.PORT,
    host: s.HOST,
    dataDir: s.DATA_DIR,
    configDir: s.CONFIG_DIR,
    clientDir: s.CLIENT_DIR,
    feedsFile: s.FEEDS_FILE,
    podcastsFile: s.PODCASTS_FILE,
    databaseUrl: s.DATABASE_URL,
    archiveDays: s.ARCHIVE_DAYS,
    syncIntervalMs: s.SYNC_INTERVAL_MS,
    offline: s.OFFLINE,
    samplesAt: s.SAMPLES_AT === undefined ? undefined : Date.parse(s.SAMPLES_AT),
    ingestWorkers: s.INGEST_WORKERS,
    renderWorkers: s.RENDER_WORKERS,
    searchWorkers: s.SEARCH_WORKERS,
    searchTimeoutMs: s.SEARCH_TIMEOUT_MS,
    searchPerIp: s.SEARCH_PER_IP,
    searchQueueMs: s.SEARCH_QUEUE_MS ?? 2 * s.SEARCH_TIMEOUT_MS,
    searchIndexCheckMs: s.SEARCH_INDEX_CHECK_MS,
    allowPrivateNetworks: s.FETCH_ALLOW_PRIVATE_NETWORKS,
    logLevel: s.LOG_LEVEL,
    images: {
      proxy: s.IMAGE_PROXY,
      key: s.IMAGE_PROXY_KEY,
      cacheBytes: s.IMAGE_CACHE_MB * 1024 * 1024,
    },
    http: {
      headersTimeoutMs: s.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: s.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: s.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: s.MAX_CONNECTIONS,
      hstsMaxAgeSeconds: s.HSTS_MAX_AGE,
      trustProxy: s.TRUST_PROXY,
    },
    shutdownGraceMs: s.SHUTDOWN_GRACE_MS,
    liveEvents: {
      on: s.LIVE_EVENTS === "on",
      perIp: s.EVENTS_PER_IP,
      heartbeatMs: s.EVENTS_HEARTBEAT_MS,
    },
  })),
);

export type Settings = z.output<typeof settingsSchema>;
/** How the HTTP server treats connections and which transport policy it announces. */
export type HttpSettings = Settings["http"];

export type SettingsResult = { ok: true; settings: Settings } | { ok: false; errors: string[] };

/** Parses the environment; every problem is reported at once, naming the variable. */
export function parseSettings(env: Record<string, string | undefined>): SettingsResult {
  const result = settingsSchema.safeParse(env);
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    errors: result.error.issues.map(
      (issue) =>
        `${String(issue.path[0])}=${JSON.stringify(env[String(issue.path[0])] ?? "")}: ${issue.message}`,
    ),
  };
}
