import type { FastifyPluginAsync } from "fastify";
import { imageProxyPrefix } from "../../shared/imageProxy.ts";
import { errorBody } from "../http/errorResponse.ts";
import { jsonContentType } from "../http/jsonContentType.ts";
import type { ImageProxy } from "./imageProxy.ts";

/** A signed variant never changes: any cache (a CDN, the browser) may keep it a year. */
const immutable = "public, max-age=31536000, immutable";

/**
 * `GET /img/<signature>/<source>?w=<width>`: a resized image, in the format the visitor's
 * `Accept` allows (hence `Vary: Accept`), or a small JSON error: 403 for a bad signature,
 * the source's failure (cached as briefly as the proxy remembers it) otherwise.
 */
export const imageRoutes: FastifyPluginAsync<{ proxy: ImageProxy }> = async (app, { proxy }) => {
  app.get<{ Params: { signature: string; source: string }; Querystring: { w?: string } }>(
    `${imageProxyPrefix}:signature/:source`,
    async (request, reply) => {
      const width = Number(request.query.w);
      const answer = await proxy.answer(
        request.params.signature,
        request.params.source,
        width,
        request.headers.accept,
      );
      reply.header("vary", "accept");
      if (answer.kind === "error")
        return reply
          .code(answer.status)
          .header("content-type", jsonContentType)
          .header(
            "cache-control",
            answer.maxAgeSeconds > 0 ? `public, max-age=${answer.maxAgeSeconds}` : "no-store",
          )
          .send(errorBody(answer.status, answer.message));
      const { variant, type } = answer;
      reply.header("etag", variant.etag).header("cache-control", immutable);
      if (request.headers["if-none-match"] === variant.etag) return reply.code(304).send();
      const bytes = await proxy.read(variant);
      if (!bytes) return reply.code(503).header("retry-after", "1").send();
      return reply.header("content-type", type).send(bytes);
    },
  );
};
