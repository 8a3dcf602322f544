import type { FastifyPluginAsync } from "fastify";
import type { Manifest } from "../../shared/manifest.ts";
import { queryParams } from "../../shared/queryParams.ts";
import { apiBasePath } from "../../shared/sitePaths.ts";
import type { PageCache } from "../pages/pageCache.ts";
import { PreparedResponse } from "../responses/preparedResponse.ts";
import { sendError } from "./errorResponse.ts";
import { renderClientOf } from "./renderClientOf.ts";
import { sendAudioRange } from "./sendAudioRange.ts";
import { sendPrepared } from "./sendPrepared.ts";
import type { StaticFile } from "./staticFiles.ts";

export interface SiteOptions {
  manifest: Manifest;
  /** The client build and the sample images, keyed by URL path. */
  files: ReadonlyMap<string, StaticFile>;
  /** The HTML shell (index.html); a stand-in page when the client is not built. */
  shell: StaticFile;
  securityHeaders: Record<string, string>;
  /** Server-rendered pages; without them every page is the shell, rendered in the browser. */
  pages?: PageCache | undefined;
}

/** Paths whose misses are files, not pages: they get a plain 404, not the HTML shell. */
const filePrefixes = ["/assets/", "/samples/"];

/**
 * Serves the built site: files from memory with their cache policy; with server rendering,
 * every route's page (query-string variants rendered on demand), a 301 for each redirect
 * and a rendered not-found page (404) otherwise. Without it, the HTML shell (200) for every
 * route and redirect source, and the shell with a real 404 otherwise.
 */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (
  app,
  { manifest, files, shell, securityHeaders, pages },
) => {
  if (pages) return renderedSiteRoutes(app, { manifest, files, securityHeaders, pages });
  const prepare = (file: StaticFile, status?: number) =>
    new PreparedResponse(
      file,
      { ...securityHeaders, "content-type": file.contentType, "cache-control": file.cacheControl },
      status,
    );
  const page = prepare(shell);
  const responses = new Map([...files].map(([path, file]) => [path, prepare(file)]));
  for (const path of [
    ...manifest.routes.map((r) => r.path),
    ...manifest.redirects.map((r) => r.from),
  ])
    if (!responses.has(path)) responses.set(path, page);
  // The client renders its not-found screen; the status tells crawlers and caches the truth.
  const notFoundPage = prepare(shell, 404);

  app.get("/*", (request, reply) => {
    const path = pathOf(request.url);
    if (
      path === undefined ||
      (!responses.has(path) &&
        (path.startsWith(apiBasePath) || filePrefixes.some((p) => path.startsWith(p))))
    )
      return sendError(reply, 404, "Not found");
    const file = files.get(path);
    if (file && sendAudioRange(request, reply, file, securityHeaders)) return;
    sendPrepared(request, reply, responses.get(path) ?? notFoundPage);
  });
};

function renderedSiteRoutes(
  app: Parameters<FastifyPluginAsync>[0],
  {
    manifest,
    files,
    securityHeaders,
    pages,
  }: Pick<SiteOptions, "manifest" | "files" | "securityHeaders"> & { pages: PageCache },
) {
  const responses = new Map(
    [...files].map(([path, file]) => [
      path,
      new PreparedResponse(file, {
        ...securityHeaders,
        "content-type": file.contentType,
        "cache-control": file.cacheControl,
      }),
    ]),
  );
  const routePaths = new Set(manifest.routes.map((route) => route.path));
  const redirects = new Map(manifest.redirects.map((r) => [r.from, r.to]));
  app.get("/*", async (request, reply) => {
    const path = pathOf(request.url);
    if (path === undefined) return sendError(reply, 404, "Not found");
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const target = redirects.get(path);
    if (target !== undefined)
      return reply
        .code(301)
        .header("location", target + query)
        .header("cache-control", "public, max-age=3600")
        .send();
    const own = files.get(path);
    if (own && sendAudioRange(request, reply, own, securityHeaders)) return;
    const file = responses.get(path);
    if (file) return sendPrepared(request, reply, file);
    if (
      !routePaths.has(path) &&
      (path.startsWith(apiBasePath) || filePrefixes.some((p) => path.startsWith(p)))
    )
      return sendError(reply, 404, "Not found");
    const response = routePaths.has(path)
      ? await pages.variant(path, queryParams(query), renderClientOf(request))
      : await pages.notFound(path, queryParams(query));
    sendPrepared(request, reply, response);
  });
}

function pathOf(url: string): string | undefined {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return undefined;
  }
}
