import type { FastifyPluginAsync } from "fastify";
import type { Article } from "../../shared/article.ts";
import { type Briefing, briefingDatePattern } from "../../shared/briefing.ts";
import type { ValidConfig } from "../../shared/configValidation.ts";
import { type Language, languageOf, withLanguage } from "../../shared/languageHref.ts";
import { publisherLabel } from "../../shared/publisherLabel.ts";
import {
  type FeedFormat,
  feedFormats,
  feedPath,
  storyPath,
  todayPagePath,
} from "../../shared/sitePaths.ts";
import { todayApiPath, todayPath } from "../../shared/todayPaths.ts";
import { preparedJson, preparedOnce } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { sendError } from "./errorResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";
import { type PreparedFeeds, prepareFeeds, siteAddress } from "./preparedFeeds.ts";
import { sendPrepared } from "./sendPrepared.ts";

/** Seconds a briefing may be reused: it moves with the stories, on 5-minute ticks at most. */
const briefingMaxAgeSeconds = 60;

/** A briefing's story as a feed item: its headline, its summary as text, its story page. */
function feedItem(config: ValidConfig, story: Briefing["stories"][number]): Article {
  return {
    title: story.title,
    description: story.summary.map((s) => `${s.text} (${publisherLabel(s)})`).join(" "),
    content: "",
    link: siteAddress(config, storyPath(story.id)),
    images: [],
    pubDate: story.updated,
    category: null,
    creator: null,
    author: null,
    excerpt: null,
    popularity: 0,
    trending: false,
  };
}

/**
 * `GET /public/api/today` (`?date=YYYY-MM-DD`, `?lang=`): a day's briefing as JSON (issue
 * 50), 400 for a malformed date, 404 for a day the archive does not hold; and
 * `/today/feed.xml`, `/today/feed.json` (`?lang=`): today's briefing, one item per story.
 */
export const todayRoutes: FastifyPluginAsync<{
  config: ValidConfig;
  store: FeedStore;
  securityHeaders: Record<string, string>;
}> = async (app, { config, store, securityHeaders }) => {
  const headers = () => ({
    ...securityHeaders,
    "content-type": jsonContentType,
    "cache-control": `public, max-age=${briefingMaxAgeSeconds}`,
  });
  app.get(todayApiPath, async (request, reply) => {
    const query = new URLSearchParams(request.url.slice(todayApiPath.length));
    const date = query.get("date") ?? undefined;
    if (date !== undefined && !briefingDatePattern.test(date))
      return sendError(reply, 400, `Malformed date "${date}": write it YYYY-MM-DD`);
    const answer = await store.briefing(date, languageOf(query));
    if (!answer) return sendError(reply, 404, `No briefing for "${date}"`);
    sendPrepared(request, reply, preparedOnce(preparedJson(answer.json), headers));
  });

  // Made again when the briefing changes: the store gives a new JSON buffer then.
  const feeds = new WeakMap<Buffer, Promise<PreparedFeeds>>();
  const feedsOf = (json: Buffer, briefing: Briefing, lang: Language) => {
    let prepared = feeds.get(json);
    if (!prepared) {
      const at = (path: string) => siteAddress(config, withLanguage(path, lang));
      prepared = prepareFeeds(
        {
          title: `${config.site.title}: Today`,
          description: "The day's top stories, each summed up in its publishers' own words",
          pageUrl: at(todayPath()),
          rssUrl: at(feedPath(todayPagePath, "rss")),
          jsonUrl: at(feedPath(todayPagePath, "json")),
          articles: briefing.stories.map((story) => feedItem(config, story)),
        },
        briefingMaxAgeSeconds,
        securityHeaders,
      );
      feeds.set(json, prepared);
    }
    return prepared;
  };
  for (const format of Object.keys(feedFormats) as FeedFormat[])
    app.get(feedPath(todayPagePath, format), async (request, reply) => {
      const lang = languageOf(new URL(request.url, "http://localhost").searchParams);
      const answer = await store.briefing(undefined, lang);
      if (!answer) return sendError(reply, 503, "The briefing is not ready");
      sendPrepared(request, reply, (await feedsOf(answer.json, answer.briefing, lang))[format]);
    });
};
