import type { OutgoingHttpHeaders } from "node:http";
import type { PageDataSource } from "../../engine/pageData.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import { pageQueryParams } from "../../shared/renderedPage.ts";
import { PreparedResponse, prepareBytesAsync } from "../http/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { pageDocument } from "./pageDocument.ts";
import type { PageRenderer } from "./pageRenderer.ts";

/** Query-string variants kept per page (sort × page × category), dropped when its data changes. */
const maxVariantsPerPage = 32;

interface CachedPage {
  response: PreparedResponse;
  reads: readonly string[];
}

/**
 * Every page's HTML, rendered at start and again when an endpoint it read changes, held
 * compressed with a strong ETag and answered like the API. Re-rendering goes one page per
 * event-loop turn and compresses on the thread pool, so requests keep being answered.
 * Query-string variants (`/news?sort=Old&page=2`) are rendered on first request.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly variants = new Map<string, Map<string, Promise<CachedPage>>>();
  private readonly dirty = new Set<string>();
  private draining: Promise<void> | undefined;
  private notFoundPage: Promise<CachedPage> | undefined;
  private readonly source: PageDataSource;

  constructor(
    private readonly render: PageRenderer,
    store: FeedStore,
    private readonly shell: string,
    private readonly paths: readonly string[],
    private readonly headers: (path: string, status: number) => OutgoingHttpHeaders,
    private readonly onError: (path: string, error: unknown) => void,
  ) {
    this.source = {
      feed: (endpoint) => {
        const response = store.response(endpoint);
        return response?.available
          ? { articles: [...response.articles], sample: response.source === "sample" }
          : undefined;
      },
    };
    store.onChange((endpoint) => this.changed(endpoint));
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
   * order, so unknown or reordered parameters share one rendering.
   */
  async variant(path: string, search: URLSearchParams): Promise<PreparedResponse> {
    const known = new URLSearchParams();
    for (const name of pageQueryParams) {
      const value = search.get(name);
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

  /** The page for any path no route serves (status 404): the same screen, rendered once. */
  async notFound(path: string): Promise<PreparedResponse> {
    this.notFoundPage ??= this.renderOne(path);
    return (await this.notFoundPage).response;
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
    const page = this.render(url, this.source);
    const body = await prepareBytesAsync(Buffer.from(pageDocument(this.shell, page)));
    return {
      response: new PreparedResponse(body, this.headers(path, page.status), page.status),
      reads: page.reads,
    };
  }
}
