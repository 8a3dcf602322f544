import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import zlib from "node:zlib";

/** Limits applied to every upstream request; tests shrink the timeouts. */
export interface FetchLimits {
  /** From the start of a request (DNS included) until its socket is connected. */
  connectTimeoutMs: number;
  /** From the first request until the whole body is read, redirects included. */
  totalTimeoutMs: number;
  /** Cap on the body after decompression; the download is aborted past it. */
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

/** Conditional-GET validators remembered from the last good response. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type FetchResult =
  | {
      kind: "ok";
      body: Buffer;
      contentType: string | undefined;
      finalUrl: string;
      validators: Validators;
    }
  | { kind: "notModified" };

/** A failed fetch, with the wait the upstream asked for when it sent `Retry-After`. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const accept =
  "application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";

/**
 * GETs one feed URL: conditional, size-capped after decompression, with connect and total
 * timeouts and at most `maxRedirects` redirects (each target's scheme checked again).
 */
export async function fetchUpstream(
  url: string,
  validators: Validators,
  limits: FetchLimits,
  now: () => number = Date.now,
): Promise<FetchResult> {
  const controller = new AbortController();
  const total = setTimeout(
    () =>
      controller.abort(new FetchError(`timeout: not complete after ${limits.totalTimeoutMs} ms`)),
    limits.totalTimeoutMs,
  );
  try {
    let target = parseHttpUrl(url);
    for (let hop = 0; ; hop++) {
      const res = await openResponse(target, validators, limits, controller);
      const status = res.statusCode ?? 0;
      if (redirectStatuses.has(status) && res.headers.location !== undefined) {
        res.resume();
        if (hop >= limits.maxRedirects)
          throw new FetchError(`too many redirects (more than ${limits.maxRedirects})`);
        target = parseHttpUrl(res.headers.location, target);
        continue;
      }
      if (status === 304) {
        res.resume();
        return { kind: "notModified" };
      }
      if (status < 200 || status > 299) {
        res.resume();
        const retryAfter =
          status === 429 || status === 503
            ? parseRetryAfter(res.headers["retry-after"], now())
            : undefined;
        throw new FetchError(`HTTP ${status}`, retryAfter);
      }
      const body = await readBody(res, limits.maxBytes, controller);
      return {
        kind: "ok",
        body,
        contentType: res.headers["content-type"],
        finalUrl: target.href,
        validators: {
          ...(typeof res.headers.etag === "string" ? { etag: res.headers.etag } : {}),
          ...(typeof res.headers["last-modified"] === "string"
            ? { lastModified: res.headers["last-modified"] }
            : {}),
        },
      };
    }
  } catch (error) {
    throw toFetchError(controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    clearTimeout(total);
    controller.abort();
  }
}

function parseHttpUrl(location: string, base?: URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(location, base);
  } catch {
    throw new FetchError(`invalid URL ${JSON.stringify(location.slice(0, 200))}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new FetchError(`unsupported URL scheme ${parsed.protocol}`);
  return parsed;
}

function openResponse(
  url: URL,
  validators: Validators,
  limits: FetchLimits,
  controller: AbortController,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "user-agent": limits.userAgent,
      accept,
      "accept-encoding": "gzip, deflate, br",
    };
    if (validators.etag) headers["if-none-match"] = validators.etag;
    if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, { headers, signal: controller.signal });
    const connect = setTimeout(
      () =>
        controller.abort(
          new FetchError(`timeout: no connection after ${limits.connectTimeoutMs} ms`),
        ),
      limits.connectTimeoutMs,
    );
    req.on("socket", (socket) => {
      if (!socket.connecting) clearTimeout(connect);
      else socket.once("connect", () => clearTimeout(connect));
    });
    req.on("response", (res) => {
      clearTimeout(connect);
      resolve(res);
    });
    req.on("error", (error) => {
      clearTimeout(connect);
      reject(error);
    });
    req.end();
  });
}

function decoderFor(res: IncomingMessage): Readable {
  const encoding = (res.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  switch (encoding) {
    case "identity":
    case "":
      return res;
    case "gzip":
    case "x-gzip":
      return res.pipe(zlib.createGunzip());
    case "deflate":
      return res.pipe(zlib.createInflate());
    case "br":
      return res.pipe(zlib.createBrotliDecompress());
    default:
      throw new FetchError(`unsupported content-encoding ${JSON.stringify(encoding)}`);
  }
}

/** Reads the (decompressed) body, aborting as soon as it passes `maxBytes`. */
function readBody(
  res: IncomingMessage,
  maxBytes: number,
  controller: AbortController,
): Promise<Buffer> {
  const tooLarge = () => new FetchError(`body larger than ${maxBytes} bytes`);
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.reject(tooLarge());
  }
  const stream = decoderFor(res);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
      res.destroy();
      if (stream !== res) stream.destroy();
    };
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(tooLarge());
      else chunks.push(chunk);
    });
    stream.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
    stream.on("error", (error) =>
      fail(stream === res ? error : new FetchError(`bad compressed body: ${error.message}`)),
    );
    res.on("error", fail);
    res.on("aborted", () => fail(new FetchError("connection closed before the body ended")));
    controller.signal.addEventListener("abort", () => fail(controller.signal.reason), {
      once: true,
    });
  });
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function toFetchError(error: unknown): FetchError {
  if (error instanceof FetchError) return error;
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return new FetchError(
      code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message,
    );
  }
  return new FetchError(String(error));
}
