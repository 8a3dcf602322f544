import type { PreparedBody } from "../responses/preparedResponse.ts";
import { pageDocument } from "./pageDocument.ts";
import type { PageRenderer } from "./pageRenderer.ts";
import type { FeedMirror, RenderRequest } from "./renderRequest.ts";

/** A rendered page, ready to serve: status, compressed bytes, and what it read. */
export interface RenderedDocument {
  status: 200 | 404;
  body: PreparedBody;
  /** The endpoints the page read: it is rendered again when one of them changes. */
  reads: string[];
}

/**
 * Renders a request with the mirror's feeds as they were at `readAt` (see
 * PageDataSource.readAt) and puts the page into the HTML shell.
 */
export function renderDocument(
  render: PageRenderer,
  shell: string,
  request: RenderRequest,
  feeds: FeedMirror,
  readAt: number,
): { status: 200 | 404; identity: Buffer; reads: string[] } {
  const page = render(request.url, feeds.sourceFor(request, readAt));
  return {
    status: page.status,
    identity: Buffer.from(pageDocument(shell, page), "utf8"),
    reads: page.reads,
  };
}
