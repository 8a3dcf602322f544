import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { languageOf, withLanguage } from "../../shared/languageHref.ts";
import { episodePath, showPageNumber, showPath } from "../../shared/podcastPaths.ts";
import { queryParams } from "../../shared/queryParams.ts";
import type { DynamicPages } from "../pages/dynamicPages.ts";
import type { PodcastCatalog } from "../store/podcastCatalog.ts";
import { renderClientOf } from "./renderClientOf.ts";
import { sendPrepared } from "./sendPrepared.ts";
import { shellResponses } from "./shellResponses.ts";
import type { StaticFile } from "./staticFiles.ts";

/**
 * Only ids a show or an episode can have route here (registry ids are kebab-case, episode
 * ids base64url): the site's own files under /podcast/ (`hero.svg`, the samples' audio) have a
 * dot, so they stay the file routes', and any other path is the site's not-found page.
 */
const showParam = ":show(^[a-z0-9-]+$)";
const episodeParam = ":episode(^[\\w-]{1,40}$)";

/**
 * The podcast pages (issue 46): `/podcast/<show>` (`?page=N`, 20 episodes a page) and
 * `/podcast/<show>/<episode>`, resolved from the podcast catalogue and server-rendered per
 * request by `DynamicPages`, as Full Coverage is. An unknown show or episode, or a page past
 * the last, is the not-found page with a 404; a page number that is no number is the first
 * page. Without a renderer, the HTML shell (the browser renders them), with the 404s kept.
 */
export const podcastPageRoutes: FastifyPluginAsync<{
  catalog: PodcastCatalog;
  shell: StaticFile;
  securityHeaders: Record<string, string>;
  pages: DynamicPages | undefined;
}> = async (app, { catalog, shell, securityHeaders, pages }) => {
  const { page: shellPage, notFound: shellNotFound } = shellResponses(shell, securityHeaders);

  app.get<{ Params: { show: string } }>(`/podcast/${showParam}`, async (request, reply) => {
    const { show } = request.params;
    const params = queryParams(request.url);
    const pageNumber = showPageNumber(params.get("page"));
    const found = catalog.show(show, pageNumber);
    const data = found && pageNumber <= found.pages ? found : null;
    const url = withLanguage(showPath(show, pageNumber), languageOf(params));
    await send(request, reply, url, { page: "show", show, pageNumber, data });
  });

  app.get<{ Params: { show: string; episode: string } }>(
    `/podcast/${showParam}/${episodeParam}`,
    async (request, reply) => {
      const { show, episode } = request.params;
      const data = (catalog.has(show) && (await catalog.episode(show, episode))) || null;
      const url = withLanguage(episodePath(show, episode), languageOf(queryParams(request.url)));
      await send(request, reply, url, { page: "episode", show, episode, data });
    },
  );

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    data: Parameters<DynamicPages["podcast"]>[1],
  ) {
    const response = pages
      ? await pages.podcast(url, data, renderClientOf(request))
      : data.data
        ? shellPage
        : shellNotFound;
    sendPrepared(request, reply, response);
  }
};
