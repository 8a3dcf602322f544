import type { IncomingMessage, ServerResponse } from "node:http";
import { apiNamespaces } from "../../shared/endpoints.ts";
import type { Language } from "../../shared/languageHref.ts";
import { apiBasePath } from "../../shared/sitePaths.ts";

const publicNamespaces = apiNamespaces.map((namespace) => `${namespace}/`);

import { cacheControl, refreshMaxAgeSeconds } from "../responses/cachePolicy.ts";
import {
  type PreparedBody,
  PreparedResponse,
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
  return preparedOnce(preparedJson(endpoint.json), () =>
    endpointHeaders(endpoint, securityHeaders),
  );
}

function endpointHeaders(
  { refreshMinutes, source }: ReadyEndpoint,
  securityHeaders: Record<string, string>,
): Record<string, string> {
  const maxAge = refreshMaxAgeSeconds(refreshMinutes);
  return {
    ...securityHeaders,
    "content-type": jsonContentType,
    "cache-control": cacheControl(maxAge, maxAge),
    "x-feed-source": source,
  };
}

/** Each language's responses of the bodies served in it (issue 38), built once per body. */
const inLanguage = new Map<Language, WeakMap<PreparedBody, PreparedResponse>>();

/**
 * A ready endpoint's response to a request for an edition (`?lang=es`): the endpoint's
 * own response plus `Content-Language`, the language of what is served (the edition's, or
 * `en` when the endpoint has none in the language asked for).
 */
export function editionResponse(
  endpoint: ReadyEndpoint,
  lang: Language,
  securityHeaders: Record<string, string>,
): PreparedResponse {
  const body = preparedJson(endpoint.json);
  let responses = inLanguage.get(lang);
  if (!responses) {
    responses = new WeakMap();
    inLanguage.set(lang, responses);
  }
  let response = responses.get(body);
  if (!response) {
    const headers = { ...endpointHeaders(endpoint, securityHeaders), "content-language": lang };
    response = new PreparedResponse(body, headers);
    responses.set(body, response);
  }
  return response;
}

/**
 * The hot path, run before Fastify routes anything: a GET or HEAD for exactly a ready
 * endpoint's URL is answered from its prepared response. Anything else (unknown names,
 * query strings such as `?lang=es`, unavailable feeds, other methods) returns false and goes to Fastify,
 * whose routes answer with the same prepared responses.
 */
export function apiFastPath(store: FeedStore, securityHeaders: Record<string, string>) {
  const prefix = `${apiBasePath}/`;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (!request.url?.startsWith(prefix)) return false;
    const id = request.url.slice(prefix.length);
    // An edition's store id (`bbc/breaking@es`) is no public path: `?lang=` asks for it.
    // Nor is a show's feed (`podcasts/<show>`, issue 46): the podcasts API answers there.
    if (id.includes("@") || !publicNamespaces.some((namespace) => id.startsWith(namespace)))
      return false;
    const endpoint = store.response(id);
    if (!endpoint?.available) return false;
    endpointResponse(endpoint, securityHeaders).send(request, response);
    return true;
  };
}
