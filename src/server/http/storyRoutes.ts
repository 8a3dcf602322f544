import type { FastifyPluginAsync } from "fastify";
import type { ValidConfig } from "../../shared/configValidation.ts";
import {
  apiBasePath,
  type FeedFormat,
  feedFormats,
  feedPath,
  storyPagePattern,
  storyPath,
} from "../../shared/sitePaths.ts";
import type { StoryData } from "../../shared/story.ts";
import { preparedJson, preparedOnce } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { sendError } from "./errorResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";
import { type PreparedFeeds, prepareFeeds, siteAddress } from "./preparedFeeds.ts";
import { sendMoved } from "./sendMoved.ts";
import { sendPrepared } from "./sendPrepared.ts";

/** Seconds a story, or its feed, may be reused: it changes when any source refreshes. */
const storyMaxAgeSeconds = 60;

const idParam = {
  schema: {
    params: { type: "object", properties: { id: { type: "string", maxLength: 100 } } },
  },
};

/**
 * `GET /public/api/stories/:id`: one story across publishers (issue 11), or a 404. And
 * `/story/:id/feed.xml` and `/story/:id/feed.json` (issue 37): its reports, newest first,
 * for a reader who follows the story.
 */
export const storyRoutes: FastifyPluginAsync<{
  config: ValidConfig;
  store: FeedStore;
  securityHeaders: Record<string, string>;
}> = async (app, { config, store, securityHeaders }) => {
  // Never the id asked for: no error body repeats the request's text (an RTL override, markup).
  const unknown = "Unknown story";
  const storyApiPath = (id: string) => `${apiBasePath}/stories/${encodeURIComponent(id)}`;
  app.get<{ Params: { id: string } }>(
    `${apiBasePath}/stories/:id`,
    idParam,
    async (request, reply) => {
      const answer = await store.story(request.params.id);
      if (!answer) return sendError(reply, 404, unknown);
      if ("movedTo" in answer) return sendMoved(reply, storyApiPath(answer.movedTo), request.url);
      const response = preparedOnce(preparedJson(answer.json), () => ({
        ...securityHeaders,
        "content-type": jsonContentType,
        "cache-control": `public, max-age=${storyMaxAgeSeconds}`,
      }));
      sendPrepared(request, reply, response);
    },
  );

  // Made again when the story changes: the store gives a new JSON buffer then.
  const feeds = new WeakMap<Buffer, Promise<PreparedFeeds>>();
  const feedsOf = (json: Buffer) => {
    let prepared = feeds.get(json);
    if (!prepared) {
      const story = JSON.parse(json.toString("utf8")) as StoryData;
      const page = storyPath(story.id);
      prepared = prepareFeeds(
        {
          title: `${config.site.title}: ${story.title}`,
          description: `Every report of \u201c${story.title}\u201d, newest first`,
          pageUrl: siteAddress(config, page),
          rssUrl: siteAddress(config, feedPath(page, "rss")),
          jsonUrl: siteAddress(config, feedPath(page, "json")),
          articles: story.articles.toSorted((a, b) =>
            (b.pubDate ?? b.firstSeen).localeCompare(a.pubDate ?? a.firstSeen),
          ),
        },
        storyMaxAgeSeconds,
        securityHeaders,
      );
      feeds.set(json, prepared);
    }
    return prepared;
  };
  for (const format of Object.keys(feedFormats) as FeedFormat[])
    app.get<{ Params: { id: string } }>(
      feedPath(storyPagePattern, format),
      idParam,
      async (request, reply) => {
        const answer = await store.story(request.params.id);
        if (!answer) return sendError(reply, 404, unknown);
        if ("movedTo" in answer)
          return sendMoved(reply, feedPath(storyPath(answer.movedTo), format), request.url);
        sendPrepared(request, reply, (await feedsOf(answer.json))[format]);
      },
    );
};
