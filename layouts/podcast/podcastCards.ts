import { episodeTrack } from "#src/player/podcastQueries.ts";
import { artworkSources } from "#src/shared/artworkSources.ts";
import type { PodcastCategoryView } from "#src/shared/podcastApi.ts";
import { episodePath } from "#src/shared/podcastPaths.ts";
import type { PodcastItem } from "#src/shared/staticContent.ts";
import type { FeaturedView } from "./FeaturedEpisode.tsx";

/** One card of the podcast grid, and the featured panel's view of the first. */
export interface PodcastCardView extends FeaturedView {
  key: string;
  /** The episode's page, for a real episode. */
  href?: string;
}

/** At most 6 cards per category (spec). */
const maxCards = 6;

/**
 * The current category's cards (issue 46): its newest real episodes when the API has
 * some, newest first (the first is 'Episode No 1'); else the samples of config/podcasts.json
 * (before the first answer, offline, or a category whose feeds have not answered yet).
 */
export function podcastCards(
  category: PodcastCategoryView | undefined,
  categoryId: string,
  samples: readonly PodcastItem[],
): PodcastCardView[] {
  if (category && category.episodes.length > 0)
    return category.episodes.slice(0, maxCards).map((episode) => ({
      key: `${episode.show}/${episode.id}`,
      title: episode.title,
      label: episode.showTitle,
      image: artworkSources(episode.image, episode.imageProxy, 200)?.src ?? "/podcast/hero.svg",
      track: episodeTrack(episode),
      href: episodePath(episode.show, episode.id),
    }));
  return samples.slice(0, maxCards).map((item) => ({
    key: `sample/${categoryId}/${item.id}`,
    title: item.title,
    label: item.episode,
    image: item.image,
    track: item.audio
      ? {
          key: `sample/${categoryId}/${item.id}`,
          title: item.title,
          showTitle: item.episode,
          // The samples are one show: their speed is remembered too.
          show: "samples",
          audio: item.audio,
          image: item.image,
          live: false,
        }
      : undefined,
  }));
}
