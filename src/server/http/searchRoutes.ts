import type { FastifyPluginAsync } from "fastify";
import type { Article } from "../../shared/article.ts";
import { cutAtCodePoint } from "../../shared/cutAtCodePoint.ts";
import type { Manifest } from "../../shared/manifest.ts";
import { searchApiPath } from "../../shared/sitePaths.ts";
import { validText } from "../../shared/validText.ts";
import { type ArticleSearch, SearchBusy, SearchTimeout } from "../db/articleSearch.ts";
import { askingFor } from "../db/searchClient.ts";
import { cacheControl } from "../responses/cachePolicy.ts";
import { PreparedResponse, prepareJson } from "../responses/preparedResponse.ts";
import { sendError } from "./errorResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";
import { sendSearchBusy } from "./searchRefusal.ts";
import { sendPrepared } from "./sendPrepared.ts";

/** Browsers reuse an answer for a minute, shared caches for five (the archive grows slowly). */
const searchMaxAgeSeconds = 60;
const searchSharedMaxAgeSeconds = 300;

/** A query parameter as one string: absent is "", a repeated one counts once (the first). */
function single(value: unknown): string {
  if (Array.isArray(value)) return single(value[0]);
  return typeof value === "string" ? value : "";
}

/** `page=`: a page number (1 is the first), else none (the first 50 results, as ever). */
export function searchPage(text: string): number | undefined {
  return /^\d{1,6}$/.test(text) ? Math.max(1, Number(text)) : undefined;
}

/**
 * `GET /public/api/search?q=<text>&section=<route path>&sort=new&page=<n>`: archived
 * articles, relevance then recency (`sort=new`: the newest first), at most 50, or page n
 * of 20. Any text is a query, read by the query language (searchQuery.ts; what it cannot
 * read is ignored); only a section that is no route of the manifest is refused (400). A
 * bad sort or page is read as none. A search over its time cap, or failing, is a 503 in
 * the one error shape; one refused before it ran (searchRefusal) is a 429 or 503 with
 * Retry-After.
 */
export const searchRoutes: FastifyPluginAsync<{
  search: ArticleSearch;
  manifest: Manifest;
  securityHeaders: Record<string, string>;
}> = async (app, { search, manifest, securityHeaders }) => {
  const sections = new Set(manifest.routes.map((route) => route.path));
  const headers = {
    ...securityHeaders,
    "content-type": jsonContentType,
    "cache-control": cacheControl(searchMaxAgeSeconds, searchSharedMaxAgeSeconds),
  };
  // A kept search result is the same array each time: its bytes are prepared once.
  const prepared = new WeakMap<Article[], PreparedResponse>();
  app.get<{ Querystring: Record<string, unknown> }>(searchApiPath, async (request, reply) => {
    // Made valid as the page and the search feeds do, so one query finds the same everywhere.
    const query = validText(single(request.query.q));
    const section = single(request.query.section);
    const sort = single(request.query.sort) === "new" ? "new" : "relevance";
    const page = searchPage(single(request.query.page));
    if (section !== "" && !sections.has(section))
      return sendError(
        reply,
        400,
        `Unknown section "${cutAtCodePoint(section, 100)}": section must be a route path of the site, such as /africa`,
      );
    let articles: Article[];
    try {
      // Each client address has its own share of the search threads (SearchLine).
      articles = await askingFor(request.socket.remoteAddress, () =>
        search.search(query, { sort, page, ...(section === "" ? {} : { section }) }),
      );
    } catch (error) {
      if (error instanceof SearchBusy) return sendSearchBusy(reply, error);
      if (error instanceof SearchTimeout)
        return sendError(reply, 503, "Search took too long: try fewer or rarer words");
      request.log.error({ err: error }, "search failed");
      return sendError(reply, 503, "Search is not available");
    }
    let response = prepared.get(articles);
    if (!response) {
      response = new PreparedResponse(prepareJson(articles), headers);
      prepared.set(articles, response);
    }
    sendPrepared(request, reply, response);
  });
};
