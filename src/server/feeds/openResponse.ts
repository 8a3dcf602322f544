import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction, type Socket } from "node:net";
import { FetchError } from "./fetchError.ts";
import { unbracket } from "./privateNetworks.ts";
import { conditionalHeaders, type Validators } from "./validators.ts";

/**
 * Every fetch opens its own connection: sources are minutes apart, and a pooled socket
 * the publisher has meanwhile closed fails the next fetch with a reset.
 */
const agents = {
  "http:": new http.Agent({ keepAlive: false }),
  "https:": new https.Agent({ keepAlive: false }),
};

/** One request of a fetch (the first, or a redirect's). */
export interface HopOptions {
  validators: Validators;
  /** From the start of the request (DNS included) until its socket is connected. */
  connectTimeoutMs: number;
  userAgent: string;
  accept: string;
  ca: string | undefined;
  /** Extra request headers, sent after the usual ones. */
  headers?: Record<string, string> | undefined;
  lookup: LookupFunction;
  /** Present when this hop must not reach a private address. */
  guard: { isPrivate: (address: string) => boolean; refusal: string } | undefined;
  controller: AbortController;
}

/**
 * Sends one GET and resolves with its response (headers read, body not). With a guard,
 * a private address is refused three ways: named in the URL, returned by DNS before
 * connecting, or actually connected to, so DNS rebinding cannot get round it.
 */
export function openResponse(url: URL, hop: HopOptions): Promise<IncomingMessage> {
  const { guard, controller } = hop;
  const host = unbracket(url.hostname);
  if (guard && isIP(host) !== 0 && guard.isPrivate(host))
    return Promise.reject(new FetchError(guard.refusal));
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "user-agent": hop.userAgent,
      accept: hop.accept,
      "accept-encoding": "gzip, deflate, br",
      ...conditionalHeaders(hop.validators),
      ...hop.headers,
    };
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
        controller.abort(new FetchError(`timeout: no connection after ${hop.connectTimeoutMs} ms`)),
      hop.connectTimeoutMs,
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
