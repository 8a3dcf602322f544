import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { briefingDatePattern } from "../../shared/briefing.ts";
import { languageOf, withLanguage } from "../../shared/languageHref.ts";
import { queryParams } from "../../shared/queryParams.ts";
import {
  searchPagePath,
  sourcesPagePath,
  statusPagePath,
  storyPagePattern,
  storyPath,
  todayPagePath,
} from "../../shared/sitePaths.ts";
import { todayDayPattern } from "../../shared/todayPaths.ts";
import { askingFor } from "../db/searchClient.ts";
import type { DynamicPages } from "../pages/dynamicPages.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { renderClientOf } from "./renderClientOf.ts";
import { sendMoved } from "./sendMoved.ts";
import { sendPrepared } from "./sendPrepared.ts";
import { shellResponses } from "./shellResponses.ts";
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
  const { page: shellPage, notFound: shellNotFound } = shellResponses(shell, securityHeaders);

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
  // The day's top stories (issue 50): today's, or a past day's; any other date is not found.
  app.get(todayPagePath, (request, reply) => todayPage(request, reply, null));
  app.get<{ Params: { date: string } }>(todayDayPattern, (request, reply) =>
    todayPage(request, reply, request.params.date),
  );
  async function todayPage(request: FastifyRequest, reply: FastifyReply, date: string | null) {
    const lang = languageOf(queryParams(request.url));
    const answer =
      date === null || briefingDatePattern.test(date)
        ? await store.briefing(date ?? undefined, lang)
        : undefined;
    // Today's date is /today itself (for today only: a redirect not to keep).
    if (date !== null && answer?.briefing.live)
      return reply
        .code(302)
        .header("location", withLanguage(todayPagePath, lang))
        .header("cache-control", "no-cache")
        .send();
    const response = pages
      ? await pages.today(date, answer, lang, renderClientOf(request))
      : answer
        ? shellPage
        : shellNotFound;
    sendPrepared(request, reply, response);
  }
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
