import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { etagMatches, negotiateEncoding, type PreparedBytes } from "./sendPrepared.ts";

/** Complete header sets for one prepared body, built once and reused for every request. */
interface HeaderSets {
  identity: OutgoingHttpHeaders;
  gzip: OutgoingHttpHeaders;
  br: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

const cache = new WeakMap<PreparedBytes, HeaderSets>();

/**
 * The hot path for cached API responses: the body and its every header (security headers
 * included) are prepared once per refresh, and the reply is written straight to the socket,
 * bypassing per-request header handling. Same semantics as sendPrepared.
 */
export function sendFast(
  request: IncomingMessage,
  raw: ServerResponse,
  body: PreparedBytes,
  headers: () => OutgoingHttpHeaders,
): void {
  let sets = cache.get(body);
  if (!sets) {
    const common = { ...headers(), etag: body.etag, vary: "Accept-Encoding" };
    sets = {
      identity: { ...common, "content-length": body.identity.length },
      gzip: { ...common, "content-encoding": "gzip", "content-length": body.gzip?.length ?? 0 },
      br: { ...common, "content-encoding": "br", "content-length": body.br?.length ?? 0 },
      notModified: common,
    };
    cache.set(body, sets);
  }
  if (etagMatches(request.headers["if-none-match"], body.etag)) {
    raw.writeHead(304, sets.notModified);
    raw.end();
    return;
  }
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding === "br" && body.br) {
    raw.writeHead(200, sets.br);
    raw.end(body.br);
  } else if (encoding === "gzip" && body.gzip) {
    raw.writeHead(200, sets.gzip);
    raw.end(body.gzip);
  } else {
    raw.writeHead(200, sets.identity);
    raw.end(body.identity);
  }
}
