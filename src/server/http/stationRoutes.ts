import type { FastifyPluginAsync } from "fastify";
import { apiBasePath } from "../../shared/sitePaths.ts";
import { cacheControl } from "../responses/cachePolicy.ts";
import { nowPlayingKeepMs, type StationNowPlaying } from "../store/stationNowPlaying.ts";
import { sendError } from "./errorResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";

const maxAgeSeconds = nowPlayingKeepMs / 1000;

/**
 * `GET /public/api/stations/<station>/now` (issue 46): the station's name and, when its
 * stream names it, the programme on air; 404 for a station the registry does not hold.
 */
export const stationRoutes: FastifyPluginAsync<{
  nowPlaying: StationNowPlaying;
  securityHeaders: Record<string, string>;
}> = async (app, { nowPlaying, securityHeaders }) => {
  app.get<{ Params: { station: string } }>(
    `${apiBasePath}/stations/:station/now`,
    {
      schema: {
        params: { type: "object", properties: { station: { type: "string", maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      const answer = nowPlaying.get(request.params.station);
      if (!answer) return sendError(reply, 404, `Unknown station "${request.params.station}"`);
      return reply
        .headers({
          ...securityHeaders,
          "content-type": jsonContentType,
          "cache-control": cacheControl(maxAgeSeconds, maxAgeSeconds),
        })
        .send(JSON.stringify(await answer));
    },
  );
};
