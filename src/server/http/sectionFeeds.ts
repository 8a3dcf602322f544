import type { FastifyPluginAsync } from "fastify";
import type { Article } from "../../shared/article.ts";
import type { ValidConfig } from "../../shared/configValidation.ts";
import { routeHasFeeds, sectionFeedTitle } from "../../shared/feedLinks.ts";
import { defaultLanguage } from "../../shared/languageHref.ts";
import { labelIn } from "../../shared/localizedLabel.ts";
import type { RouteEntry } from "../../shared/manifest.ts";
import { builtInTitles } from "../../shared/pageTexts.ts";
import { queryParams } from "../../shared/queryParams.ts";
import { routeEndpoints, routeSlots } from "../../shared/routeSlots.ts";
import { readSearchParams, searchQueryString } from "../../shared/searchParams.ts";
import {
  type FeedFormat,
  feedFormats,
  feedPath,
  searchFeedPath,
  searchPagePath,
} from "../../shared/sitePaths.ts";
import { sliceFeed } from "../../shared/sliceFeed.ts";
import { type ArticleSearch, SearchBusy } from "../db/articleSearch.ts";
import { askingFor } from "../db/searchClient.ts";
import { routeRefreshSeconds } from "../responses/cachePolicy.ts";
import { etagOf } from "../responses/preparedResponse.ts";
import { ReuseCache } from "../responses/reuseCache.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { sendError } from "./errorResponse.ts";
import type { FeedContent } from "./feedDocuments.ts";
import { type PreparedFeeds, prepareFeeds, siteAddress } from "./preparedFeeds.ts";
import { sendSearchBusy } from "./searchRefusal.ts";
import { sendPrepared } from "./sendPrepared.ts";

/** Seconds readers and shared caches may keep a search feed. */
const searchFeedSeconds = 300;
/** How long a search feed's bytes are reused while its results are unchanged. */
const searchReuseMs = 10_000;
const maxSearchEntries = 200;

/**
 * RSS 2.0 and JSON Feed 1.1 of every route that shows articles (`/africa/feed.xml`,
 * `/africa/feed.json`, home `/feed.xml`), with the articles its slots show, newest first;
 * prepared (compressed, strong ETag) on the first request after the data changed. And the
 * same for any search (`/search/feed.xml?q=`), asked of the archive on each request.
 */
export const sectionFeeds: FastifyPluginAsync<{
  config: ValidConfig;
  store: FeedStore;
  search: ArticleSearch | undefined;
  securityHeaders: Record<string, string>;
  now?: () => number;
}> = async (app, { config, store, search, securityHeaders, now = Date.now }) => {
  const absolute = (path: string) => siteAddress(config, path);
  const prepare = (content: FeedContent, seconds: number) =>
    prepareFeeds(content, seconds, securityHeaders);

  const sections = config.manifest.routes.filter(routeHasFeeds);
  const prepared = new Map<string, Promise<PreparedFeeds>>();
  const readers = new Map<string, string[]>();
  for (const route of sections)
    for (const endpoint of routeEndpoints(route))
      readers.set(endpoint, [...(readers.get(endpoint) ?? []), route.path]);
  store.onChange((endpoint) => {
    for (const path of readers.get(endpoint) ?? []) prepared.delete(path);
  });
  const sectionFeedsOf = (route: RouteEntry) => {
    let feeds = prepared.get(route.path);
    if (!feeds) {
      feeds = prepare(
        {
          title: sectionFeedTitle(route, config.site.title),
          description: labelIn(config.site.tagline, defaultLanguage),
          pageUrl: absolute(route.path),
          rssUrl: absolute(feedPath(route.path, "rss")),
          jsonUrl: absolute(feedPath(route.path, "json")),
          articles: routeArticles(route, store),
        },
        routeRefreshSeconds(config.feeds, route),
      );
      prepared.set(route.path, feeds);
      feeds.catch(() => prepared.delete(route.path));
    }
    return feeds;
  };
  for (const route of sections)
    for (const format of Object.keys(feedFormats) as FeedFormat[])
      app.get(feedPath(route.path, format), async (request, reply) => {
        const response = (await sectionFeedsOf(route))[format];
        sendPrepared(request, reply, response);
      });

  const sectionPaths = config.manifest.routes.map((route) => route.path);
  const searched = new ReuseCache<PreparedFeeds>(searchReuseMs, maxSearchEntries, now);
  for (const format of Object.keys(feedFormats) as FeedFormat[])
    app.get(searchFeedPath(format), async (request, reply) => {
      // A saved search is a feed (issue 39): the query language and sort=new as the page
      // reads them, the first 50 results whatever page the link was copied from.
      const asked = {
        ...readSearchParams(queryParams(request.url), sectionPaths),
        page: 1,
      };
      if (!asked.query) return sendError(reply, 400, "Say what to search for: ?q=<text>");
      if (!search) return sendError(reply, 503, "Search is not available");
      let results: Article[];
      try {
        results = await askingFor(request.ip, () =>
          search.search(asked.query, {
            sort: asked.sort,
            ...(asked.section ? { section: asked.section } : {}),
          }),
        );
      } catch (error) {
        if (error instanceof SearchBusy) return sendSearchBusy(reply, error);
        request.log.error({ err: error }, "search failed");
        return sendError(reply, 503, "Search is not available");
      }
      const key = searchQueryString(asked);
      const version = etagOf(Buffer.from(JSON.stringify(results)));
      const feeds = searched.get(key, version, () =>
        prepare(
          {
            title: `${config.site.title}: ${builtInTitles.search(asked.query)}`,
            description: `Articles matching \u201c${asked.query}\u201d`,
            pageUrl: absolute(searchPagePath + key),
            rssUrl: absolute(searchFeedPath("rss") + key),
            jsonUrl: absolute(searchFeedPath("json") + key),
            articles: results,
          },
          searchFeedSeconds,
        ),
      );
      const response = (await feeds)[format];
      sendPrepared(request, reply, response);
    });
};

/** The articles a route shows: each slot's slice of its feed, once each, newest first. */
function routeArticles(route: RouteEntry, store: FeedStore): Article[] {
  const byLink = new Map<string, Article>();
  for (const [, rule] of routeSlots(route)) {
    const response = store.response(rule.feed);
    if (!response?.available) continue;
    for (const article of sliceFeed(response.articles, rule))
      if (!byLink.has(article.link)) byLink.set(article.link, article);
  }
  return [...byLink.values()].sort((a, b) => (b.pubDate ?? "").localeCompare(a.pubDate ?? ""));
}
