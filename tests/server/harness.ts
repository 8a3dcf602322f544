/** Builds the real server pieces (store, refresher, app) around a test feeds config. */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.ts";
import type { FetchLimits } from "../../src/server/feeds/fetchUpstream.ts";
import { createIngester } from "../../src/server/feeds/ingester.ts";
import type { NetworkPolicy } from "../../src/server/feeds/privateNetworks.ts";
import { loadSite } from "../../src/server/http/loadSite.ts";
import { loadSamples, sampleImagesDir } from "../../src/server/samples/sampleSnapshot.ts";
import { type HttpSettings, parseSettings } from "../../src/server/settings.ts";
import { FeedRefresher } from "../../src/server/store/feedRefresher.ts";
import { FeedStore } from "../../src/server/store/feedStore.ts";
import { type PersistenceFs, SourcePersistence } from "../../src/server/store/persistSources.ts";
import { validateConfig } from "../../src/shared/configValidation.ts";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";

/** Small timeouts so a stalled upstream costs about a second. */
export const testLimits: FetchLimits = {
  connectTimeoutMs: 1000,
  totalTimeoutMs: 1000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  userAgent: "MaverickNews-FeedAggregator/test",
};

/** A stand-in client build: an HTML shell and one hashed asset. */
export async function fakeClientBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "maverick-client-"));
  await mkdir(join(dir, "assets"));
  await mkdir(join(dir, ".vite"));
  await writeFile(
    join(dir, "index.html"),
    `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${"<!-- shell -->".repeat(50)}</body></html>`,
  );
  await writeFile(join(dir, "assets", "index-AbC123.js"), `console.log("app");${" ".repeat(2000)}`);
  await writeFile(join(dir, ".vite", "manifest.json"), "{}");
  await mkdir(join(dir, "podcast"));
  await writeFile(join(dir, "podcast", "episode.wav"), Buffer.from("RIFF\0\0\0\0WAVE"));
  return dir;
}

export interface Harness {
  app: FastifyInstance;
  base: string;
  store: FeedStore;
  refresher: FeedRefresher;
  logs: string[];
  close(): Promise<void>;
}

export async function startHarness(
  feeds: FeedsConfig,
  options: {
    now?: () => number;
    random?: () => number;
    /** Persist to (and restore from) this folder, through `fs` when given. */
    dataDir?: string;
    fs?: PersistenceFs;
    http?: Partial<HttpSettings>;
    network?: NetworkPolicy;
    /** Ingest threads (default 1, so server tests go through the worker; 0 = inline). */
    ingestWorkers?: number;
  } = {},
): Promise<Harness> {
  const real = validateConfig(await readConfigFiles("config"));
  const defaults = parseSettings({});
  if (!real.ok || !defaults.ok) throw new Error("config/ or the default settings are invalid");
  const now = options.now ?? Date.now;
  const store = new FeedStore(feeds, await loadSamples(now()), now);
  const logs: string[] = [];
  const log = {
    info: (m: string) => logs.push(`info ${m}`),
    warn: (m: string) => logs.push(`warn ${m}`),
  };
  const persistence = options.dataDir
    ? new SourcePersistence(options.dataDir, { log, ...(options.fs ? { fs: options.fs } : {}) })
    : undefined;
  if (persistence) await store.restoreFrom(persistence);
  const refresher = new FeedRefresher(store, {
    limits: testLimits,
    concurrency: 4,
    jitter: 0.1,
    initialSpreadMs: 0,
    now,
    ...(options.random ? { random: options.random } : {}),
    ...(options.network ? { network: options.network } : {}),
    ...(persistence ? { persistence } : {}),
    ingester: createIngester({ workers: options.ingestWorkers ?? 1 }),
    log,
  });
  const site = await loadSite(await fakeClientBuild(), sampleImagesDir);
  const app = await buildApp({
    config: { ...real.config, feeds },
    store,
    site,
    http: { ...defaults.settings.http, ...options.http },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    store,
    refresher,
    logs,
    close: async () => {
      await refresher.stop();
      await app.close();
    },
  };
}
