/**
 * The server process: parse settings, validate config/, load samples and persisted data,
 * build the app, listen, refresh feeds, shut down gracefully on SIGTERM/SIGINT.
 */
import { formatProblem, type ValidConfig, validateConfig } from "../shared/configValidation.ts";
import { readConfigFiles } from "../shared/readConfigFiles.ts";
import { buildApp } from "./app.ts";
import { createIngester } from "./feeds/ingester.ts";
import { defaultNetworkPolicy } from "./feeds/privateNetworks.ts";
import { drainHttpServer } from "./http/httpServer.ts";
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
const site = await loadSite(settings.clientDir, sampleImagesDir);
const app = await buildApp({
  config,
  store,
  site,
  http: settings.http,
  fastify: { logger: { level: settings.logLevel } },
});
const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };

const persistence = settings.offline ? undefined : new SourcePersistence(settings.dataDir, { log });
if (persistence) await store.restoreFrom(persistence);

const refresher = settings.offline
  ? undefined
  : new FeedRefresher(store, {
      limits: upstreamLimits,
      network: { ...defaultNetworkPolicy, allowPrivateNetworks: settings.allowPrivateNetworks },
      concurrency: 6,
      perHostConcurrency: 2,
      jitter: 0.1,
      initialSpreadMs: 5_000,
      ...(persistence ? { persistence } : {}),
      ingester: createIngester({ workers: settings.ingestWorkers }),
      log,
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
const { summary } = store.status();
console.log(
  `Maverick News is serving at http://${host.includes(":") ? `[${host}]` : host}:${port}/ ` +
    `(${summary.endpoints} feed endpoints: ${summary.live} live, ${summary.sample} sample; ` +
    `${settings.offline ? "OFFLINE: no upstream requests" : "refreshing from upstream"}` +
    `${site.built ? "" : `; client not built: no ${settings.clientDir}/index.html`})`,
);

/**
 * Drains instead of dropping: connections get their responses (with `Connection: close`),
 * upstream fetches are aborted, and whatever is still open after the grace period is cut.
 */
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  // Only a hang past the grace period ends in a failure exit.
  setTimeout(() => process.exit(1), settings.shutdownGraceMs + 5_000).unref();
  const graceOver = new Promise((resolve) => setTimeout(resolve, settings.shutdownGraceMs).unref());
  await Promise.all([
    // stop() aborts fetches in flight; its wait is bounded anyway: exiting mid-write leaves
    // the previous persisted file (writes are atomic).
    refresher && Promise.race([refresher.stop(), graceOver]),
    drainHttpServer(app.server, settings.shutdownGraceMs),
  ]);
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
