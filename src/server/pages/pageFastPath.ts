import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageCache } from "./pageCache.ts";

/**
 * Beside the API's fast path, before Fastify routes anything: a GET or HEAD for exactly a
 * rendered page's path (no query string) is answered from its prepared response.
 */
export function pageFastPath(pages: PageCache) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const url = request.url;
    if (!url || url.includes("?") || url.includes("%")) return false;
    const page = pages.page(url);
    if (!page) return false;
    page.send(request, response);
    return true;
  };
}
