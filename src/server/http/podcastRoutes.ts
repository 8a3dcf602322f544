import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { languageOf } from "../../shared/languageHref.ts";
import { pageNumberOf } from "../../shared/podcastPaths.ts";
import { podcastsApiPath } from "../../shared/sitePaths.ts";
import { cacheControl } from "../responses/cachePolicy.ts";
import type { PodcastCatalog } from "../store/podcastCatalog.ts";
import { sendError } from "./errorResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";

/** Seconds the podcast lists may be reused: a show's feed is read at most every few minutes. */
const podcastsMaxAgeSeconds = 60;

const params = {
  schema: {
    params: {
      type: "object",
      properties: {
        show: { type: "string", maxLength: 100 },
        episode: { type: "string", maxLength: 100 },
      },
    },
  },
};

/**
 * The podcasts API (issue 46): `GET /public/api/podcasts` (categories with their shows and
 * newest episodes, and the stations), `/public/api/podcasts/<show>?page=N` (a show's
 * episodes, 20 a page) and `/public/api/podcasts/<show>/<episode>` (one episode with its
 * chapters and transcript, fetched by the server). `?lang=` picks the edition, as for news.
 */
export const podcastRoutes: FastifyPluginAsync<{
  catalog: PodcastCatalog;
  securityHeaders: Record<string, string>;
}> = async (app, { catalog, securityHeaders }) => {
  const send = (reply: FastifyReply, body: unknown) =>
    reply
      .headers({
        ...securityHeaders,
        "content-type": jsonContentType,
        "cache-control": cacheControl(podcastsMaxAgeSeconds, podcastsMaxAgeSeconds),
      })
      .send(JSON.stringify(body));
  const query = (url: string) => {
    const at = url.indexOf("?");
    return new URLSearchParams(at === -1 ? "" : url.slice(at));
  };

  app.get(podcastsApiPath, (request, reply) =>
    send(reply, catalog.overview(languageOf(query(request.url)))),
  );

  app.get<{ Params: { show: string } }>(`${podcastsApiPath}/:show`, params, (request, reply) => {
    const written = query(request.url).get("page") ?? "1";
    const page = pageNumberOf(written);
    if (Number.isNaN(page))
      return sendError(reply, 400, `"page" must be a whole number from 1 (got "${written}")`);
    const show = catalog.show(request.params.show, page);
    if (!show) return sendError(reply, 404, `Unknown show "${request.params.show}"`);
    if (page > show.pages)
      return sendError(reply, 404, `The show has ${show.pages} page(s) of episodes, not ${page}`);
    return send(reply, show);
  });

  app.get<{ Params: { show: string; episode: string } }>(
    `${podcastsApiPath}/:show/:episode`,
    params,
    async (request, reply) => {
      const { show, episode } = request.params;
      if (!catalog.has(show)) return sendError(reply, 404, `Unknown show "${show}"`);
      const found = await catalog.episode(show, episode);
      if (!found) return sendError(reply, 404, `Unknown episode "${episode}" of "${show}"`);
      return send(reply, found);
    },
  );
};
