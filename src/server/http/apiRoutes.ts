import type { FastifyPluginAsync } from "fastify";
import { apiNamespaces } from "../../shared/endpoints.ts";
import { defaultLanguage, languageOf } from "../../shared/languageHref.ts";
import { apiBasePath } from "../../shared/sitePaths.ts";
import { unavailableRetrySeconds } from "../responses/cachePolicy.ts";
import { preparedJson, preparedOnce } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { editionResponse, endpointResponse } from "./apiFastPath.ts";
import { sendError } from "./errorResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";
import { sendPrepared } from "./sendPrepared.ts";

const unavailable = "This feed is not available yet: its upstream sources have not answered.";

/** Seconds browsers and proxies may reuse /public/api/status: it changes on every refresh. */
const statusMaxAgeSeconds = 5;

/** `GET /public/api/<namespace>/<name>` for every configured endpoint, plus `/public/api/status`. */
export const apiRoutes: FastifyPluginAsync<{
  store: FeedStore;
  securityHeaders: Record<string, string>;
}> = async (app, { store, securityHeaders }) => {
  for (const namespace of apiNamespaces) {
    app.get<{ Params: { name: string } }>(
      `${apiBasePath}/${namespace}/:name`,
      {
        schema: {
          params: { type: "object", properties: { name: { type: "string", maxLength: 100 } } },
        },
      },
      (request, reply) => {
        const id = `${namespace}/${request.params.name}`;
        // `?lang=es|fr|ar` asks for an edition (issue 38); English, none or any other value
        // is the endpoint as it always was, headers included.
        const queryAt = request.url.indexOf("?");
        const lang = queryAt === -1 ? defaultLanguage : languageOf(request.url.slice(queryAt));
        // An edition's store id (`bbc/breaking@es`) is no public name: servedIn refuses it.
        const served = store.servedIn(id, lang);
        if (served === undefined) return sendError(reply, 404, "Unknown feed endpoint");
        const endpoint = served.response;
        if (!endpoint.available)
          return sendError(
            reply.header("retry-after", String(unavailableRetrySeconds)),
            503,
            unavailable,
          );
        sendPrepared(
          request,
          reply,
          lang === defaultLanguage
            ? endpointResponse(endpoint, securityHeaders)
            : editionResponse(endpoint, served.lang, securityHeaders),
        );
      },
    );
  }

  app.get(`${apiBasePath}/status`, (request, reply) => {
    const response = preparedOnce(preparedJson(store.statusJson()), () => ({
      ...securityHeaders,
      "content-type": jsonContentType,
      "cache-control": `public, max-age=${statusMaxAgeSeconds}`,
    }));
    sendPrepared(request, reply, response);
  });
};
