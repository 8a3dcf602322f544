import { useQuery } from "@tanstack/react-query";
import { STALE_MS } from "../engine/createQueryClient.ts";
import { fetchJson } from "../engine/fetchJson.ts";
import { type PublicStatus, publicStatus } from "../shared/publicStatus.ts";
import { statusApiPath } from "../shared/sitePaths.ts";
import { readStatus } from "./readResponses.ts";

/** The one query key of the public status. */
export const statusKey = ["status"] as const;

/** Reads `/public/api/status` and keeps what the public page shows. */
async function fetchPublicStatus(signal?: AbortSignal): Promise<PublicStatus> {
  const response = await fetchJson(statusApiPath, signal);
  return publicStatus(readStatus(await response.json()));
}

export function useStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => fetchPublicStatus(signal),
    staleTime: STALE_MS.status,
  });
}
