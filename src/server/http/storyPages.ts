import type { FastifyPluginAsync } from "fastify";
import { storyPagePattern } from "../../shared/storyPaths.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { PreparedResponse } from "./preparedResponse.ts";
import type { StaticFile } from "./staticFiles.ts";

/**
 * `/story/:id`, a story's Full Coverage page: the HTML shell with 200 while the story
 * lives, with a real 404 otherwise (the client then shows its not-found screen).
 */
export const storyPages: FastifyPluginAsync<{
  store: FeedStore;
  shell: StaticFile;
  securityHeaders: Record<string, string>;
}> = async (app, { store, shell, securityHeaders }) => {
  const headers = {
    ...securityHeaders,
    "content-type": shell.contentType,
    "cache-control": shell.cacheControl,
  };
  const page = new PreparedResponse(shell, headers);
  const notFound = new PreparedResponse(shell, headers, 404);
  app.get<{ Params: { id: string } }>(storyPagePattern, (request, reply) => {
    reply.hijack();
    (store.hasStory(request.params.id) ? page : notFound).send(request.raw, reply.raw);
  });
};
