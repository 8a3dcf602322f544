import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Article } from "../../shared/article.ts";
import type { Manifest } from "../../shared/manifest.ts";
import { noFacets, type SearchFacets } from "../../shared/searchFacets.ts";
import { searchPageParam, searchSortParam } from "../../shared/searchParams.ts";
import { searchApiPath, searchFacetsApiPath } from "../../shared/sitePaths.ts";
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
  /**
   * Runs `ask` for a request's query and section, or answers for it: 400 for a section that
   * is no route, 429/503 for a search refused or failed. Undefined when it answered.
   */
  async function asking<T>(
    request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
    reply: FastifyReply,
    ask: (query: string, section: { section?: string }) => Promise<T>,
  ): Promise<T | undefined> {
    // Made valid as the page and the search feeds do, so one query finds the same everywhere.
    const query = validText(single(request.query.q));
    const section = single(request.query.section);
    if (section !== "" && !sections.has(section)) {
      sendError(
        reply,
        400,
        "Unknown section: section must be a route path of the site, such as /africa",
      );
      return undefined;
    }
    try {
      // Each client address has its own share of the search threads (SearchLine).
      return await askingFor(request.ip, () => ask(query, section === "" ? {} : { section }));
    } catch (error) {
      if (error instanceof SearchBusy) sendSearchBusy(reply, error);
      else if (error instanceof SearchTimeout)
        sendError(reply, 503, "Search took too long: try fewer or rarer words");
      else {
        request.log.error({ err: error }, "search failed");
        sendError(reply, 503, "Search is not available");
      }
      return undefined;
    }
  }

  // A kept search result (and its facets) is the same object each time: its bytes are
  // prepared once.
  const prepared = new WeakMap<Article[], PreparedResponse>();
  const preparedFacets = new WeakMap<SearchFacets, PreparedResponse>();
  app.get<{ Querystring: Record<string, unknown> }>(searchApiPath, async (request, reply) => {
    // Read as the page reads them (searchParams.ts): one meaning of sort= and page=.
    const sort = searchSortParam(single(request.query.sort));
    const page = searchPageParam(single(request.query.page));
    const articles = await asking(request, reply, (query, section) =>
      search.search(query, { sort, page, ...section }),
    );
    if (!articles) return;
    let response = prepared.get(articles);
    if (!response) {
      response = new PreparedResponse(prepareJson(articles), headers);
      prepared.set(articles, response);
    }
    sendPrepared(request, reply, response);
  });

  /**
   * `GET /public/api/search/facets?q=<text>&section=<route path>` (issue 39): what every
   * match counts by publisher, section and day (SearchFacets), asked and refused as a search.
   */
  app.get<{ Querystring: Record<string, unknown> }>(searchFacetsApiPath, async (request, reply) => {
    const facets = await asking(
      request,
      reply,
      async (query, section) => (await search.facets?.(query, section)) ?? noFacets,
    );
    if (!facets) return;
    let response = preparedFacets.get(facets);
    if (!response) {
      response = new PreparedResponse(prepareJson(facets), headers);
      preparedFacets.set(facets, response);
    }
    sendPrepared(request, reply, response);
  });
};
