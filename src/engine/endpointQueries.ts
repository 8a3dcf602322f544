import { useQueries } from "@tanstack/react-query";
import type { EndpointData } from "../shared/endpointData.ts";
import type { EndpointId } from "../shared/endpoints.ts";
import { readArticles } from "../shared/readArticles.ts";
import { endpointUrl } from "../shared/sitePaths.ts";

export interface EndpointState {
  status: "loading" | "error" | "success";
  data: EndpointData | undefined;
  error: Error | null;
}

/** The one query key of an endpoint: every block reading it shares the same query. */
export const endpointKey = (endpoint: EndpointId) => ["feed", endpoint] as const;

/**
 * Fetches one endpoint. Like the spec's world-news call, a non-OK status or a
 * non-JSON answer is an error; items that do not fit the Article schema are dropped.
 * `cache: "no-cache"` revalidates what the browser holds (live updates know it changed).
 */
export async function fetchEndpoint(
  endpoint: EndpointId,
  signal?: AbortSignal,
  cache?: RequestCache,
): Promise<EndpointData> {
  const response = await fetch(endpointUrl(endpoint), {
    headers: { Accept: "application/json" },
    signal,
    cache,
  });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json"))
    throw new Error(`Expected JSON but received ${type || "no content type"}`);
  const articles = readArticles(await response.json());
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
