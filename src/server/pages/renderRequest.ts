import type { BuiltInPageData } from "../../shared/builtInPageData.ts";
import type { EndpointData } from "../../shared/endpointData.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import type { PodcastsOverview } from "../../shared/podcastApi.ts";
import type { PageDataSource } from "../../shared/renderedPage.ts";

/**
 * What to render: plain data, so it can cross to the render thread as it is. Feeds are not
 * in it: the renderer reads them from its mirror of the store (`FeedMirror`).
 */
export interface RenderRequest {
  /** Path and query, as the page is requested. */
  url: string;
  /**
   * The data of a page outside the manifest (a story, search results, the status), resolved
   * on the main thread before rendering: plain JSON, structured-cloned to the render thread.
   */
  builtIn?: BuiltInPageData;
  /**
   * The podcasts overview (issue 46) of a page whose layout shows it (/podcast, /live), from
   * the main thread's catalogue: prefilled, so no request follows hydration.
   */
  podcasts?: PodcastsOverview;
}

/**
 * The endpoints' current data as pages read it, kept where pages are rendered: in the render
 * thread, updated by the messages the main thread posts when an endpoint changes; in the
 * main thread (no render thread), updated directly. Undefined: the endpoint has nothing to
 * serve (a 503), so pages show its error state.
 */
export class FeedMirror {
  private readonly feeds = new Map<EndpointId, EndpointData>();

  set(endpoint: EndpointId, data: EndpointData | undefined): void {
    if (data) this.feeds.set(endpoint, data);
    else this.feeds.delete(endpoint);
  }

  entries(): [EndpointId, EndpointData][] {
    return [...this.feeds];
  }

  /**
   * The data source of one rendering: feeds from the mirror, a built-in page's data as
   * resolved, and `readAt`, when the main thread handed the rendering over (the mirror holds
   * every change made before then, and none made after).
   */
  sourceFor(request: RenderRequest, readAt: number): PageDataSource {
    const feed = (endpoint: EndpointId) => this.feeds.get(endpoint);
    return {
      feed,
      readAt,
      ...(request.builtIn ? { builtIn: request.builtIn } : {}),
      ...(request.podcasts ? { podcasts: request.podcasts } : {}),
    };
  }
}
