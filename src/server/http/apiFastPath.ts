import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { apiBasePath } from "../../shared/endpoints.ts";
import type { EndpointBody, FeedStore } from "../store/feedStore.ts";
import { sendFast } from "./fastResponse.ts";

/** Every header of a served endpoint body: security headers, type, cache policy, source. */
export function apiHeaders(
  securityHeaders: Record<string, string>,
  { maxAgeSeconds, source }: Extract<EndpointBody, { available: true }>,
): OutgoingHttpHeaders {
  return {
    ...securityHeaders,
    "content-type": "application/json; charset=utf-8",
    "cache-control": `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`,
    "x-feed-source": source,
  };
}

/**
 * The hot path, run before Fastify routes anything: a GET or HEAD for exactly a ready
 * endpoint's URL is answered from its prepared bytes. Anything else (unknown names,
 * query strings, unavailable feeds, other methods) returns false and goes to Fastify,
 * whose routes answer with the same semantics.
 */
export function apiFastPath(store: FeedStore, securityHeaders: Record<string, string>) {
  const prefix = `${apiBasePath}/`;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (!request.url?.startsWith(prefix)) return false;
    const endpoint = store.response(request.url.slice(prefix.length));
    if (!endpoint?.available) return false;
    sendFast(request, response, endpoint.body, () => apiHeaders(securityHeaders, endpoint));
    return true;
  };
}
