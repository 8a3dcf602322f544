import { useQuery } from "@tanstack/react-query";
import { STALE_MS } from "../engine/createQueryClient.ts";
import { fetchJson } from "../engine/fetchJson.ts";
import { artworkSources } from "../shared/artworkSources.ts";
import type { Language } from "../shared/languageHref.ts";
import type {
  EpisodePage,
  EpisodeSummary,
  PodcastsOverview,
  ShowPage,
} from "../shared/podcastApi.ts";
import { podcastsApiPath } from "../shared/sitePaths.ts";
import type { Track } from "./playerStore.ts";

/**
 * The podcasts API as the pages read it (issue 46). Each is a react-query query; a failed
 * or absent answer leaves the page on what it had (the samples on /podcast).
 */
const get = async <T>(path: string, signal: AbortSignal) =>
  (await (await fetchJson(path, signal)).json()) as T;

/** The query keys, as the server prefills them (the pages hydrate without a request). */
export const podcastsKey = (lang: Language) => ["podcasts", lang] as const;
export const showKey = (show: string, page: number) => ["podcasts", "show", show, page] as const;
export const episodeKey = (show: string, episode: string) =>
  ["podcasts", "episode", show, episode] as const;

export function usePodcastsOverview(lang: Language) {
  return useQuery({
    queryKey: podcastsKey(lang),
    queryFn: async ({ signal }) => {
      const overview = await get<PodcastsOverview>(`${podcastsApiPath}?lang=${lang}`, signal);
      if (!Array.isArray(overview?.categories)) throw new Error("not a podcasts overview");
      return overview;
    },
    retry: false,
    // As the feeds' pages: a server-rendered page's overview is not fetched again on hydration.
    staleTime: STALE_MS.feed,
  });
}

export function useShowPage(show: string, page: number) {
  return useQuery({
    queryKey: showKey(show, page),
    // The server prefills null for a show or page it does not have (the page is a 404).
    queryFn: ({ signal }): Promise<ShowPage | null> =>
      get<ShowPage>(`${podcastsApiPath}/${encodeURIComponent(show)}?page=${page}`, signal),
    retry: false,
  });
}

export function useEpisodePage(show: string, episode: string) {
  return useQuery({
    queryKey: episodeKey(show, episode),
    queryFn: ({ signal }): Promise<EpisodePage | null> =>
      get<EpisodePage>(
        `${podcastsApiPath}/${encodeURIComponent(show)}/${encodeURIComponent(episode)}`,
        signal,
      ),
    retry: false,
  });
}

/** An episode as the player plays it. */
export function episodeTrack(
  episode: EpisodeSummary,
  chapters?: readonly { start: number; title: string }[],
): Track {
  return {
    key: `${episode.show}/${episode.id}`,
    title: episode.title,
    showTitle: episode.showTitle,
    show: episode.show,
    audio: episode.audio,
    // The bar's 3rem thumbnail and the lock screen's artwork, from our origin.
    image: artworkSources(episode.image, episode.imageProxy, 80)?.src ?? null,
    live: false,
    ...(chapters ? { chapters } : {}),
  };
}
