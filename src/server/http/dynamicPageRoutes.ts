import type { FastifyPluginAsync } from "fastify";
import { languageOf } from "../../shared/languageHref.ts";
import { queryParams } from "../../shared/queryParams.ts";
import {
  searchPagePath,
  sourcesPagePath,
  statusPagePath,
  storyPagePattern,
  storyPath,
} from "../../shared/sitePaths.ts";
import { askingFor } from "../db/searchClient.ts";
import type { DynamicPages } from "../pages/dynamicPages.ts";
import { PreparedResponse } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { renderClientOf } from "./renderClientOf.ts";
import { sendMoved } from "./sendMoved.ts";
import { sendPrepared } from "./sendPrepared.ts";
import type { StaticFile } from "./staticFiles.ts";

/**
 * The pages outside the manifest: `/story/:id` (Full Coverage, a real 404 for an unknown
 * id), `/search?q=`, `/status` and `/sources`. Server-rendered per request by `DynamicPages`; without
 * a renderer, the HTML shell (the browser renders them), with the story's 404 kept.
 */
export const dynamicPageRoutes: FastifyPluginAsync<{
  store: FeedStore;
  shell: StaticFile;
  securityHeaders: Record<string, string>;
  pages: DynamicPages | undefined;
}> = async (app, { store, shell, securityHeaders, pages }) => {
  const headers = {
    ...securityHeaders,
    "content-type": shell.contentType,
    "cache-control": shell.cacheControl,
  };
  const shellPage = new PreparedResponse(shell, headers);
  const shellNotFound = new PreparedResponse(shell, headers, 404);

  app.get<{ Params: { id: string } }>(storyPagePattern, async (request, reply) => {
    const { id } = request.params;
    const answer = await store.story(id);
    // A story merged into another: its page is the other's (issue 37).
    if (answer && "movedTo" in answer)
      return sendMoved(reply, storyPath(answer.movedTo), request.url);
    const response = pages
      ? await pages.story(
          id,
          answer?.json,
          languageOf(queryParams(request.url)),
          renderClientOf(request),
        )
      : answer
        ? shellPage
        : shellNotFound;
    sendPrepared(request, reply, response);
  });
  app.get(searchPagePath, async (request, reply) => {
    // The page's search counts against its visitor's share of the search threads.
    const response = pages
      ? await askingFor(request.ip, () =>
          pages.search(queryParams(request.url), renderClientOf(request)),
        )
      : shellPage;
    sendPrepared(request, reply, response);
  });
  app.get(statusPagePath, async (request, reply) => {
    const response = pages ? await pages.status(languageOf(queryParams(request.url))) : shellPage;
    sendPrepared(request, reply, response);
  });
  app.get(sourcesPagePath, async (request, reply) => {
    const response = pages ? await pages.sources(languageOf(queryParams(request.url))) : shellPage;
    sendPrepared(request, reply, response);
  });
};
