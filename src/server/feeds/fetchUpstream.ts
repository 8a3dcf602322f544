import type { IncomingMessage } from "node:http";
import { FetchError, toFetchError } from "./fetchError.ts";
import { openResponse } from "./openResponse.ts";
import { parseRetryAfter } from "./parseRetryAfter.ts";
import { defaultNetworkPolicy, isPrivateHost, type NetworkPolicy } from "./privateNetworks.ts";
import { readBody } from "./readBody.ts";
import { type Validators, validatorsOf } from "./validators.ts";

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
  /** What is fetched, as a refusal names it (default "feed"; the image proxy's "image"). */
  subject?: "feed" | "image" | "stream";
  /** Extra request headers (the now-playing reader's `Icy-MetaData: 1`). */
  headers?: Record<string, string>;
  /**
   * Reads the answer's body in place of reading it whole up to `maxBytes`: a radio stream
   * never ends, so its reader takes the few bytes it needs and closes it.
   */
  read?: (res: IncomingMessage, controller: AbortController) => Promise<Buffer>;
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

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const accept =
  "application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";

const refusedHost = (subject: string) => `refused: the ${subject}'s host is in a private network`;
const refusedRedirect = "refused: redirect into a private network";

/**
 * GETs one feed URL: conditional, size-capped after decompression (readBody.ts), with
 * connect and total timeouts and at most `maxRedirects` redirects, each target's scheme
 * checked again.
 *
 * SSRF guard: unless the configured URL itself names a private network (a local mirror)
 * or the policy opts in, no hop may reach a loopback, private, CGNAT or link-local
 * address (each hop's checks are in openResponse.ts).
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
            refusal: hop === 0 ? refusedHost(options.subject ?? "feed") : refusedRedirect,
          };
      const res = await openResponse(target, {
        validators,
        connectTimeoutMs: limits.connectTimeoutMs,
        userAgent: options.userAgent ?? limits.userAgent,
        accept: options.accept ?? accept,
        ca: options.ca,
        headers: options.headers,
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
      const body = options.read
        ? await options.read(res, controller)
        : await readBody(res, limits.maxBytes, controller);
      return {
        kind: "ok",
        body,
        contentType: res.headers["content-type"],
        finalUrl: target.href,
        validators: validatorsOf(res.headers),
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

/** A URL (a redirect's against the URL it came from), refused unless http(s). */
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
