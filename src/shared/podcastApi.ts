import type { Chapter, Episode } from "./episode.ts";
import type { ImageProxy } from "./imageProxy.ts";
import type { Language } from "./languageHref.ts";
import type { Station } from "./podcastRegistry.ts";
import type { Cue } from "./transcript.ts";

/**
 * What `/public/api/podcasts...` answers (issue 46): built by the server's podcast catalogue,
 * read by the podcast pages and the player. Plain types: the server makes them from
 * validated data.
 */

/** An episode as the lists show it. */
export interface EpisodeSummary {
  id: string;
  show: string;
  showTitle: string;
  title: string;
  description: string;
  pubDate: string | null;
  /** Seconds; null when the feed does not say. */
  duration: number | null;
  /** The episode's artwork, else its show's. */
  image: string | null;
  /** `image` through the site's image proxy (see Article.imageProxy); absent: link `image`. */
  imageProxy?: ImageProxy | null;
  audio: string;
  type: string;
  link: string;
}

export interface ShowSummary {
  id: string;
  title: string;
  publisher: string;
  languages: readonly Language[];
  image: string | null;
  imageProxy?: ImageProxy | null;
  /** Whether the show's feed has answered (else it has no episodes to show yet). */
  available: boolean;
}

export interface PodcastCategoryView {
  id: string;
  label: string;
  shows: ShowSummary[];
  /** The category's newest episodes, the edition's language first; the first is 'Episode No 1'. */
  episodes: EpisodeSummary[];
}

/** A station as the registry has it, and its publisher's name (the player names it under the station's). */
export type StationSummary = Station & { publisherName?: string };

export interface PodcastsOverview {
  lang: Language;
  categories: PodcastCategoryView[];
  /** Stations in the edition's language first. */
  stations: StationSummary[];
}

export interface ShowPage {
  show: ShowSummary & { description: string; feed: string };
  episodes: EpisodeSummary[];
  page: number;
  pages: number;
  total: number;
}

export interface EpisodePage {
  show: ShowSummary;
  episode: EpisodeSummary & {
    notes: string;
    season: number | null;
    number: number | null;
  };
  chapters: Chapter[];
  /** Null when the episode has no transcript, or it could not be read (`transcriptError`). */
  transcript: Cue[] | null;
  transcriptError: string | null;
}

/** Episodes per page of a show (issue 46: pages of 20). */
export const episodesPerPage = 20;

export type { Episode };
