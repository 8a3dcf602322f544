import type { OutgoingHttpHeaders } from "node:http";
import type { Briefing } from "../../shared/briefing.ts";
import type { BuiltInPageData } from "../../shared/builtInPageData.ts";
import { type Language, languageOf, withLanguage } from "../../shared/languageHref.ts";
import type { PublicPublisher } from "../../shared/publicPublishers.ts";
import { publicStatus } from "../../shared/publicStatus.ts";
import { noFacets, type SearchFacets } from "../../shared/searchFacets.ts";
import {
  readSearchParams,
  type SearchRequest,
  searchQueryString,
} from "../../shared/searchParams.ts";
import {
  searchPagePath,
  sourcesPagePath,
  statusPagePath,
  storyPath,
} from "../../shared/sitePaths.ts";
import { sourceNames } from "../../shared/sourceNames.ts";
import { todayPath } from "../../shared/todayPaths.ts";
import type { ArticleSearch } from "../db/articleSearch.ts";
import { cacheControl } from "../responses/cachePolicy.ts";
import { etagOf, jsonEtag, PreparedResponse } from "../responses/preparedResponse.ts";
import { ReuseCache } from "../responses/reuseCache.ts";
import type { FeedStore } from "../store/feedStore.ts";
import type { RenderedDocument } from "./renderDocument.ts";
import type { RenderClient } from "./renderQueue.ts";
import type { RenderRequest } from "./renderRequest.ts";
import { storyData } from "./storyData.ts";

/** How long a rendering is reused for the same URL and data (a search's data changes with the archive). */
const reuseMs = 10_000;
/** Renderings kept at once (each a few tens of KB compressed). */
const maxEntries = 200;
/** Seconds a shared cache may keep each page (its data's pace: stories and search move with refreshes). */
const sharedSeconds = {
  story: 60,
  search: 60,
  status: 5,
  sources: 5,
  today: 60,
  podcast: 60,
} as const;

export interface DynamicPagesOptions {
  /**
   * Renders and compresses a page (PageCache.render: the render queue and thread), as
   * one-off work for `client` when given (RenderQueue: its turn, its bounds).
   */
  render: (request: RenderRequest, client?: RenderClient) => Promise<RenderedDocument>;
  store: FeedStore;
  search: ArticleSearch | undefined;
  /** Every manifest route path (the sections a search may be limited to). */
  sectionPaths: readonly string[];
  /** The registry's publishers (config/sources.json), for /sources and /status. */
  publishers?: PublicPublisher[];
  securityHeaders: Record<string, string>;
  now?: () => number;
  onError: (what: string, error: unknown) => void;
}

/**
 * Pages outside the manifest, rendered per request: their data is resolved first (a story,
 * search results, the public status), as plain data (`PageDataSource.builtIn`), then
 * rendered. A rendering is reused for `reuseMs` while the URL's data is unchanged.
 */
export class DynamicPages {
  private readonly cache: ReuseCache<PreparedResponse>;

  constructor(private readonly options: DynamicPagesOptions) {
    this.cache = new ReuseCache(reuseMs, maxEntries, options.now);
  }

  /**
   * `/story/:id`: the Full Coverage page of the story answered as `json` (the store's
   * answer), or the not-found page (404) without one.
   */
  story(
    id: string,
    json: Buffer | undefined,
    lang: Language = "en",
    client?: RenderClient,
  ): Promise<PreparedResponse> {
    const etag = json ? jsonEtag(json) : "none";
    const url = withLanguage(storyPath(id), lang);
    return this.cache.get(url, etag, () =>
      this.render(
        url,
        "story",
        { page: "story", id, story: json ? storyData(json) : null },
        client,
      ),
    );
  }

  /**
   * `/today` and `/today/:date` (issue 50): a day's briefing (the store's answer), or the
   * not-found page (404) without one.
   */
  today(
    date: string | null,
    answer: { json: Buffer; briefing: Briefing } | undefined,
    lang: Language,
    client?: RenderClient,
  ): Promise<PreparedResponse> {
    const url = withLanguage(todayPath(date), lang);
    return this.cache.get(url, answer ? jsonEtag(answer.json) : "none", () =>
      this.render(
        url,
        "today",
        { page: "today", date, lang, briefing: answer?.briefing ?? null },
        client,
      ),
    );
  }

  /**
   * `/search?q=&section=&sort=&page=`: a page of the archive's results and the facets of
   * every match (none asked for an empty query).
   */
  async search(params: URLSearchParams, client?: RenderClient): Promise<PreparedResponse> {
    const request = readSearchParams(params, this.options.sectionPaths);
    const [results, facets] = await Promise.all([
      this.searchResults(request),
      this.searchFacets(request),
    ]);
    const { query, section, sort, page } = request;
    const url = withLanguage(searchPagePath + searchQueryString(request), languageOf(params));
    return this.cache.get(url, etagOf(Buffer.from(JSON.stringify([results, facets]))), () =>
      this.render(
        url,
        "search",
        { page: "search", query, section, sort, pageNumber: page, results, facets },
        client,
      ),
    );
  }

  /** `/status`: every source's health, from the same report as `/public/api/status` (one page every reader shares). */
  status(lang: Language = "en"): Promise<PreparedResponse> {
    const etag = jsonEtag(this.options.store.statusJson());
    const url = withLanguage(statusPagePath, lang);
    return this.cache.get(url, etag, () =>
      this.render(url, "status", {
        page: "status",
        status: publicStatus(this.options.store.status()),
        publishers: this.options.publishers ?? [],
      }),
    );
  }

  /** `/sources` (issue 38): the registry with each feed's health (its data moves with the status). */
  sources(lang: Language = "en"): Promise<PreparedResponse> {
    const etag = jsonEtag(this.options.store.statusJson());
    const url = withLanguage(sourcesPagePath, lang);
    return this.cache.get(url, etag, () =>
      this.render(url, "sources", {
        page: "sources",
        lang,
        status: publicStatus(this.options.store.status()),
        publishers: this.options.publishers ?? [],
        names: sourceNames(lang, this.options.publishers ?? []),
      }),
    );
  }

  /**
   * `/podcast/:show` and `/podcast/:show/:episode` (issue 46): a show's or an episode's page,
   * its data resolved by the caller from the podcast catalogue (null: the not-found page, 404).
   */
  podcast(
    url: string,
    data: Extract<BuiltInPageData, { page: "show" | "episode" }>,
    client?: RenderClient,
  ): Promise<PreparedResponse> {
    const etag = etagOf(Buffer.from(JSON.stringify(data.data)));
    return this.cache.get(url, etag, () => this.render(url, "podcast", data, client));
  }

  /** Results, or null when there is no search or it failed (the page says so; never a 500). */
  async searchResults({ query, section, sort, page }: SearchRequest) {
    if (!query) return [];
    if (!this.options.search) return null;
    try {
      return await this.options.search.search(query, {
        sort,
        page,
        ...(section ? { section } : {}),
      });
    } catch (error) {
      this.options.onError(`search for ${JSON.stringify(query)}`, error);
      return null;
    }
  }

  /** The facets of every match, or null as for the results. */
  private async searchFacets({ query, section }: SearchRequest): Promise<SearchFacets | null> {
    if (!query) return noFacets;
    const facets = this.options.search?.facets;
    if (!facets) return null;
    try {
      return await facets.call(this.options.search, query, section ? { section } : {});
    } catch (error) {
      this.options.onError(`search facets for ${JSON.stringify(query)}`, error);
      return null;
    }
  }

  private async render(
    url: string,
    kind: keyof typeof sharedSeconds,
    data: BuiltInPageData,
    client?: RenderClient,
  ): Promise<PreparedResponse> {
    const page = await this.options.render({ url, builtIn: data }, client);
    const headers: OutgoingHttpHeaders = {
      ...this.options.securityHeaders,
      "content-type": "text/html; charset=utf-8",
      "cache-control": page.status === 200 ? cacheControl(0, sharedSeconds[kind]) : "no-cache",
    };
    return new PreparedResponse(page.body, headers, page.status);
  }
}
