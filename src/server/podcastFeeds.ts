import { formatProblem, validateStaticContent } from "../shared/configValidation.ts";
import type { FeedsConfig } from "../shared/feedsConfig.ts";
import { showEndpointId } from "../shared/podcastRegistry.ts";
import { readConfigFile, readStaticContentFiles } from "../shared/readConfigFiles.ts";
import type { Publisher } from "../shared/sourcesConfig.ts";
import type { PodcastsConfig } from "../shared/staticContent.ts";
import { StartupError } from "./startupError.ts";

/** The podcast registry the server reads: categories, shows and stations (issue 46). */
export type PodcastRegistry = Pick<PodcastsConfig, "categories" | "shows" | "stations">;

export const noPodcasts: PodcastRegistry = { categories: [], shows: [], stations: [] };

/** A show's feed is read every half hour, and keeps its 60 newest episodes (3 pages). */
const showFeed = { refreshMinutes: 30, maxItems: 60, sample: false } as const;

/**
 * `config/podcasts.json`'s registry (or `file`'s: PODCASTS_FILE), validated against the
 * publishers; none without the file.
 */
export async function loadPodcasts(
  configDir: string,
  sources: { file: string; publishers: readonly Publisher[] },
  file?: string,
): Promise<PodcastRegistry> {
  const podcasts = file
    ? await readConfigFile(file)
    : (await readStaticContentFiles(configDir)).podcasts;
  if (!podcasts) return noPodcasts;
  const result = validateStaticContent({ podcasts }, sources);
  if (!result.ok) throw new StartupError(result.problems.map(formatProblem));
  return result.content.podcasts ?? noPodcasts;
}

/**
 * The feeds config with one more endpoint per show (`podcast/<show>`): the shows' feeds go
 * through the news pipeline (fetcher, parser, caps, status, archive, search).
 */
export function withShowFeeds(feeds: FeedsConfig, podcasts: PodcastRegistry): FeedsConfig {
  const shows = podcasts.shows.map((show) => [
    showEndpointId(show.id),
    { ...showFeed, sources: [show.feed] },
  ]);
  return { ...feeds, endpoints: { ...feeds.endpoints, ...Object.fromEntries(shows) } };
}
