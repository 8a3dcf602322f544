import type { OutgoingHttpHeaders } from "node:http";
import type { EndpointData } from "../../shared/endpointData.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import {
  defaultLanguage,
  type Language,
  langParam,
  languageOf,
  withLanguage,
} from "../../shared/languageHref.ts";
import { pageQueryParams } from "../../shared/renderedPage.ts";
import { PreparedResponse } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import type { PageRenderService } from "./pageRenderService.ts";
import type { RenderedDocument } from "./renderDocument.ts";
import type { RenderRequest } from "./renderRequest.ts";

/** Query-string variants kept per page (sort × page × category × language), dropped when its data changes. */
const maxVariantsPerPage = 32;

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
 * in the render service (a worker thread by default), one page at a time; the service is
 * told of every endpoint change before the pages reading it are queued. Query-string
 * variants (`/news?sort=Old&page=2`) are rendered on first request.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly variants = new Map<string, Map<string, Promise<CachedPage>>>();
  private readonly dirty = new Set<string>();
  private draining: Promise<void> | undefined;
  private readonly notFoundPages = new Map<Language, Promise<CachedPage>>();

  constructor(
    private readonly renderer: PageRenderService,
    store: FeedStore,
    private readonly paths: readonly string[],
    private readonly headers: (path: string, status: number) => OutgoingHttpHeaders,
    private readonly onError: (path: string, error: unknown) => void,
  ) {
    for (const endpoint of store.endpointIds())
      renderer.setFeed(endpoint, feedData(store, endpoint));
    store.onChange((endpoint) => {
      renderer.setFeed(endpoint, feedData(store, endpoint));
      this.changed(endpoint);
    });
  }

  /**
   * Renders any request (a page outside the manifest, with its data resolved first) through
   * the same service; the caller caches and serves it.
   */
  render(request: RenderRequest): Promise<RenderedDocument> {
    return this.renderer.render(request);
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

  /**
   * The page for a path with a query. Only the parameters pages read count, in a fixed
   * order, so unknown or reordered parameters share one rendering; an unknown or English
   * `lang` is the English page.
   */
  async variant(path: string, search: URLSearchParams): Promise<PreparedResponse> {
    const known = new URLSearchParams();
    for (const name of pageQueryParams) {
      const value = search.get(name);
      if (name === langParam && languageOf(search) === defaultLanguage) continue;
      if (value !== null) known.set(name, value);
    }
    const query = known.toString();
    if (!query) return (this.pages.get(path) ?? (await this.renderOne(path))).response;
    let byQuery = this.variants.get(path);
    if (!byQuery) {
      byQuery = new Map();
      this.variants.set(path, byQuery);
    }
    let cached = byQuery.get(query);
    if (!cached) {
      if (byQuery.size >= maxVariantsPerPage) byQuery.clear();
      cached = this.renderOne(path, `${path}?${query}`);
      byQuery.set(query, cached);
      cached.catch(() => byQuery.delete(query));
    }
    return (await cached).response;
  }

  /** The page for any path no route serves (status 404): the same screen, rendered once per language. */
  async notFound(path: string, search = new URLSearchParams()): Promise<PreparedResponse> {
    const lang = languageOf(search);
    let page = this.notFoundPages.get(lang);
    if (!page) {
      page = this.renderOne(path, withLanguage(path, lang));
      this.notFoundPages.set(lang, page);
    }
    return (await page).response;
  }

  private changed(endpoint: EndpointId): void {
    for (const [path, page] of this.pages)
      if (page.reads.includes(endpoint)) {
        this.dirty.add(path);
        this.variants.delete(path);
      }
    if (this.dirty.size > 0) void this.drain();
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
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  private async renderOne(path: string, url = path): Promise<CachedPage> {
    const page = await this.renderer.render({ url });
    return {
      response: new PreparedResponse(page.body, this.headers(path, page.status), page.status),
      reads: page.reads,
    };
  }
}
