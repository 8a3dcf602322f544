import type { OutgoingHttpHeaders } from "node:http";
import { editionOf } from "../../shared/editions.ts";
import type { EndpointData } from "../../shared/endpointData.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import { type Language, languageOf, withLanguage } from "../../shared/languageHref.ts";
import { LIMITS } from "../../shared/limits.ts";
import { PreparedResponse } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { canonicalPageQuery, isSharedQuery } from "./pageQuery.ts";
import type { PageRenderService } from "./pageRenderService.ts";
import type { RenderedDocument } from "./renderDocument.ts";
import { type RenderClient, RenderQueue, type RenderQueueLimits } from "./renderQueue.ts";
import type { RenderRequest } from "./renderRequest.ts";

/**
 * Bytes of query-string variants kept in all (sort × page × category × language), the
 * least recently used dropped first; a variant is dropped too when its data changes.
 */
const maxVariantBytes = 32 * 1024 * 1024;

interface CachedPage {
  response: PreparedResponse;
  reads: readonly string[];
}

/** An endpoint's data as pages read it; undefined while it has none to serve (a 503). */
function feedData(store: FeedStore, endpoint: EndpointId): EndpointData | undefined {
  const response = store.response(endpoint);
  return response?.available
    ? { articles: [...response.articles], sample: response.source === "sample" }
    : undefined;
}

/**
 * Every page's HTML, rendered at start and again when an endpoint it read changes, held
 * compressed with a strong ETag and answered like the API. Rendering and compressing happen
 * in the render service (a worker thread by default), one page at a time, in the order of
 * the render queue (`RenderQueue`: shared pages first, then readers' one-off pages in
 * turn); the service is told of every endpoint change before the pages reading it are
 * queued. Query-string variants (`/news?sort=old&page=2`) are rendered on first request,
 * under their canonical query (`canonicalPageQuery`): any other spelling is the same page.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Variants by canonical URL, in use order (a Map keeps insertion order). */
  private readonly variants = new Map<string, { path: string; page: Promise<CachedPage> }>();
  private readonly variantSizes = new Map<string, number>();
  private variantBytes = 0;
  private readonly dirty = new Set<string>();
  private draining: Promise<void> | undefined;
  private readonly notFoundPages = new Map<Language, Promise<CachedPage>>();
  private readonly queue: RenderQueue;
  private readonly categories: ReadonlyMap<string, readonly string[]>;
  private readonly extraData:
    | ((path: string, url: string) => Omit<RenderRequest, "url"> | undefined)
    | undefined;

  constructor(
    private readonly renderer: PageRenderService,
    private readonly store: FeedStore,
    private readonly paths: readonly string[],
    private readonly headers: (path: string, status: number) => OutgoingHttpHeaders,
    private readonly onError: (path: string, error: unknown) => void,
    options: {
      /** The categories a route's layout offers, by path (the podcast page's). */
      categories?: ReadonlyMap<string, readonly string[]>;
      queueLimits?: RenderQueueLimits;
      /**
       * Data a route's page reads besides its endpoints (the podcasts overview of /podcast and
       * /live, issue 46), resolved when it is rendered; the page names the endpoints it came
       * from in its reads, so it is rendered again when they change.
       */
      extraData?: (path: string, url: string) => Omit<RenderRequest, "url"> | undefined;
    } = {},
  ) {
    this.categories = options.categories ?? new Map();
    this.extraData = options.extraData;
    this.queue = new RenderQueue((request) => renderer.render(request), options.queueLimits);
    for (const endpoint of store.endpointIds())
      renderer.setFeed(endpoint, feedData(store, endpoint));
    store.onChange((endpoint) => {
      renderer.setFeed(endpoint, feedData(store, endpoint));
      this.changed(endpoint);
    });
  }

  /**
   * Renders any request (a page outside the manifest, with its data resolved first) through
   * the same queue, as one-off work for `client`; the caller caches and serves it. Rejects
   * with `RenderBusy` when the client has too many waiting, `RenderDropped` when it left.
   */
  render(request: RenderRequest, client?: RenderClient): Promise<RenderedDocument> {
    // Built-in pages are coalesced by their caller (DynamicPages): each is its own task.
    return this.queue.submit(undefined, request, client);
  }

  /** Renderings waiting their turn now. */
  get queued(): number {
    return this.queue.size;
  }

  /** Ends the render thread, if any. */
  close(): Promise<void> {
    return this.renderer.close();
  }

  /** Renders every page (at start, and to measure a full round). */
  rebuildAll(): Promise<void> {
    for (const path of this.paths) this.dirty.add(path);
    return this.drain();
  }

  /** The prepared page for a path without a query, once rendered. */
  page(path: string): PreparedResponse | undefined {
    return this.pages.get(path)?.response;
  }

  /** The canonical query of a route's page for a request's query (empty: the plain page). */
  private canonicalQuery(path: string, search: URLSearchParams): string {
    return canonicalPageQuery(search, {
      categories: this.categories.get(path) ?? [],
      maxPage: this.maxPage(path, languageOf(search)),
    });
  }

  /**
   * The page for a path with a query, rendered under its canonical query: unknown or
   * reordered parameters and bad values share one rendering with the page they mean. A
   * page in a language is shared by all its readers and rendered ahead of the one-off
   * variants of `client` (a sort, a page), which wait their turn among other readers'.
   */
  async variant(
    path: string,
    search: URLSearchParams,
    client?: RenderClient,
  ): Promise<PreparedResponse> {
    const query = this.canonicalQuery(path, search);
    if (!query) return (this.pages.get(path) ?? (await this.renderOne(path))).response;
    const url = `${path}?${query}`;
    let cached = this.variants.get(url);
    if (cached) {
      this.variants.delete(url);
      this.variants.set(url, cached);
    } else {
      const page = this.renderOne(path, url, isSharedQuery(query) ? undefined : client);
      cached = { path, page };
      this.variants.set(url, cached);
      const entry = cached;
      page.then(
        (done) => this.measure(url, entry, done),
        () => this.dropVariant(url, entry),
      );
    }
    return (await cached.page).response;
  }

  /** The page for any path no route serves (status 404): the same screen, rendered once per language. */
  async notFound(path: string, search = new URLSearchParams()): Promise<PreparedResponse> {
    const lang = languageOf(search);
    let page = this.notFoundPages.get(lang);
    if (!page) {
      page = this.renderOne(path, withLanguage(path, lang));
      this.notFoundPages.set(lang, page);
      page.catch(() => this.notFoundPages.delete(lang));
    }
    return (await page).response;
  }

  /**
   * The All News list's last page for a route now: its endpoints' articles in the page's
   * language (their editions, where they have one), a page each 4.
   */
  private maxPage(path: string, lang: Language): number {
    let articles = 0;
    for (const endpoint of this.pages.get(path)?.reads ?? []) {
      const response = this.store.servedIn(endpoint, lang)?.response;
      if (response?.available) articles += response.articles.length;
    }
    return Math.max(1, Math.ceil(articles / LIMITS.allNewsPageSize));
  }

  private measure(url: string, entry: { page: Promise<CachedPage> }, page: CachedPage): void {
    if (this.variants.get(url) !== entry) return;
    const { identity, br, gzip } = page.response.body;
    const size = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    this.variantSizes.set(url, size);
    this.variantBytes += size;
    for (const [oldest, kept] of this.variants) {
      if (this.variantBytes <= maxVariantBytes || oldest === url) break;
      this.dropVariant(oldest, kept);
    }
  }

  private dropVariant(url: string, entry: { page: Promise<CachedPage> }): void {
    if (this.variants.get(url) !== entry) return;
    this.variants.delete(url);
    this.variantBytes -= this.variantSizes.get(url) ?? 0;
    this.variantSizes.delete(url);
  }

  private changed(endpoint: EndpointId): void {
    // The plain page reads endpoints, its language variants their editions (issue 38): an
    // edition's change drops the variants of the pages reading its endpoint.
    const english = editionOf(endpoint).endpoint;
    for (const [path, page] of this.pages) {
      if (page.reads.includes(endpoint)) this.dirty.add(path);
      if (page.reads.includes(english))
        for (const [url, entry] of this.variants)
          if (entry.path === path) this.dropVariant(url, entry);
    }
    // Never inside the store's notification: with pages rendered on the main thread, a
    // render there would hold back the listeners after this one (the live events).
    if (this.dirty.size > 0) setImmediate(() => void this.drain());
  }

  private drain(): Promise<void> {
    this.draining ??= (async () => {
      try {
        for (const path of this.dirty) {
          this.dirty.delete(path);
          try {
            this.pages.set(path, await this.renderOne(path));
          } catch (error) {
            // The previous rendering stays served; the next change tries again.
            this.onError(path, error);
          }
        }
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  private async renderOne(path: string, url = path, client?: RenderClient): Promise<CachedPage> {
    const page = await this.queue.submit(url, { url, ...this.extraData?.(path, url) }, client);
    return {
      response: new PreparedResponse(page.body, this.headers(path, page.status), page.status),
      reads: page.reads,
    };
  }
}
