import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { apiBasePath } from "../../shared/endpoints.ts";
import type { Manifest } from "../../shared/manifest.ts";
import { sendPrepared } from "./sendPrepared.ts";
import type { StaticFile } from "./staticFiles.ts";

export interface SiteOptions {
  manifest: Manifest;
  /** The client build and the sample images, keyed by URL path. */
  files: ReadonlyMap<string, StaticFile>;
  /** The HTML shell (index.html); a stand-in page when the client is not built. */
  shell: StaticFile;
}

/** Paths whose misses are files, not pages: they get a plain 404, not the HTML shell. */
const filePrefixes = ["/assets/", "/samples/"];

/**
 * Serves the built site: files from memory with their cache policy, the HTML shell (200)
 * for every manifest route and redirect source, and the shell with a real 404 otherwise.
 */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (
  app,
  { manifest, files, shell },
) => {
  const pages = new Set([
    ...manifest.routes.map((r) => r.path),
    ...manifest.redirects.map((r) => r.from),
  ]);

  const sendFile = (request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) =>
    sendPrepared(
      request,
      reply
        .code(status)
        .header("content-type", file.contentType)
        .header("cache-control", file.cacheControl),
      file,
      status === 200,
    );

  app.get("/*", (request, reply) => {
    const path = pathOf(request.url);
    const file = path === undefined ? undefined : files.get(path);
    if (file) return sendFile(request, reply, file);
    if (path !== undefined && pages.has(path)) return sendFile(request, reply, shell);
    if (
      path === undefined ||
      path.startsWith(apiBasePath) ||
      filePrefixes.some((p) => path.startsWith(p))
    )
      return reply
        .code(404)
        .header("content-type", "application/json; charset=utf-8")
        .header("cache-control", "no-cache")
        .send({ error: "Not found", statusCode: 404 });
    // The client renders its not-found screen; the status tells crawlers and caches the truth.
    return sendFile(request, reply, shell, 404);
  });
};

function pathOf(url: string): string | undefined {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return undefined;
  }
}
