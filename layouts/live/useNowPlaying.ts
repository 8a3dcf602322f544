import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "#src/engine/fetchJson.ts";
import type { NowPlaying } from "#src/shared/nowPlaying.ts";
import { nowPlayingPath } from "#src/shared/sitePaths.ts";

/** The server reads a station's title at most every 30 s: asking more often gains nothing. */
const everyMs = 30_000;

/**
 * What a station is playing (issue 46), asked only while the reader plays it, again every
 * 30 s; null answers and failures leave the station's name alone on the page.
 */
export function useNowPlaying(station: string | null) {
  return useQuery({
    queryKey: ["now-playing", station],
    queryFn: async ({ signal }) =>
      (await (await fetchJson(nowPlayingPath(station ?? ""), signal)).json()) as NowPlaying,
    enabled: station !== null,
    refetchInterval: everyMs,
    staleTime: everyMs,
    retry: false,
  });
}
