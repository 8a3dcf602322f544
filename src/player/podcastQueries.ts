import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../engine/fetchJson.ts";
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

export function usePodcastsOverview(lang: Language) {
  return useQuery({
    queryKey: ["podcasts", lang],
    queryFn: async ({ signal }) => {
      const overview = await get<PodcastsOverview>(`${podcastsApiPath}?lang=${lang}`, signal);
      if (!Array.isArray(overview?.categories)) throw new Error("not a podcasts overview");
      return overview;
    },
    retry: false,
    staleTime: 60_000,
  });
}

export function useShowPage(show: string, page: number) {
  return useQuery({
    queryKey: ["podcasts", "show", show, page],
    queryFn: ({ signal }) =>
      get<ShowPage>(`${podcastsApiPath}/${encodeURIComponent(show)}?page=${page}`, signal),
    retry: false,
  });
}

export function useEpisodePage(show: string, episode: string) {
  return useQuery({
    queryKey: ["podcasts", "episode", show, episode],
    queryFn: ({ signal }) =>
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
    image: episode.image,
    live: false,
    ...(chapters ? { chapters } : {}),
  };
}

/** A show's page and an episode's, in the site's paths. */
export const showPath = (show: string) => `/podcast/${encodeURIComponent(show)}`;
export const episodePath = (show: string, episode: string) =>
  `${showPath(show)}/${encodeURIComponent(episode)}`;
