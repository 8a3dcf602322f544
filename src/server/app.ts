import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { ValidConfig } from "../shared/configValidation.ts";
import type { ArticleSearch } from "./db/articleSearch.ts";
import { apiFastPath } from "./http/apiFastPath.ts";
import { apiRoutes } from "./http/apiRoutes.ts";
import { dynamicPageRoutes } from "./http/dynamicPageRoutes.ts";
import { sendError } from "./http/errorResponse.ts";
import { createHttpServer } from "./http/httpServer.ts";
import type { SiteFiles } from "./http/loadSite.ts";
import { searchRoutes } from "./http/searchRoutes.ts";
import { sectionFeeds } from "./http/sectionFeeds.ts";
import { securityHeaders } from "./http/securityHeaders.ts";
import { siteRoutes } from "./http/siteRoutes.ts";
import { storyRoutes } from "./http/storyRoutes.ts";
import type { DynamicPages } from "./pages/dynamicPages.ts";
import type { PageCache } from "./pages/pageCache.ts";
import { pageFastPath } from "./pages/pageFastPath.ts";
import type { HttpSettings } from "./settings.ts";
import type { FeedStore } from "./store/feedStore.ts";

export interface AppDependencies {
  config: ValidConfig;
  store: FeedStore;
  site: SiteFiles;
  http: HttpSettings;
  fastify?: FastifyServerOptions;
  /** Server-rendered pages; without them every page is the shell, rendered in the browser. */
  pages?: PageCache | undefined;
  /** Story, search and status pages rendered per request; without them, the shell. */
  dynamicPages?: DynamicPages | undefined;
  /** The article archive's search (`/public/api/search`, the /search page, search feeds). */
  search?: ArticleSearch | undefined;
}

/** Everything but GET and HEAD (which Fastify derives from GET) is refused. */
const otherMethods = ["DELETE", "PATCH", "POST", "PUT", "OPTIONS"];

/**
 * Builds the HTTP app: the feed API and the site, with security headers on every
 * response and one error handler that hides internals. It does not listen (see main.ts).
 */
export async function buildApp({
  config,
  store,
  site,
  http,
  fastify,
  pages,
  dynamicPages,
  search,
}: AppDependencies): Promise<FastifyInstance> {
  const headers = securityHeaders(config.site, http.hstsMaxAgeSeconds);
  const serveCachedApi = apiFastPath(store, headers);
  const servePage = pages ? pageFastPath(pages) : () => false;
  // Per-request logs would dominate the output under load; errors are still logged.
  const app = Fastify({
    logController: new LogController({ disableRequestLogging: true }),
    ...fastify,
    // Cached API bodies are answered before routing: the one path under heavy load.
    serverFactory: (handler) =>
      createHttpServer(
        (request, response) => {
          if (!serveCachedApi(request, response) && !servePage(request, response))
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
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return sendError(reply, status, status >= 500 ? "Internal server error" : error.message);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No route for ${request.method} ${request.url.split("?")[0]}`),
  );
  const refuseMethod = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply.header("allow", "GET, HEAD"), 405, `Method ${request.method} not allowed`);
  app.route({
    method: otherMethods,
    url: "/*",
    // Refused before any body is read, whatever its type or size.
    onRequest: async (request, reply) => refuseMethod(request, reply),
    handler: refuseMethod,
  });
  await app.register(apiRoutes, { store, securityHeaders: headers });
  await app.register(storyRoutes, { store, securityHeaders: headers });
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
