import { useQueries } from "@tanstack/react-query";
import { editionUrl } from "../shared/editionEndpoints.ts";
import type { EndpointData } from "../shared/endpointData.ts";
import type { EndpointId } from "../shared/endpoints.ts";
import { fetchJson } from "./fetchJson.ts";

export interface EndpointState {
  status: "loading" | "error" | "success";
  data: EndpointData | undefined;
  error: Error | null;
}

/**
 * The one query key of an endpoint: every block reading it shares the same query. An
 * edition is keyed by its store id (`bbc/breaking@es`, issue 38), as live updates name it.
 */
export const endpointKey = (endpoint: EndpointId) => ["feed", endpoint] as const;

/**
 * The reading of fetched articles: loaded with the first fetch (its own chunk, fetched
 * alongside), as a hydrated page fetches nothing until the reader navigates or a live
 * update comes.
 */
const articleReader = () => import("../shared/readArticles.ts");

/**
 * Fetches one endpoint (or edition: `bbc/breaking@es` asks `?lang=es`); items that do not
 * fit the Article schema are dropped.
 */
export async function fetchEndpoint(
  endpoint: EndpointId,
  signal?: AbortSignal,
  cache?: RequestCache,
): Promise<EndpointData> {
  const reader = articleReader();
  const response = await fetchJson(editionUrl(endpoint), signal, cache);
  const articles = (await reader).readArticles(await response.json());
  return { articles, sample: response.headers.get("x-feed-source") === "sample" };
}

/** One query per distinct endpoint; the result maps each endpoint to its state. */
export function useEndpoints(endpoints: readonly EndpointId[]): Map<EndpointId, EndpointState> {
  const results = useQueries({
    queries: endpoints.map((endpoint) => ({
      queryKey: endpointKey(endpoint),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchEndpoint(endpoint, signal),
    })),
  });
  return new Map(
    endpoints.map((endpoint, i) => {
      const result = results[i];
      const state: EndpointState = {
        status: result?.status === "pending" || !result ? "loading" : result.status,
        data: result?.data,
        error: result?.error ?? null,
      };
      return [endpoint, state];
    }),
  );
}
