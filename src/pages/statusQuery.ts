import { useQuery } from "@tanstack/react-query";
import { STALE_MS } from "../engine/createQueryClient.ts";
import { fetchJson } from "../engine/fetchJson.ts";
import type { FeedStatus } from "../shared/feedStatus.ts";
import { type PublicStatus, publicStatus } from "../shared/publicStatus.ts";
import { statusApiPath } from "../shared/sitePaths.ts";

/** The one query key of the public status. */
export const statusKey = ["status"] as const;

/** Reads `/public/api/status` and keeps what the public page shows. */
async function fetchPublicStatus(signal?: AbortSignal): Promise<PublicStatus> {
  const response = await fetchJson(statusApiPath, signal);
  const body = (await response.json()) as Partial<FeedStatus> | null;
  // Our own server's report; a shape check keeps a broken answer an error, not a crash.
  if (typeof body?.endpoints !== "object" || typeof body.generatedAt !== "string")
    throw new Error("The status response has an unexpected shape");
  return publicStatus(body as FeedStatus);
}

export function useStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => fetchPublicStatus(signal),
    staleTime: STALE_MS.status,
  });
}
