import type { FastifyPluginAsync } from "fastify";
import type { ValidConfig } from "../../shared/configValidation.ts";
import { publicPublishers } from "../../shared/publicPublishers.ts";
import { opmlType, sourcesApiPath, sourcesOpmlPath } from "../../shared/sitePaths.ts";
import { sourcesTextsIn } from "../../shared/sourcesTexts.ts";
import { cacheControl } from "../responses/cachePolicy.ts";
import { PreparedResponse, prepareBytes, prepareJson } from "../responses/preparedResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";
import { sendPrepared } from "./sendPrepared.ts";
import { sourcesOpml } from "./sourcesOpml.ts";

/** Seconds readers and shared caches keep the registry: it changes with a deploy only. */
const registrySeconds = 3600;

/**
 * The registry of publishers (issue 38) as data: `/public/api/sources` (JSON, what the
 * /sources and /status pages read after a navigation in the browser) and `/sources.opml`
 * (every feed, for a feed reader). Both are made once, at start: the registry is config.
 */
export const sourcesRoutes: FastifyPluginAsync<{
  config: ValidConfig;
  securityHeaders: Record<string, string>;
}> = async (app, { config, securityHeaders }) => {
  const publishers = publicPublishers(config.sources.publishers);
  const headers = (type: string) => ({
    ...securityHeaders,
    "content-type": type,
    "cache-control": cacheControl(registrySeconds, registrySeconds),
  });
  const json = new PreparedResponse(prepareJson({ publishers }), headers(jsonContentType));
  const opml = new PreparedResponse(
    prepareBytes(
      Buffer.from(
        sourcesOpml({
          title: `${config.site.title}: ${sourcesTextsIn("en").title}`,
          // The registry's own date, never the clock: one ETag on every instance (issue 48).
          created: config.sources.updated
            ? new Date(`${config.sources.updated}T00:00:00Z`)
            : undefined,
          publishers,
        }),
      ),
    ),
    headers(`${opmlType}; charset=utf-8`),
  );
  app.get(sourcesApiPath, (request, reply) => sendPrepared(request, reply, json));
  app.get(sourcesOpmlPath, (request, reply) => sendPrepared(request, reply, opml));
};
