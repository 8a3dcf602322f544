import type { EndpointData } from "../../shared/endpointData.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import { pageBodyAsync } from "./pageBody.ts";
import { importRenderer, type PageRenderer } from "./pageRenderer.ts";
import { type RenderedDocument, renderDocument } from "./renderDocument.ts";
import { FeedMirror, type RenderRequest } from "./renderRequest.ts";
import { RenderThread } from "./renderThread.ts";

/** Renders pages somewhere (a render thread, or the main thread) from the feeds it is told about. */
export interface PageRenderService {
  /** An endpoint's data changed (undefined: it has nothing to serve); later renders read it. */
  setFeed(endpoint: EndpointId, data: EndpointData | undefined): void;
  render(request: RenderRequest): Promise<RenderedDocument>;
  close(): Promise<void>;
}

/**
 * Rendering on the main thread (`RENDER_WORKERS=0`, or when no render thread can start):
 * the same rendering, holding the event loop for each page; compression goes to libuv's
 * thread pool.
 */
class InThreadRenderService implements PageRenderService {
  private readonly feeds = new FeedMirror();

  constructor(
    private readonly renderer: PageRenderer,
    private readonly shell: string,
  ) {}

  setFeed(endpoint: EndpointId, data: EndpointData | undefined): void {
    this.feeds.set(endpoint, data);
  }

  async render(request: RenderRequest): Promise<RenderedDocument> {
    const page = renderDocument(this.renderer, this.shell, request, this.feeds, Date.now());
    return { status: page.status, reads: page.reads, body: await pageBodyAsync(page.identity) };
  }

  async close(): Promise<void> {}
}

/**
 * A render thread when `threads` is 1, falling back to the main thread (with a warning)
 * when the thread cannot start; a renderer given as a function always runs in-thread.
 */
export async function startPageRenderService(options: {
  renderer: URL | PageRenderer;
  shell: string;
  threads: number;
  warn: (message: string) => void;
}): Promise<PageRenderService> {
  const { renderer, shell, warn } = options;
  if (typeof renderer === "function") return new InThreadRenderService(renderer, shell);
  if (options.threads > 0) {
    try {
      return await RenderThread.start({ rendererUrl: renderer, shell, warn });
    } catch (error) {
      warn(`${(error as Error).message}; rendering pages on the main thread instead`);
    }
  }
  return new InThreadRenderService(await importRenderer(renderer), shell);
}
