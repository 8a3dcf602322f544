import { useQuery } from "@tanstack/react-query";
import { STALE_MS } from "../engine/createQueryClient.ts";
import { fetchJson } from "../engine/fetchJson.ts";
import type { Briefing } from "../shared/briefing.ts";
import { todayApiPath } from "../shared/todayPaths.ts";
import { readBriefing } from "./readResponses.ts";

/** The one query key of a day's briefing (issue 50); `date` null: today's. */
export const todayKey = (date: string | null, lang: string) => ["today", date, lang] as const;

async function fetchBriefing(
  date: string | null,
  lang: string,
  signal?: AbortSignal,
): Promise<Briefing> {
  const query = new URLSearchParams({ ...(date ? { date } : {}), lang });
  const response = await fetchJson(`${todayApiPath}?${query}`, signal);
  return readBriefing(await response.json());
}

/** A day's briefing; a 404 (a day the archive does not hold) is an error whose cause is 404. */
export function useBriefing(date: string | null, lang: string) {
  return useQuery({
    queryKey: todayKey(date, lang),
    queryFn: ({ signal }) => fetchBriefing(date, lang, signal),
    staleTime: STALE_MS.story,
  });
}
