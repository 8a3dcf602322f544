import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { apiBasePath, apiNamespaces } from "../../shared/endpoints.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { apiHeaders } from "./apiFastPath.ts";
import { sendFast } from "./fastResponse.ts";

const json = "application/json; charset=utf-8";
const otherMethods = ["DELETE", "PATCH", "POST", "PUT", "OPTIONS"] as const;

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
        const response = store.response(id);
        reply.header("content-type", json);
        if (response === undefined)
          return reply.code(404).send({ error: `Unknown feed endpoint "${id}"`, statusCode: 404 });
        if (!response.available)
          return reply
            .code(503)
            .header("cache-control", "no-store")
            .header("retry-after", String(response.maxAgeSeconds))
            .send(response.body.identity);
        reply.hijack();
        sendFast(request.raw, reply.raw, response.body, () =>
          apiHeaders(securityHeaders, response),
        );
      },
    );
  }

  app.get(`${apiBasePath}/status`, (_request, reply) =>
    reply.header("content-type", json).header("cache-control", "no-store").send(store.status()),
  );

  methodNotAllowed(app, `${apiBasePath}/*`);
};

/** Answers 405 with `Allow` for every method but GET/HEAD under a path. */
export function methodNotAllowed(app: FastifyInstance, url: string): void {
  app.route({
    method: [...otherMethods],
    url,
    handler: (request, reply) =>
      reply
        .code(405)
        .header("allow", "GET, HEAD")
        .header("content-type", json)
        .send({ error: `Method ${request.method} not allowed`, statusCode: 405 }),
  });
}
