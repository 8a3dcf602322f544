import { readFile } from "node:fs/promises";
import type { FeedsConfig } from "../../shared/feedsConfig.ts";
import { type Show, showEndpointId } from "../../shared/podcastRegistry.ts";
import { normalizeFeed, type SourceItem } from "../feeds/normalizeFeed.ts";
import { parseFeed } from "../feeds/parseFeed.ts";
import type { PodcastRegistry } from "../podcastFeeds.ts";

/**
 * The offline sample show (issue 46): a podcast feed the project wrote (`sampleShow.xml`),
 * whose recording (the generated jingle), transcript and chapters are the site's own files
 * under /podcast/. With OFFLINE=1 it leads the News category, so /podcast, its show page and
 * its episode pages work, and 'Listen Now' plays, with no network.
 */

/** Where the feed says it is: its files' relative URLs resolve against it, then become site paths. */
const sampleOrigin = "https://maverick-news.example";

export const sampleShow: Show = {
  id: "maverick-sample-hour",
  title: "The Maverick Sample Hour",
  publisher: "maverick-news",
  feed: `${sampleOrigin}/podcast/maverick-sample-hour/feed.xml`,
  languages: ["en"],
};

/** A URL of the sample origin as the site's own path, whatever host the site answers on. */
const ownPath = <T extends string | null>(url: T): T =>
  (url?.startsWith(`${sampleOrigin}/`) ? url.slice(sampleOrigin.length) : url) as T;

/**
 * The sample show's episodes, read as every show's feed is (parser, podcast namespaces,
 * the same text and URL rules), dated as the feed dates them.
 */
export async function sampleShowItems(now: number): Promise<SourceItem[]> {
  const text = await readFile(new URL("./sampleShow.xml", import.meta.url), "utf8");
  const items = normalizeFeed(parseFeed(text, sampleShow.feed), now);
  for (const { article } of items) {
    const { episode, show } = article;
    if (episode) {
      episode.audio = ownPath(episode.audio);
      episode.image = ownPath(episode.image);
      if (episode.transcript) episode.transcript.url = ownPath(episode.transcript.url);
      if (episode.chapters) episode.chapters.url = ownPath(episode.chapters.url);
    }
    if (show) show.image = ownPath(show.image);
    article.images = article.images.map(ownPath);
  }
  return items;
}

/**
 * The registry and feeds with the sample show: first in the News category, its endpoint
 * serving its sample (it has no source to fetch).
 */
export function withSampleShow(
  podcasts: PodcastRegistry,
  feeds: FeedsConfig,
): { podcasts: PodcastRegistry; feeds: FeedsConfig } {
  const id = showEndpointId(sampleShow.id);
  const [first, ...rest] = podcasts.categories;
  return {
    podcasts: {
      ...podcasts,
      shows: [sampleShow, ...podcasts.shows],
      categories: first ? [{ ...first, shows: [sampleShow.id, ...first.shows] }, ...rest] : [],
    },
    feeds: {
      ...feeds,
      endpoints: {
        ...feeds.endpoints,
        [id]: { refreshMinutes: 30, maxItems: 60, sample: true, sources: [] },
      },
    },
  };
}
