import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A response body prepared once: identity bytes, optional compressed copies, a strong ETag. */
export interface PreparedBytes {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
}

/** A small bounded cache: clients send few distinct Accept-Encoding values. */
class BoundedCache {
  private readonly map = new Map<string, string>();
  get(key: string) {
    return this.map.get(key);
  }
  has(key: string) {
    return this.map.has(key);
  }
  set(key: string, value: string) {
    if (this.map.size >= 256) this.map.clear();
    this.map.set(key, value);
    return this;
  }
}

const negotiator = new Negotiator<"br" | "gzip" | "identity">({
  supportedValues: ["br", "gzip", "identity"],
  cache: new BoundedCache(),
});

/** The best encoding the client accepts among those we prepare. */
export function negotiateEncoding(accepted: string | undefined): "br" | "gzip" | "identity" | null {
  return accepted ? negotiator.negotiate(accepted) : null;
}

/** Whether `If-None-Match` names this ETag (or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends prepared bytes with the best encoding the client accepts, or 304 when its cached
 * copy is current. Headers common to every encoding (type, cache policy) are set by the caller.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBytes,
  conditional = true,
): FastifyReply {
  reply.header("vary", "Accept-Encoding");
  if (conditional) {
    reply.header("etag", body.etag);
    if (etagMatches(request.headers["if-none-match"], body.etag)) return reply.code(304).send();
  }
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding === "br" && body.br) return reply.header("content-encoding", "br").send(body.br);
  if (encoding === "gzip" && body.gzip)
    return reply.header("content-encoding", "gzip").send(body.gzip);
  return reply.send(body.identity);
}
