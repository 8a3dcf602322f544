import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { ValidConfig } from "../shared/configValidation.ts";
import { editionOf } from "../shared/editions.ts";
import type { FeedsConfig } from "../shared/feedsConfig.ts";
import { languageOf } from "../shared/languageHref.ts";
import { showEndpointId } from "../shared/podcastRegistry.ts";
import { publicPublishers } from "../shared/publicPublishers.ts";
import { PublisherRegistry } from "../shared/publisherRegistry.ts";
import { noFacets } from "../shared/searchFacets.ts";
import type { Publisher } from "../shared/sourcesConfig.ts";
import { buildApp } from "./app.ts";
import { archiveOptions } from "./archiveOptions.ts";
import { ArticleArchive } from "./db/articleArchive.ts";
import type { ArticleSearch } from "./db/articleSearch.ts";
import { IngestLock } from "./db/ingestLock.ts";
import { type ArchiveDatabase, openDatabase } from "./db/openDatabase.ts";
import { SourcePersistence } from "./db/persistSources.ts";
import { StoryPersistence } from "./db/persistStories.ts";
import { storiesOfDay } from "./db/storiesOfDay.ts";
import type { FetchLimits } from "./feeds/fetchUpstream.ts";
import { createIngester } from "./feeds/ingester.ts";
import { defaultNetworkPolicy, type NetworkPolicy } from "./feeds/privateNetworks.ts";
import { LiveEvents } from "./http/liveEvents.ts";
import { liveEventsOff } from "./http/liveEventsOff.ts";
import { loadSite, type SiteFiles } from "./http/loadSite.ts";
import { securityHeaders } from "./http/securityHeaders.ts";
import type { ImageOverrides, Images } from "./images/startImages.ts";
import { loadConfig } from "./loadConfig.ts";
import { openImages } from "./openImages.ts";
import { DynamicPages } from "./pages/dynamicPages.ts";
import { PageCache } from "./pages/pageCache.ts";
import { pageHeaders } from "./pages/pageHeaders.ts";
import { builtRendererUrl, type PageRenderer } from "./pages/pageRenderer.ts";
import { startPageRenderService } from "./pages/pageRenderService.ts";
import { loadPodcasts, noPodcasts, type PodcastRegistry, withShowFeeds } from "./podcastFeeds.ts";
import { routeCategories } from "./routeCategories.ts";
import { sampleShow, sampleShowItems, withSampleShow } from "./samples/sampleShow.ts";
import { loadSamples, sampleImagesDir, samplePublishers } from "./samples/sampleSnapshot.ts";
import { servedSearch } from "./servedSearch.ts";
import type { ServerLog } from "./serverLog.ts";
import type { Settings } from "./settings.ts";
import { StartupError } from "./startupError.ts";
import { EpisodeFiles } from "./store/episodeFiles.ts";
import { FeedRefresher } from "./store/feedRefresher.ts";
import { FeedStore } from "./store/feedStore.ts";
import { type IngestCoordinator, SharedIngest, singleInstance } from "./store/ingestCoordinator.ts";
import { PodcastCatalog } from "./store/podcastCatalog.ts";
import { StationNowPlaying } from "./store/stationNowPlaying.ts";
import { upstreamLimits } from "./upstreamLimits.ts";

// Declared on its own (the modules that open parts of the server throw it too); runServer.ts and
// the dev server catch it from here.
export { StartupError } from "./startupError.ts";

/** What tests replace; production passes none of it. */
export interface ServerOverrides {
  /** Feeds to serve instead of the configured feeds file. */
  feeds?: FeedsConfig;
  /** Shows and stations instead of config/podcasts.json's (none when `feeds` is given). */
  podcasts?: PodcastRegistry;
  /** More publishers for the registry (tests: their loopback feeds' publishers). */
  publishers?: Publisher[];
  now?: () => number;
  random?: () => number;
  limits?: FetchLimits;
  network?: NetworkPolicy;
  /** False: nothing stored on disk even when online (tests without persistence). */
  persist?: boolean;
  /** Refresher pacing (production: 6 at once, 2 per host, first round spread over 5 s). */
  refresh?: { concurrency?: number; perHostConcurrency?: number; initialSpreadMs?: number };
  log?: ServerLog;
  fastify?: FastifyServerOptions;
  /**
   * The page renderer: a module exporting `renderPage` (rendered in a thread unless
   * RENDER_WORKERS=0), or a function (rendered on the main thread). Default: the built one
   * (dist/server), if any. null: no server rendering.
   */
  renderer?: URL | PageRenderer | null;
  /** The article archive's search (the /search page and search feeds); none: unavailable. */
  search?: ArticleSearch;
  /** The image proxy's fetch limits, network policy, trusted CA, caps. */
  images?: ImageOverrides;
  /** Time between probes of an unwritable store (production: 3 s; see StorageHealth). */
  storageProbeMs?: number;
}

export interface Server {
  app: FastifyInstance;
  config: ValidConfig;
  store: FeedStore;
  site: SiteFiles;
  /** Undefined when OFFLINE: nothing is fetched. */
  refresher: FeedRefresher | undefined;
  /** Undefined without a page renderer or a client build: pages are then the shell. */
  pages: PageCache | undefined;
  /** The article archive and its search (what `/public/api/search` answers from). */
  archive: ArticleArchive;
  /** The store: SQLite in DATA_DIR (in memory when OFFLINE), or PostgreSQL. */
  database: ArchiveDatabase;
  /** Starts ingesting: at once, or (PostgreSQL) when this instance holds the ingest lock. */
  ingest: IngestCoordinator;
  /** The image proxy; undefined when IMAGE_PROXY=0 or OFFLINE (pages link images as given). */
  images: Images | undefined;
  /** Live updates' streams; undefined when LIVE_EVENTS=off. */
  live: LiveEvents | undefined;
}

/**
 * The one composition root: validated config, store with samples and persisted data,
 * the site files, the HTTP app and the refresher. Used by `runServer.ts` and by the tests.
 * It neither listens nor starts refreshing.
 */
export async function createServer(
  settings: Settings,
  overrides: ServerOverrides = {},
): Promise<Server> {
  const loaded = await loadConfig(settings);
  // A feeds mirror (FEEDS_FILE) reads no real show unless a podcasts file says which.
  const registry =
    overrides.podcasts ??
    (overrides.feeds || (settings.feedsFile && !settings.podcastsFile)
      ? noPodcasts
      : await loadPodcasts(
          settings.configDir,
          { file: `${settings.configDir}/sources.json`, publishers: loaded.sources.publishers },
          settings.podcastsFile,
        ));
  // Each show's feed is one more endpoint (issue 46), read like the news; offline, the
  // sample show stands in for them.
  const withShows = withShowFeeds(overrides.feeds ?? loaded.feeds, registry);
  const { podcasts, feeds } = settings.offline
    ? withSampleShow(registry, withShows)
    : { podcasts: registry, feeds: withShows };
  const config = { ...loaded, feeds };
  const now = overrides.now ?? Date.now;
  const samplesAt = settings.samplesAt ?? now();
  const samples = await loadSamples(samplesAt);
  if (settings.offline)
    samples.set(showEndpointId(sampleShow.id), await sampleShowItems(samplesAt));
  const store = new FeedStore(config.feeds, samples, now);
  // Who covered each story (issue 38): the registry's publishers, and the samples' invented ones.
  const publishers = new PublisherRegistry([
    ...config.sources.publishers,
    ...(await samplePublishers()),
    ...(overrides.publishers ?? []),
  ]);
  store.resolvePublishersWith((host, language) => publishers.resolve(host, language));
  const loadedSite = await loadSite(settings.clientDir, sampleImagesDir);
  const site = settings.liveEvents.on ? loadedSite : liveEventsOff(loadedSite);
  const onDisk = !settings.offline && overrides.persist !== false;
  // OFFLINE with DATABASE_URL (instances of a deployment without network, deploy:local):
  // the samples are archived and searched in the shared database; nothing is restored.
  const offlineShared =
    settings.offline && settings.databaseUrl !== undefined && overrides.persist !== false;
  const images = await openImages(settings, onDisk, store, overrides.images);
  const renderer = overrides.renderer === undefined ? builtRendererUrl() : overrides.renderer;
  let log: ServerLog | undefined = overrides.log;
  // The app is built before the store opens (opening logs through the app's logger).
  let archive: ArticleArchive | undefined;
  const found: ArticleSearch = overrides.search ?? {
    search: (query, options) => archive?.search(query, options) ?? Promise.resolve([]),
    facets: (query, options) => archive?.facets(query, options) ?? Promise.resolve(noFacets),
  };
  const headers = securityHeaders(
    config.site,
    settings.http.hstsMaxAgeSeconds,
    images !== undefined,
    [
      ...new Set(
        podcasts.stations
          .filter((station) => station.format === "hls")
          .map((station) => new URL(station.stream).origin),
      ),
    ],
  );
  const search = servedSearch(store, found);
  const fetchLimits = overrides.limits ?? upstreamLimits;
  const network = overrides.network ?? {
    ...defaultNetworkPolicy,
    allowPrivateNetworks: settings.allowPrivateNetworks,
  };
  const catalog = new PodcastCatalog(
    store,
    podcasts,
    new EpisodeFiles({
      limits: fetchLimits,
      network,
      online: !settings.offline,
      ownFile: (path) => site.files.get(path)?.identity,
    }),
    images && ((url) => images.linkSource(url ?? undefined)),
    (id) => publishers.publishers.find((publisher) => publisher.id === id)?.name,
  );
  // The pages showing the podcasts overview (issue 46), prefilled when rendered.
  const overviewPaths = new Set(
    config.manifest.routes
      .filter((route) => route.layout === "podcast" || route.layout === "live")
      .map((route) => route.path),
  );
  const pages =
    renderer && site.built
      ? new PageCache(
          await startPageRenderService({
            renderer,
            shell: site.shell.identity.toString("utf8"),
            threads: settings.renderWorkers,
            warn: (message) => log?.warn(message),
          }).catch((error: unknown) => {
            throw new StartupError([(error as Error).message]);
          }),
          store,
          config.manifest.routes.map((route) => route.path),
          pageHeaders(config, headers),
          (path, error) => log?.warn(`rendering ${path} failed: ${(error as Error).stack}`),
          {
            categories: await routeCategories(config, settings.configDir),
            extraData: (path, url) =>
              overviewPaths.has(path)
                ? { podcasts: catalog.overview(languageOf(url.slice(path.length))) }
                : undefined,
          },
        )
      : undefined;
  const dynamicPages = pages
    ? new DynamicPages({
        render: (request, client) => pages.render(request, client),
        store,
        search,
        sectionPaths: config.manifest.routes.map((route) => route.path),
        publishers: publicPublishers(config.sources.publishers),
        securityHeaders: headers,
        onError: (what, error) => log?.warn(`${what} failed: ${(error as Error).message}`),
      })
    : undefined;
  const live = settings.liveEvents.on
    ? new LiveEvents(store, {
        heartbeatMs: settings.liveEvents.heartbeatMs,
        perIp: settings.liveEvents.perIp,
        maxConnections: settings.http.maxConnections,
        securityHeaders: headers,
      })
    : undefined;
  const app = await buildApp({
    config,
    store,
    site,
    http: settings.http,
    securityHeaders: headers,
    pages,
    dynamicPages,
    search,
    images: images?.proxy,
    live,
    catalog,
    nowPlaying: new StationNowPlaying(podcasts.stations, {
      limits: fetchLimits,
      network,
      online: !settings.offline,
    }),
    ...(overrides.fastify ? { fastify: overrides.fastify } : {}),
  });
  log ??= { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };
  if (images?.warning) log.warn(images.warning);
  if (pages) app.addHook("onClose", () => pages.close());

  const database = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    memory: !onDisk && !offlineShared,
    log,
    now,
    probeMs: overrides.storageProbeMs,
  }).catch((error: unknown) => {
    throw new StartupError([(error as Error).message]);
  });
  archive = new ArticleArchive(
    database,
    archiveOptions(settings, config, publishers, store, {
      afterPrune: () => storyStore.prune(),
      warn: (message) => log?.warn(message),
      now,
    }),
  );
  // Stories are stored wherever articles are (issue 37). Where several instances share
  // PostgreSQL, only the one holding the ingest lock writes them (see SharedIngest).
  const sharesDatabase =
    (onDisk || offlineShared) && database.kind === "postgres" && settings.databaseUrl;
  const storyStore = new StoryPersistence(database, log);
  await store.keepStoriesIn(storyStore, { writes: !sharesDatabase });
  // Past days' briefings (issue 50) from the stories stored for the archive's days.
  store.readPastDaysWith((from, to) => storiesOfDay(database, from, to), settings.archiveDays);
  const opened = archive;
  const persistence = onDisk
    ? new SourcePersistence(database, {
        dataDir: settings.dataDir,
        log,
        onArchived: (source) => opened.changed(source),
      })
    : undefined;
  if (persistence) await store.restoreFrom(persistence);
  // Samples are searchable too (while served), so search works on a fresh offline machine.
  await archive.archiveSamples(
    new Map([...samples].filter(([id]) => config.feeds.endpoints[editionOf(id).endpoint]?.sample)),
  );
  archive.startPruning();
  archive.startCheckingIndex(settings.searchIndexCheckMs);
  await archive.searchReady();
  // Every page is ready before the server listens (restored data included).
  await pages?.rebuildAll();
  const refresher = settings.offline
    ? undefined
    : new FeedRefresher(store, {
        limits: fetchLimits,
        network,
        concurrency: overrides.refresh?.concurrency ?? 6,
        perHostConcurrency: overrides.refresh?.perHostConcurrency ?? 2,
        jitter: 0.1,
        initialSpreadMs: overrides.refresh?.initialSpreadMs ?? 5_000,
        ...(persistence ? { persistence } : {}),
        ingester: createIngester({ workers: settings.ingestWorkers }),
        log,
        ...(overrides.now ? { now: overrides.now } : {}),
        ...(overrides.random ? { random: overrides.random } : {}),
      });
  const ingest =
    refresher && persistence && sharesDatabase
      ? new SharedIngest(
          new IngestLock({ connectionString: settings.databaseUrl }),
          refresher,
          store,
          persistence,
          {
            intervalMs: settings.syncIntervalMs,
            log,
            health: database.health,
          },
        )
      : singleInstance(refresher);
  app.addHook("onClose", async () => {
    await ingest.stop();
    store.close();
    await store.storiesWritten();
    await opened.close();
    await database.close();
  });
  return { app, config, store, site, refresher, pages, archive, database, ingest, images, live };
}
