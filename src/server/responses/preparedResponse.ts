import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import { jsonBytes } from "./jsonBytes.ts";

/**
 * A response body prepared once: the identity bytes, brotli and gzip copies where they are
 * smaller, and a strong ETag of the identity bytes (the copies are derived from them).
 */
export interface PreparedBody {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
}

/** The strong ETag of some bytes. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

/**
 * Prepares bytes; `brotliQuality` 11 is for files compressed once at start, 6 for bodies
 * rebuilt on every refresh: on a 22 KB feed body, quality 9 costs 5.2 ms of the event loop
 * and 6 costs 0.6 ms for 1 % more bytes. Without `compress`, only the identity bytes are
 * served.
 */
export function prepareBytes(
  identity: Buffer,
  { compress = true, brotliQuality = 6 }: { compress?: boolean; brotliQuality?: number } = {},
): PreparedBody {
  const body: PreparedBody = { identity, etag: etagOf(identity) };
  if (!compress) return body;
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = gzipSync(identity, { level: brotliQuality === 11 ? 9 : 6 });
  if (br.length < identity.length) body.br = br;
  if (gzip.length < identity.length) body.gzip = gzip;
  return body;
}

/** Serializes a value as JSON and prepares it. */
export function prepareJson(value: unknown): PreparedBody {
  return prepareBytes(jsonBytes(value));
}

const preparedBodies = new WeakMap<Buffer, PreparedBody>();
const jsonEtags = new WeakMap<Buffer, string>();

/**
 * The ETag of JSON bytes the store keeps, once per Buffer, without compressing them: what
 * live updates and page keys need of every changed endpoint at once (compressing each then
 * held the event loop for over 100 ms after a refresh round).
 */
export function jsonEtag(json: Buffer): string {
  let etag = jsonEtags.get(json);
  if (etag === undefined) {
    etag = preparedBodies.get(json)?.etag ?? etagOf(json);
    jsonEtags.set(json, etag);
  }
  return etag;
}

/**
 * JSON bytes the store keeps (the same Buffer while their content is unchanged), prepared
 * on first use and then once per Buffer: a refresh that changed nothing costs no compression.
 */
export function preparedJson(json: Buffer): PreparedBody {
  let body = preparedBodies.get(json);
  if (!body) {
    body = prepareBytes(json);
    preparedBodies.set(json, body);
  }
  return body;
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

/** Whether `If-None-Match` names this ETag (or `*`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A prepared body with its status and every header (security headers included), built once
 * and written straight to Node's response: the one place that negotiates the encoding,
 * answers a current `If-None-Match` with 304, and (through Node) sends HEAD without a body.
 * Only a 200 carries the ETag and can become a 304.
 */
export class PreparedResponse {
  private readonly notModifiedHeaders: OutgoingHttpHeaders;
  private readonly identityHeaders: OutgoingHttpHeaders;
  private readonly gzipHeaders: OutgoingHttpHeaders | undefined;
  private readonly brHeaders: OutgoingHttpHeaders | undefined;
  private readonly conditional: boolean;

  constructor(
    readonly body: PreparedBody,
    headers: OutgoingHttpHeaders,
    readonly status = 200,
  ) {
    this.conditional = status === 200;
    const common = {
      ...headers,
      // A body that varies on more (the theme stylesheet on Cookie) says so in `headers`.
      vary: headers.vary ? `Accept-Encoding, ${headers.vary}` : "Accept-Encoding",
      ...(this.conditional ? { etag: body.etag } : {}),
    };
    this.notModifiedHeaders = common;
    this.identityHeaders = { ...common, "content-length": body.identity.length };
    this.gzipHeaders = body.gzip && {
      ...common,
      "content-encoding": "gzip",
      "content-length": body.gzip.length,
    };
    this.brHeaders = body.br && {
      ...common,
      "content-encoding": "br",
      "content-length": body.br.length,
    };
  }

  send(request: IncomingMessage, response: ServerResponse): void {
    if (this.conditional && etagMatches(request.headers["if-none-match"], this.body.etag)) {
      response.writeHead(304, this.notModifiedHeaders);
      response.end();
      return;
    }
    const accepted = request.headers["accept-encoding"];
    const encoding = accepted ? negotiator.negotiate(accepted) : null;
    if (encoding === "br" && this.brHeaders) {
      response.writeHead(this.status, this.brHeaders);
      response.end(this.body.br);
    } else if (encoding === "gzip" && this.gzipHeaders) {
      response.writeHead(this.status, this.gzipHeaders);
      response.end(this.body.gzip);
    } else {
      response.writeHead(this.status, this.identityHeaders);
      response.end(this.body.identity);
    }
  }
}

const prepared = new WeakMap<PreparedBody, PreparedResponse>();

/**
 * The 200 response of a body whose headers stay the same as long as the body does (an
 * endpoint's cache policy and source, the status), built on its first request.
 */
export function preparedOnce(
  body: PreparedBody,
  headers: () => OutgoingHttpHeaders,
): PreparedResponse {
  let response = prepared.get(body);
  if (!response) {
    response = new PreparedResponse(body, headers());
    prepared.set(body, response);
  }
  return response;
}
