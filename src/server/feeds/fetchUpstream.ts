import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction, type Socket } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import {
  defaultNetworkPolicy,
  isPrivateHost,
  type NetworkPolicy,
  unbracket,
} from "./privateNetworks.ts";

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

export interface FetchOptions {
  validators: Validators;
  limits: FetchLimits;
  network?: NetworkPolicy;
  /** A source's own User-Agent, for publishers that block unknown agents. */
  userAgent?: string;
  /** Aborts the fetch (the server is stopping). */
  signal?: AbortSignal;
  now?: () => number;
  /** The Accept header (default: feed types). */
  accept?: string;
  /**
   * Whether a URL naming a private host itself may be fetched (default true: a configured
   * local mirror). False for URLs taken from feed content, such as images.
   */
  trustPrivateUrl?: boolean;
  /** Extra trusted certificate authorities (PEM), e.g. a test's self-signed host. */
  ca?: string;
}

export type FetchResult =
  | {
      kind: "ok";
      body: Buffer;
      contentType: string | undefined;
      /** The URL that answered, after redirects. */
      finalUrl: string;
      validators: Validators;
    }
  | { kind: "notModified"; finalUrl: string };

/**
 * A failed fetch. Its message is public (it is shown on /public/api/status), so it names
 * the kind of failure and never an address or port the server reached.
 */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    /** The URL that answered with the failing status, when one did. */
    readonly finalUrl?: string,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

/**
 * Every fetch opens its own connection: sources are minutes apart, and a pooled socket
 * the publisher has meanwhile closed fails the next fetch with a reset.
 */
const agents = {
  "http:": new http.Agent({ keepAlive: false }),
  "https:": new https.Agent({ keepAlive: false }),
};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const accept =
  "application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";

/**
 * GETs one feed URL: conditional, size-capped after decompression, with connect and total
 * timeouts and at most `maxRedirects` redirects, each target's scheme checked again.
 *
 * SSRF guard: unless the configured URL itself names a private network (a local mirror)
 * or the policy opts in, no hop may reach a loopback, private, CGNAT or link-local
 * address. The check is made on the addresses DNS returns, before connecting, and again
 * on the address each socket actually connected to, so DNS rebinding cannot get round it.
 */
export async function fetchUpstream(url: string, options: FetchOptions): Promise<FetchResult> {
  const { validators, limits, network = defaultNetworkPolicy, now = Date.now } = options;
  const controller = new AbortController();
  const total = setTimeout(
    () =>
      controller.abort(new FetchError(`timeout: not complete after ${limits.totalTimeoutMs} ms`)),
    limits.totalTimeoutMs,
  );
  const stop = () => controller.abort(new FetchError("aborted: the server is stopping"));
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener("abort", stop, { once: true });
  try {
    let target = parseHttpUrl(url);
    const mayReachPrivate =
      network.allowPrivateNetworks ||
      (options.trustPrivateUrl !== false &&
        isPrivateHost(target.hostname, network.isPrivateAddress));
    for (let hop = 0; ; hop++) {
      const guard = mayReachPrivate
        ? undefined
        : {
            isPrivate: network.isPrivateAddress,
            refusal: hop === 0 ? refusedHost : refusedRedirect,
          };
      const res = await openResponse(target, {
        validators,
        limits,
        userAgent: options.userAgent ?? limits.userAgent,
        accept: options.accept ?? accept,
        ca: options.ca,
        lookup: network.lookup,
        guard,
        controller,
      });
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
        return { kind: "notModified", finalUrl: target.href };
      }
      if (status < 200 || status > 299) {
        res.resume();
        const retryAfter =
          status === 429 || status === 503
            ? parseRetryAfter(res.headers["retry-after"], now())
            : undefined;
        const where = hop > 0 ? " from the final URL" : "";
        throw new FetchError(`HTTP ${status}${where}`, retryAfter, target.href);
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
    options.signal?.removeEventListener("abort", stop);
    controller.abort();
  }
}

const refusedHost = "refused: the feed's host is in a private network";
const refusedRedirect = "refused: redirect into a private network";

function parseHttpUrl(location: string, base?: URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(location, base);
  } catch {
    throw new FetchError(base ? "invalid redirect location" : "invalid URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new FetchError(`unsupported URL scheme ${parsed.protocol}`);
  return parsed;
}

interface HopOptions {
  validators: Validators;
  limits: FetchLimits;
  userAgent: string;
  accept: string;
  ca: string | undefined;
  lookup: LookupFunction;
  /** Present when this hop must not reach a private address. */
  guard: { isPrivate: (address: string) => boolean; refusal: string } | undefined;
  controller: AbortController;
}

function openResponse(url: URL, hop: HopOptions): Promise<IncomingMessage> {
  const { validators, limits, guard, controller } = hop;
  const host = unbracket(url.hostname);
  if (guard && isIP(host) !== 0 && guard.isPrivate(host))
    return Promise.reject(new FetchError(guard.refusal));
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "user-agent": hop.userAgent,
      accept: hop.accept,
      "accept-encoding": "gzip, deflate, br",
    };
    if (validators.etag) headers["if-none-match"] = validators.etag;
    if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      agent: agents[url.protocol as keyof typeof agents],
      headers,
      ...(hop.ca ? { ca: hop.ca } : {}),
      signal: controller.signal,
      lookup: guard ? guardedLookup(hop.lookup, guard.isPrivate, guard.refusal) : hop.lookup,
    });
    const connect = setTimeout(
      () =>
        controller.abort(
          new FetchError(`timeout: no connection after ${limits.connectTimeoutMs} ms`),
        ),
      limits.connectTimeoutMs,
    );
    const connected = (socket: Socket) => {
      clearTimeout(connect);
      // The address actually connected to, whatever resolved it (or a reused socket).
      const address = socket.remoteAddress;
      if (guard && address !== undefined && guard.isPrivate(address))
        req.destroy(new FetchError(guard.refusal));
    };
    req.on("socket", (socket) => {
      if (!socket.connecting) connected(socket);
      else socket.once("connect", () => connected(socket));
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

/**
 * Wraps a resolver so that a name with any private address is refused before connecting
 * (a public name that also resolves privately is an attack, not a mirror).
 */
function guardedLookup(
  lookup: LookupFunction,
  isPrivate: (address: string) => boolean,
  refusal: string,
): LookupFunction {
  return (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const all = addresses as unknown as { address: string; family: number }[];
      if (all.length === 0 || all.some((a) => isPrivate(a.address)))
        return callback(new FetchError(refusal), "", 0);
      if (options.all) callback(null, all as never);
      else callback(null, all[0]?.address ?? "", all[0]?.family ?? 4);
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

/** What the public sees of a network error: its kind, never the address or port. */
const networkErrors: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  EPIPE: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found (DNS lookup failed)",
  ETIMEDOUT: "timeout: connecting",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_SOCKET: "connection closed",
};

function toFetchError(error: unknown): FetchError {
  if (error instanceof FetchError) return error;
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  if (code === undefined) return new FetchError("network error");
  const known = networkErrors[code];
  if (known) return new FetchError(known);
  if (code.startsWith("HPE_")) return new FetchError(`invalid HTTP response (${code})`);
  if (/CERT|TLS|SSL/.test(code)) return new FetchError(`TLS error (${code})`);
  return new FetchError(`network error (${code})`);
}
