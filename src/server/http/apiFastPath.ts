import type { IncomingMessage, ServerResponse } from "node:http";
import { apiBasePath } from "../../shared/sitePaths.ts";
import { cacheControl, refreshMaxAgeSeconds } from "../responses/cachePolicy.ts";
import {
  type PreparedResponse,
  preparedJson,
  preparedOnce,
} from "../responses/preparedResponse.ts";
import type { EndpointBody } from "../store/endpoints.ts";
import type { FeedStore } from "../store/feedStore.ts";
import { jsonContentType } from "./jsonContentType.ts";

type ReadyEndpoint = Extract<EndpointBody, { available: true }>;

/** A ready endpoint's response: security headers, type, cache policy, source. */
export function endpointResponse(
  endpoint: ReadyEndpoint,
  securityHeaders: Record<string, string>,
): PreparedResponse {
  const { json, refreshMinutes, source } = endpoint;
  const maxAge = refreshMaxAgeSeconds(refreshMinutes);
  return preparedOnce(preparedJson(json), () => ({
    ...securityHeaders,
    "content-type": jsonContentType,
    "cache-control": cacheControl(maxAge, maxAge),
    "x-feed-source": source,
  }));
}

/**
 * The hot path, run before Fastify routes anything: a GET or HEAD for exactly a ready
 * endpoint's URL is answered from its prepared response. Anything else (unknown names,
 * query strings, unavailable feeds, other methods) returns false and goes to Fastify,
 * whose routes answer with the same prepared responses.
 */
export function apiFastPath(store: FeedStore, securityHeaders: Record<string, string>) {
  const prefix = `${apiBasePath}/`;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (!request.url?.startsWith(prefix)) return false;
    const endpoint = store.response(request.url.slice(prefix.length));
    if (!endpoint?.available) return false;
    endpointResponse(endpoint, securityHeaders).send(request, response);
    return true;
  };
}
