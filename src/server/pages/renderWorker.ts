/**
 * Worker thread entry of the render thread (RenderThread): loads the page renderer, keeps a
 * mirror of the endpoints' data from the main thread's messages, and renders and compresses
 * each requested page, handing the bytes back (transferred, not copied).
 */
import { parentPort, workerData } from "node:worker_threads";
import type { EndpointData } from "../../shared/endpointData.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import { lowerThreadPriority } from "../threadPriority.ts";
import { pageBodySync } from "./pageBody.ts";
import { importRenderer } from "./pageRenderer.ts";
import { renderDocument } from "./renderDocument.ts";
import { FeedMirror, type RenderRequest } from "./renderRequest.ts";

export interface RenderWorkerData {
  rendererUrl: string;
  /** The client build's index.html, which every page fills. */
  shell: string;
}

export type ToRenderWorker =
  | { type: "feeds"; feeds: [EndpointId, EndpointData | undefined][] }
  | {
      type: "render";
      id: number;
      request: RenderRequest;
      /** When the main thread posted it: the mirror then held every change made before. */
      readAt: number;
    };

export type FromRenderWorker =
  | { type: "ready" }
  | {
      type: "rendered";
      id: number;
      status: 200 | 404;
      reads: string[];
      etag: string;
      identity: Uint8Array;
      br: Uint8Array | undefined;
      gzip: Uint8Array | undefined;
    }
  | { type: "failed"; id: number; error: string };

/** Like the ingest threads: rendering yields the CPU to the event loop on a busy machine. */
const renderNice = 10;

/** Bytes that own their whole ArrayBuffer, so transferring it moves nothing else (pooled or sliced buffers are copied). */
function ownBytes(bytes: Buffer): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

if (parentPort) {
  const port = parentPort;
  lowerThreadPriority(renderNice);
  const { rendererUrl, shell } = workerData as RenderWorkerData;
  const render = await importRenderer(new URL(rendererUrl));
  const feeds = new FeedMirror();
  port.on("message", (message: ToRenderWorker) => {
    if (message.type === "feeds") {
      for (const [endpoint, data] of message.feeds) feeds.set(endpoint, data);
      return;
    }
    const { id, request, readAt } = message;
    let reply: FromRenderWorker;
    try {
      const page = renderDocument(render, shell, request, feeds, readAt);
      const body = pageBodySync(page.identity);
      reply = {
        type: "rendered",
        id,
        status: page.status,
        reads: page.reads,
        etag: body.etag,
        identity: ownBytes(body.identity),
        br: body.br && ownBytes(body.br),
        gzip: body.gzip && ownBytes(body.gzip),
      };
    } catch (error) {
      reply = { type: "failed", id, error: error instanceof Error ? error.message : String(error) };
      return void port.postMessage(reply);
    }
    const transfer = [reply.identity, reply.br, reply.gzip].flatMap((bytes) =>
      bytes ? [bytes.buffer as ArrayBuffer] : [],
    );
    port.postMessage(reply, transfer);
  });
  port.postMessage({ type: "ready" } satisfies FromRenderWorker);
}
