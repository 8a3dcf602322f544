import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { ValidConfig } from "../shared/configValidation.ts";
import { queryObject } from "../shared/queryParams.ts";
import type { ArticleSearch } from "./db/articleSearch.ts";
import { apiFastPath } from "./http/apiFastPath.ts";
import { apiRoutes } from "./http/apiRoutes.ts";
import { dynamicPageRoutes } from "./http/dynamicPageRoutes.ts";
import { sendBusy, sendError } from "./http/errorResponse.ts";
import { eventRoutes } from "./http/eventRoutes.ts";
import { createHttpServer } from "./http/httpServer.ts";
import type { LiveEvents } from "./http/liveEvents.ts";
import type { SiteFiles } from "./http/loadSite.ts";
import { podcastPageRoutes } from "./http/podcastPageRoutes.ts";
import { podcastRoutes } from "./http/podcastRoutes.ts";
import { searchRoutes } from "./http/searchRoutes.ts";
import { sectionFeeds } from "./http/sectionFeeds.ts";
import { siteRoutes } from "./http/siteRoutes.ts";
import { sourcesRoutes } from "./http/sourcesRoutes.ts";
import { stationRoutes } from "./http/stationRoutes.ts";
import { storyRoutes } from "./http/storyRoutes.ts";
import { themeStylesheet } from "./http/themeStylesheet.ts";
import { todayRoutes } from "./http/todayRoutes.ts";
import { imageFastPath } from "./images/imageFastPath.ts";
import type { ImageProxy } from "./images/imageProxy.ts";
import type { DynamicPages } from "./pages/dynamicPages.ts";
import type { PageCache } from "./pages/pageCache.ts";
import { pageFastPath } from "./pages/pageFastPath.ts";
import { RenderBusy, RenderDropped } from "./pages/renderQueue.ts";
import type { HttpSettings } from "./settings.ts";
import type { FeedStore } from "./store/feedStore.ts";
import type { PodcastCatalog } from "./store/podcastCatalog.ts";
import { StoryUnavailable } from "./store/servedStories.ts";
import type { StationNowPlaying } from "./store/stationNowPlaying.ts";

export interface AppDependencies {
  config: ValidConfig;
  store: FeedStore;
  site: SiteFiles;
  http: HttpSettings;
  /** The headers every response carries (securityHeaders.ts), computed once. */
  securityHeaders: Record<string, string>;
  fastify?: FastifyServerOptions;
  /** Server-rendered pages; without them every page is the shell, rendered in the browser. */
  pages?: PageCache | undefined;
  /** Story, search and status pages rendered per request; without them, the shell. */
  dynamicPages?: DynamicPages | undefined;
  /** The article archive's search (`/public/api/search`, the /search page, search feeds). */
  search?: ArticleSearch | undefined;
  /** The image proxy (`/img/...`, `imageFastPath`); without it pages hotlink publishers' images. */
  images?: ImageProxy | undefined;
  /** Live updates (`/public/api/events`); without them, that path is a 404. */
  live?: LiveEvents | undefined;
  /** The podcasts API's catalogue (issue 46). */
  catalog?: PodcastCatalog | undefined;
  /** What the live stations play (`/public/api/stations/<station>/now`, issue 46). */
  nowPlaying?: StationNowPlaying | undefined;
}

/** The methods the site answers; every other one gets 405 with this as `Allow`. */
const allowedMethods = ["GET", "HEAD"];

/**
 * Builds the HTTP app: the feed API and the site, with security headers on every
 * response and one error handler that hides internals. It does not listen (see runServer.ts).
 */
export async function buildApp({
  config,
  store,
  site,
  http,
  securityHeaders: headers,
  fastify,
  pages,
  dynamicPages,
  search,
  images,
  live,
  catalog,
  nowPlaying,
}: AppDependencies): Promise<FastifyInstance> {
  const serveCachedApi = apiFastPath(store, headers);
  const servePage = pages ? pageFastPath(pages) : () => false;
  const serveImage = images ? imageFastPath(images, headers) : () => false;
  // Per-request logs would dominate the output under load; errors are still logged.
  const app = Fastify({
    logController: new LogController({ disableRequestLogging: true }),
    // `request.ip` is the reader's address behind the trusted proxy (TRUST_PROXY), else the peer's.
    ...(http.trustProxy && { trustProxy: http.trustProxy }),
    ...fastify,
    // One reading of a query string for every route (queryParams.ts).
    routerOptions: { querystringParser: queryObject },
    // A path that does not decode (`/story/%FF`) or a routing failure: the site's own 400,
    // with its headers, not the framework's default body (which names it and echoes the URL).
    frameworkErrors: (_error, _request, reply) =>
      sendError(reply.headers(headers), 400, "Bad request"),
    // Cached API bodies and images are answered before routing: the paths under heavy load.
    serverFactory: (handler) =>
      createHttpServer(
        (request, response) => {
          if (
            !serveCachedApi(request, response) &&
            !serveImage(request, response) &&
            !servePage(request, response)
          )
            handler(request, response);
        },
        http,
        headers,
      ),
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    // A reader's page past the render queue's bounds, or for a connection that has gone.
    if (error instanceof RenderBusy || error instanceof RenderDropped) return sendBusy(reply);
    // A story only the archive holds, while the database is away.
    if (error instanceof StoryUnavailable) return sendBusy(reply);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return sendError(reply, status, status >= 500 ? "Internal server error" : error.message);
  });
  const refuseMethod = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(
      reply.header("allow", allowedMethods.join(", ")),
      405,
      `Method ${request.method} not allowed`,
    );
  // A method Fastify routes by no name (PURGE, LINK, ...) ends here too: 405, not 404.
  app.setNotFoundHandler((request, reply) =>
    allowedMethods.includes(request.method)
      ? sendError(reply, 404, "Not found")
      : refuseMethod(request, reply),
  );
  app.route({
    // Every method Fastify knows (TRACE, PROPFIND, POST, ...) but the allowed ones.
    method: app.supportedMethods.filter((method) => !allowedMethods.includes(method)),
    url: "/*",
    // Refused before any body is read, whatever its type or size.
    onRequest: async (request, reply) => refuseMethod(request, reply),
    handler: refuseMethod,
  });
  await app.register(apiRoutes, { store, securityHeaders: headers });
  await app.register(storyRoutes, { config, store, securityHeaders: headers });
  await app.register(todayRoutes, { config, store, securityHeaders: headers });
  await app.register(sourcesRoutes, { config, securityHeaders: headers });
  if (catalog) await app.register(podcastRoutes, { catalog, securityHeaders: headers });
  if (nowPlaying) await app.register(stationRoutes, { nowPlaying, securityHeaders: headers });
  await app.register(themeStylesheet, { securityHeaders: headers });
  if (live) await app.register(eventRoutes, { live });
  if (search)
    await app.register(searchRoutes, {
      search,
      manifest: config.manifest,
      securityHeaders: headers,
    });
  await app.register(dynamicPageRoutes, {
    store,
    shell: site.shell,
    securityHeaders: headers,
    pages: dynamicPages,
  });
  if (catalog)
    await app.register(podcastPageRoutes, {
      catalog,
      shell: site.shell,
      securityHeaders: headers,
      pages: dynamicPages,
    });
  await app.register(sectionFeeds, { config, store, search, securityHeaders: headers });
  await app.register(siteRoutes, {
    manifest: config.manifest,
    files: site.files,
    shell: site.shell,
    securityHeaders: headers,
    pages,
  });
  return app;
}
