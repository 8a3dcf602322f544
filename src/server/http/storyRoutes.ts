import type { FastifyPluginAsync } from "fastify";
import { apiBasePath } from "../../shared/sitePaths.ts";
import { preparedJson, preparedOnce } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { sendError } from "./errorResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";
import { sendPrepared } from "./sendPrepared.ts";

/** Seconds a story may be reused: it changes when any source refreshes. */
const storyMaxAgeSeconds = 60;

/** `GET /public/api/stories/:id`: one story across publishers (issue 11), or a 404. */
export const storyRoutes: FastifyPluginAsync<{
  store: FeedStore;
  securityHeaders: Record<string, string>;
}> = async (app, { store, securityHeaders }) => {
  app.get<{ Params: { id: string } }>(
    `${apiBasePath}/stories/:id`,
    {
      schema: {
        params: { type: "object", properties: { id: { type: "string", maxLength: 100 } } },
      },
    },
    (request, reply) => {
      const json = store.storyJson(request.params.id);
      if (!json) return sendError(reply, 404, `Unknown story "${request.params.id}"`);
      const response = preparedOnce(preparedJson(json), () => ({
        ...securityHeaders,
        "content-type": jsonContentType,
        "cache-control": `public, max-age=${storyMaxAgeSeconds}`,
      }));
      sendPrepared(request, reply, response);
    },
  );
};
