import { availableParallelism } from "node:os";
import * as z from "zod/mini";

/** One ingest thread per spare core, at most two: the event loop keeps a core to itself. */
export const defaultIngestWorkers = Math.min(2, Math.max(1, availableParallelism() - 1));

const flag = z.pipe(
  z._default(z.enum(["0", "1", "true", "false", ""]), "0"),
  z.transform((value) => value === "1" || value === "true"),
);

const nonEmpty = z.string().check(z.minLength(1, { error: "must not be empty" }));

/** Every setting the server reads from the environment, parsed once at start. */
const settingsSchema = z.object({
  PORT: z._default(
    z.coerce.number().check(z.int({ error: "must be a whole number" }), z.gte(0), z.lte(65535)),
    8080,
  ),
  HOST: z._default(nonEmpty, "127.0.0.1"),
  DATA_DIR: z._default(nonEmpty, "data"),
  CONFIG_DIR: z._default(nonEmpty, "config"),
  CLIENT_DIR: z._default(nonEmpty, "dist/client"),
  FEEDS_FILE: z.optional(nonEmpty),
  OFFLINE: flag,
  INGEST_WORKERS: z._default(
    z.coerce.number().check(z.int({ error: "must be a whole number" }), z.gte(0), z.lte(16)),
    defaultIngestWorkers,
  ),
  LOG_LEVEL: z._default(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    "info",
  ),
});

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  configDir: string;
  clientDir: string;
  feedsFile: string | undefined;
  offline: boolean;
  /** Worker threads decoding, parsing and normalizing feeds; 0 = on the main thread. */
  ingestWorkers: number;
  logLevel: string;
}

export type SettingsResult = { ok: true; settings: Settings } | { ok: false; errors: string[] };

/** Parses the environment; every problem is reported at once, naming the variable. */
export function parseSettings(env: Record<string, string | undefined>): SettingsResult {
  const result = settingsSchema.safeParse(env);
  if (!result.success)
    return {
      ok: false,
      errors: result.error.issues.map(
        (issue) =>
          `${String(issue.path[0])}=${JSON.stringify(env[String(issue.path[0])] ?? "")}: ${issue.message}`,
      ),
    };
  const s = result.data;
  return {
    ok: true,
    settings: {
      port: s.PORT,
      host: s.HOST,
      dataDir: s.DATA_DIR,
      configDir: s.CONFIG_DIR,
      clientDir: s.CLIENT_DIR,
      feedsFile: s.FEEDS_FILE,
      offline: s.OFFLINE,
      ingestWorkers: s.INGEST_WORKERS,
      logLevel: s.LOG_LEVEL,
    },
  };
}
