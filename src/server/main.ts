/**
 * The server process: parse settings, validate config/, load samples and persisted data,
 * build the app, listen, refresh feeds, shut down gracefully on SIGTERM/SIGINT.
 */
import { formatProblem, type ValidConfig, validateConfig } from "../shared/configValidation.ts";
import { readConfigFiles } from "../shared/readConfigFiles.ts";
import { buildApp } from "./app.ts";
import { createIngester } from "./feeds/ingester.ts";
import { loadSite } from "./http/loadSite.ts";
import { loadSamples, sampleImagesDir } from "./samples/sampleSnapshot.ts";
import { parseSettings, type Settings } from "./settings.ts";
import { FeedRefresher } from "./store/feedRefresher.ts";
import { FeedStore } from "./store/feedStore.ts";
import { SourcePersistence } from "./store/persistSources.ts";
import { upstreamLimits } from "./upstreamLimits.ts";

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

async function loadConfig(settings: Settings): Promise<ValidConfig> {
  let files: Awaited<ReturnType<typeof readConfigFiles>>;
  try {
    files = await readConfigFiles(settings.configDir, settings.feedsFile);
  } catch (error) {
    fail([`cannot read the configuration: ${(error as Error).message}`]);
  }
  const result = validateConfig(files);
  if (!result.ok)
    fail([
      ...result.problems.map(formatProblem),
      `${result.problems.length} config problem(s): the server does not start with an invalid configuration`,
    ]);
  return result.config;
}

const parsed = parseSettings(process.env);
if (!parsed.ok) fail(["invalid environment settings:", ...parsed.errors.map((e) => `  ${e}`)]);
const { settings } = parsed;
const config = await loadConfig(settings);

const store = new FeedStore(config.feeds, await loadSamples(Date.now()));
const persistence = settings.offline ? undefined : new SourcePersistence(settings.dataDir);
if (persistence) {
  for (const saved of await persistence.loadAll())
    store.restore(saved.url, saved.items, saved.validators, saved.lastSuccess);
  store.rebuildAll();
}

const site = await loadSite(settings.clientDir, sampleImagesDir);
const app = await buildApp({
  config,
  store,
  site,
  fastify: {
    logger: { level: settings.logLevel },
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
  },
});
const refresher = settings.offline
  ? undefined
  : new FeedRefresher(store, {
      limits: upstreamLimits,
      concurrency: 6,
      jitter: 0.1,
      initialSpreadMs: 5_000,
      ...(persistence ? { persistence } : {}),
      ingester: createIngester({ workers: settings.ingestWorkers }),
      log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
    });

try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  fail([`cannot listen on ${settings.host}:${settings.port}: ${(error as Error).message}`]);
}
refresher?.start();

const address = app.server.address();
const port = typeof address === "object" && address ? address.port : settings.port;
const host = settings.host === "0.0.0.0" || settings.host === "::" ? "localhost" : settings.host;
const status = store.status() as { summary: { live: number; sample: number } };
console.log(
  `Maverick News is serving at http://${host.includes(":") ? `[${host}]` : host}:${port}/ ` +
    `(${store.endpointIds().length} feed endpoints: ${status.summary.live} live, ${status.summary.sample} sample; ` +
    `${settings.offline ? "OFFLINE: no upstream requests" : "refreshing from upstream"}` +
    `${site.built ? "" : `; client not built: no ${settings.clientDir}/index.html`})`,
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await refresher?.stop();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
