import type { FastifyPluginAsync } from "fastify";
import { eventsApiPath } from "../../shared/sitePaths.ts";
import { sendError } from "./errorResponse.ts";
import type { LiveEvents } from "./liveEvents.ts";

/**
 * `GET /public/api/events`: a live updates stream (see LiveEvents), resumed from the
 * `Last-Event-ID` header or `?since=` (a client reopening a stream itself cannot set the
 * header); a page's first stream gives `?after=` instead, when its data was read (ms since
 * the epoch), and starts with what changed since. Refused with 429 beyond the per-address
 * cap, 503 when streams would crowd out other requests or the server is shutting down.
 * Registered only when LIVE_EVENTS is on.
 */
export const eventRoutes: FastifyPluginAsync<{ live: LiveEvents }> = async (app, { live }) => {
  app.addHook("preClose", (done) => {
    live.close();
    done();
  });
  app.get<{ Querystring: { since?: unknown; after?: unknown } }>(
    eventsApiPath,
    (request, reply) => {
      const address = request.ip;
      const refusal = live.refusal(address);
      if (refusal)
        return sendError(reply.header("retry-after", "10"), refusal.status, refusal.message);
      if (request.method === "HEAD")
        return reply
          .header("content-type", live.contentType)
          .header("cache-control", "no-store")
          .send();
      const header = request.headers["last-event-id"];
      const { since, after } = request.query;
      reply.hijack();
      live.open(
        reply.raw,
        address,
        typeof header === "string" ? header : typeof since === "string" ? since : undefined,
        // A time in ms; anything else is ignored (the stream starts at the current id).
        typeof after === "string" && /^\d{1,15}$/.test(after) ? Number(after) : undefined,
      );
    },
  );
};
