import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { imageProxyPrefix } from "../../shared/imageProxy.ts";
import { errorBody } from "../http/errorResponse.ts";
import { jsonContentType } from "../http/jsonContentType.ts";
import { parseImageAddress } from "./imageAddress.ts";
import type { ImageProxy } from "./imageProxy.ts";

/** A signed variant never changes: any cache (a CDN, the browser) may keep it a year. */
const immutable = "public, max-age=31536000, immutable";

/**
 * What a failed source is answered with: a transparent 16:9 picture. Every image frame
 * draws the placeholder as its background, so through it the reader sees exactly that
 * placeholder, in either theme, where a failed `<img>` would show a broken icon, its alt
 * text or a border depending on the browser.
 */
export const fallbackImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9" width="16" height="9"/>',
  "utf8",
);

/**
 * `GET /img/<signature>/<source>?w=<width>`, answered before Fastify routes anything (as
 * the API's cached bodies are), so a source URL of any length routes and a cached variant
 * costs a Map lookup and a write. The variant comes in the format the visitor's `Accept`
 * allows (hence `Vary: Accept`), with a strong ETag. A source that failed is answered with
 * a transparent picture (200, cached only as long as the failure is remembered,
 * `X-Image-Fallback` saying why), so no browser ever shows a broken image. A link that is
 * not the canonical spelling is 404, an unknown width 400, a bad signature 403 (JSON).
 * Anything but GET and HEAD goes on to Fastify (405).
 */
export function imageFastPath(proxy: ImageProxy, securityHeaders: Record<string, string>) {
  const imageHeaders: OutgoingHttpHeaders = {
    ...securityHeaders,
    vary: "Accept",
    "cache-control": immutable,
  };
  const fallbackHeaders: OutgoingHttpHeaders = {
    ...securityHeaders,
    vary: "Accept",
    "content-type": "image/svg+xml",
    "content-length": fallbackImage.length,
  };

  const refuse = (response: ServerResponse, status: number, message: string) => {
    const body = errorBody(status, message);
    response.writeHead(status, {
      ...securityHeaders,
      "content-type": jsonContentType,
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
  };

  const answer = async (request: IncomingMessage, response: ServerResponse, url: string) => {
    const parsed = parseImageAddress(url);
    if (!parsed.ok) return refuse(response, parsed.status, parsed.message);
    const answer = await proxy.answer(parsed.address, request.headers.accept);
    if (answer.kind === "refused") return refuse(response, answer.status, answer.message);
    if (answer.kind === "failed") {
      response.writeHead(200, {
        ...fallbackHeaders,
        "cache-control": `public, max-age=${answer.maxAgeSeconds}`,
        "x-image-fallback": `${answer.status} ${answer.message}`,
      });
      response.end(fallbackImage);
      return;
    }
    const { variant, type } = answer;
    if (request.headers["if-none-match"] === variant.etag) {
      response.writeHead(304, { ...imageHeaders, etag: variant.etag });
      response.end();
      return;
    }
    const bytes = await proxy.read(variant);
    if (!bytes) {
      response.writeHead(503, {
        ...securityHeaders,
        "retry-after": "1",
        "cache-control": "no-store",
      });
      response.end();
      return;
    }
    response.writeHead(200, {
      ...imageHeaders,
      etag: variant.etag,
      "content-type": type,
      "content-length": bytes.length,
    });
    response.end(bytes);
  };

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url;
    if (!url?.startsWith(imageProxyPrefix)) return false;
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    answer(request, response, url).catch(() => {
      if (!response.headersSent) refuse(response, 500, "Internal server error");
      else response.destroy();
    });
    return true;
  };
}
