/** The real server (`createServer`, as `main.ts` uses it) around a test feeds config. */
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createServer, type Server } from "../../src/server/createServer.ts";
import type { ArticleSearch } from "../../src/server/db/articleSearch.ts";
import type { FetchLimits } from "../../src/server/feeds/fetchUpstream.ts";
import type { NetworkPolicy } from "../../src/server/feeds/privateNetworks.ts";
import type { ImageOverrides } from "../../src/server/images/startImages.ts";
import type { PageCache } from "../../src/server/pages/pageCache.ts";
import type { PageRenderer } from "../../src/server/pages/pageRenderer.ts";
import type { PodcastRegistry } from "../../src/server/podcastFeeds.ts";
import { type HttpSettings, parseSettings } from "../../src/server/settings.ts";
import type { FeedRefresher } from "../../src/server/store/feedRefresher.ts";
import type { FeedStore } from "../../src/server/store/feedStore.ts";
import { type FeedStatus, feedStatusSchema } from "../../src/shared/feedStatus.ts";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import type { Publisher } from "../../src/shared/sourcesConfig.ts";

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
    `<!doctype html><html><head><title>Maverick News</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${"<!-- shell -->".repeat(50)}</body></html>`,
  );
  await writeFile(join(dir, "assets", "index-AbC123.js"), `console.log("app");${" ".repeat(2000)}`);
  await writeFile(join(dir, ".vite", "manifest.json"), "{}");
  await writeFile(join(dir, "sw.js"), `self.addEventListener("fetch", () => {});`);
  await writeFile(join(dir, "manifest.webmanifest"), `{"name":"Maverick News"}`);
  await mkdir(join(dir, "podcast"));
  await writeFile(join(dir, "podcast", "episode.wav"), Buffer.from("RIFF\0\0\0\0WAVE"));
  return dir;
}

/** `/public/api/status` as the server answers it, read with its schema. */
export async function statusOf(server: Harness): Promise<FeedStatus> {
  return feedStatusSchema.parse(await (await fetch(`${server.base}/public/api/status`)).json());
}

/** A feeds config of `endpoints`, each refreshed every 15 minutes, keeping `maxItems`. */
export const testFeeds = (endpoints: FeedsConfig["endpoints"], maxItems = 60): FeedsConfig => ({
  version: 1,
  defaults: { refreshMinutes: 15, maxItems },
  endpoints,
});

/**
 * The shipped config/feeds.json, each endpoint (and each of its editions) reading
 * `sources(endpoint)` instead of its own: no test reaches a real publisher.
 */
export async function shippedFeeds(sources: (endpoint: string) => string[]): Promise<FeedsConfig> {
  const shipped = JSON.parse(await readFile("config/feeds.json", "utf8")) as FeedsConfig;
  const endpoints = Object.entries(shipped.endpoints).map(([id, entry]) => [
    id,
    {
      ...entry,
      sources: sources(id),
      ...(entry.editions && {
        editions: Object.fromEntries(
          Object.keys(entry.editions).map((lang) => [lang, sources(id)]),
        ),
      }),
    },
  ]);
  return { ...shipped, endpoints: Object.fromEntries(endpoints) };
}

export interface Harness {
  /** Everything createServer built (the archive, the database...). */
  server: Server;
  app: FastifyInstance;
  base: string;
  store: FeedStore;
  refresher: FeedRefresher;
  pages: PageCache | undefined;
  logs: string[];
  close(): Promise<void>;
}

export async function startHarness(
  feeds: FeedsConfig,
  options: {
    now?: () => number;
    random?: () => number;
    /** Persist to (and restore from) this folder (SQLite), or `databaseUrl` when given. */
    dataDir?: string;
    /** PostgreSQL (`postgres://...`) instead of SQLite in `dataDir`. */
    databaseUrl?: string;
    /** More environment settings (for example SYNC_INTERVAL_MS). */
    env?: Record<string, string>;
    http?: Partial<HttpSettings>;
    network?: NetworkPolicy;
    /** Ingest threads (default 1, so server tests go through the worker; 0 = inline). */
    ingestWorkers?: number;
    /**
     * Server rendering with this renderer, a module (in the render thread unless
     * `renderWorkers` is 0) or a function (default: none, pages are the HTML shell).
     */
    renderer?: URL | PageRenderer;
    renderWorkers?: number;
    /** The archive's search (default: none). */
    search?: ArticleSearch;
    /** The image proxy's limits, network policy, trusted CA. */
    images?: ImageOverrides;
    /** More publishers for the registry (the upstream's feeds' publishers). */
    publishers?: Publisher[];
    /** Time between probes of an unwritable store (default here: 100 ms). */
    storageProbeMs?: number;
    /** Shows and stations (issue 46): the upstream's podcast feeds. */
    podcasts?: PodcastRegistry;
  } = {},
): Promise<Harness> {
  const parsed = parseSettings({
    CLIENT_DIR: await fakeClientBuild(),
    INGEST_WORKERS: String(options.ingestWorkers ?? 1),
    RENDER_WORKERS: String(options.renderWorkers ?? 1),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  if (!parsed.ok) throw new Error("the default settings are invalid");
  const settings = { ...parsed.settings, http: { ...parsed.settings.http, ...options.http } };
  const logs: string[] = [];
  const server = await createServer(settings, {
    feeds,
    renderer: options.renderer ?? null,
    limits: testLimits,
    persist: options.dataDir !== undefined || options.databaseUrl !== undefined,
    refresh: { concurrency: 4, initialSpreadMs: 0 },
    log: { info: (m) => logs.push(`info ${m}`), warn: (m) => logs.push(`warn ${m}`) },
    ...(options.now ? { now: options.now } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.network ? { network: options.network } : {}),
    ...(options.search ? { search: options.search } : {}),
    ...(options.publishers ? { publishers: options.publishers } : {}),
    ...(options.podcasts ? { podcasts: options.podcasts } : {}),
    // Lead images are made ahead only where a test asks (it would find failing sources
    // before the test's own requests do).
    images: { warm: false, ...options.images },
    storageProbeMs: options.storageProbeMs ?? 100,
  });
  const { app, store, refresher, pages } = server;
  if (!refresher) throw new Error("the harness runs online");
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    server,
    app,
    base: `http://127.0.0.1:${port}`,
    store,
    refresher,
    pages,
    logs,
    close: async () => {
      await refresher.stop();
      await app.close();
    },
  };
}
