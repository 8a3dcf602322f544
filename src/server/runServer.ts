/**
 * The server process (started by main.ts): parse settings, validate config/, load samples
 * and persisted data, build the app, listen, refresh feeds, shut down gracefully on
 * SIGTERM/SIGINT.
 */
import { editionOf } from "../shared/editions.ts";
import { defaultLanguage } from "../shared/languageHref.ts";
import { showEndpointId } from "../shared/podcastRegistry.ts";
import { createServer, StartupError } from "./createServer.ts";
import { drainHttpServer } from "./http/httpServer.ts";
import { listenFailure } from "./http/listenFailure.ts";
import { parseSettings } from "./settings.ts";

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

const parsed = parseSettings(process.env);
if (!parsed.ok) fail(["invalid environment settings:", ...parsed.errors.map((e) => `  ${e}`)]);
const { settings } = parsed;
const server = await createServer(settings, {
  fastify: { logger: { level: settings.logLevel } },
}).catch((error: unknown) => {
  if (error instanceof StartupError) fail(error.lines);
  throw error;
});
const { app, store, site, refresher, ingest, live } = server;

try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  fail(listenFailure(error, settings.host, settings.port));
}
ingest.start();

const address = app.server.address();
const port = typeof address === "object" && address ? address.port : settings.port;
const host = settings.host === "0.0.0.0" || settings.host === "::" ? "localhost" : settings.host;
const { summary, endpoints } = store.status();
// The status lists each language edition as an array of its own (`bbc/breaking@es`).
const editions = Object.keys(endpoints).filter((id) => editionOf(id).lang !== defaultLanguage);
// Each show's feed is one more endpoint (issue 46).
const shows = Object.keys(endpoints).filter((id) => id.startsWith(showEndpointId(""))).length;
console.log(
  `Maverick News is serving at http://${host.includes(":") ? `[${host}]` : host}:${port}/ ` +
    `(${summary.endpoints - editions.length - shows} feed endpoints, ${shows} podcast feeds and ${editions.length} language editions: ` +
    `${summary.live} live, ${summary.sample} sample; ` +
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
  // Event streams never end by themselves: ended now, their clients reconnect elsewhere.
  live?.close();
  await Promise.all([
    // stop() aborts fetches in flight; its wait is bounded anyway: exiting mid-write leaves
    // the previous persisted file (writes are atomic).
    refresher && Promise.race([ingest.stop().then(() => refresher.stop()), graceOver]),
    drainHttpServer(app.server, settings.shutdownGraceMs),
  ]);
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
