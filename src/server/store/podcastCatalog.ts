import type { Article } from "../../shared/article.ts";
import type { Chapter } from "../../shared/episode.ts";
import type { ImageProxy } from "../../shared/imageProxy.ts";
import type { Language } from "../../shared/languageHref.ts";
import {
  type EpisodePage,
  type EpisodeSummary,
  episodesPerPage,
  type PodcastsOverview,
  type ShowPage,
  type ShowSummary,
} from "../../shared/podcastApi.ts";
import { type Show, showEndpointId } from "../../shared/podcastRegistry.ts";
import type { PodcastsConfig } from "../../shared/staticContent.ts";
import type { EpisodeFiles } from "./episodeFiles.ts";
import type { FeedStore } from "./feedStore.ts";

/** Episodes a category shows on /podcast (spec: at most 6 cards). */
const categoryEpisodes = 6;

type EpisodeArticle = Article & { episode: NonNullable<Article["episode"]> };

/** A show's artwork, as its feed's channel gives it (on its newest episode). */
const showImage = (episodes: readonly Article[]) =>
  episodes.find((article) => article.show)?.show?.image ?? null;

const time = (article: Article) => (article.pubDate ? Date.parse(article.pubDate) : 0);

/** Those speaking `lang` first, each group in its own order (an edition leads with its shows). */
export function languageFirst<T extends { languages: readonly string[] }>(
  list: readonly T[],
  lang: Language,
): T[] {
  return [
    ...list.filter((entry) => entry.languages.includes(lang)),
    ...list.filter((entry) => !entry.languages.includes(lang)),
  ];
}

/**
 * The podcasts as the API serves them (issue 46): the registry's categories, shows and
 * stations, with the episodes the store holds for each show's feed (its endpoint
 * `podcast/<show>`), newest first.
 */
export class PodcastCatalog {
  readonly #shows: Map<string, Show>;

  constructor(
    private readonly store: FeedStore,
    private readonly registry: Pick<PodcastsConfig, "categories" | "shows" | "stations">,
    private readonly files: EpisodeFiles,
    /**
     * An artwork's signed links through the image proxy (the CSP allows no other host's
     * images); undefined when the proxy is off (linked as it is).
     */
    private readonly linkImage: (url: string | null) => ImageProxy | null | undefined = () =>
      undefined,
    /** A publisher's name by its config/sources.json id (a station names its publisher). */
    private readonly publisherName: (id: string) => string | undefined = () => undefined,
  ) {
    this.#shows = new Map(registry.shows.map((show) => [show.id, show]));
  }

  has(show: string): boolean {
    return this.#shows.has(show);
  }

  /** A show's episodes, newest first; empty before its feed first answers. */
  episodes(show: string): EpisodeArticle[] {
    const served = this.store.response(showEndpointId(show));
    if (!served?.available) return [];
    return served.articles
      .filter((article): article is EpisodeArticle => article.episode !== undefined)
      .sort((a, b) => time(b) - time(a));
  }

  overview(lang: Language): PodcastsOverview {
    const categories = this.registry.categories.map((category) => {
      const shows = languageFirst(
        category.shows.flatMap((id) => this.#shows.get(id) ?? []),
        lang,
      );
      const newest = (list: Show[]) =>
        list
          .flatMap((show) => {
            const episodes = this.episodes(show.id);
            const image = showImage(episodes);
            return episodes.map((article) => this.#summary(show, article, image));
          })
          .sort((a, b) => (b.pubDate ?? "").localeCompare(a.pubDate ?? ""));
      const speaking = shows.filter((show) => show.languages.includes(lang));
      const others = shows.filter((show) => !show.languages.includes(lang));
      return {
        id: category.id,
        label: category.label[lang],
        shows: shows.map((show) => this.#showSummary(show)),
        episodes: [...newest(speaking), ...newest(others)].slice(0, categoryEpisodes),
      };
    });
    const stations = languageFirst(this.registry.stations, lang).map((station) => {
      const publisherName = this.publisherName(station.publisher);
      return publisherName === undefined ? station : { ...station, publisherName };
    });
    return { lang, categories, stations };
  }

  /** Page `page` (from 1) of a show; undefined for an unknown show. */
  show(id: string, page: number): ShowPage | undefined {
    const show = this.#shows.get(id);
    if (!show) return undefined;
    const episodes = this.episodes(id);
    const info = episodes.find((article) => article.show)?.show;
    const pages = Math.max(1, Math.ceil(episodes.length / episodesPerPage));
    const start = (page - 1) * episodesPerPage;
    return {
      show: { ...this.#showSummary(show), description: info?.description ?? "", feed: show.feed },
      episodes: episodes
        .slice(start, start + episodesPerPage)
        .map((article) => this.#summary(show, article, info?.image ?? null)),
      page,
      pages,
      total: episodes.length,
    };
  }

  /** An episode with its chapters and transcript (fetched by the server); undefined if unknown. */
  async episode(showId: string, episodeId: string): Promise<EpisodePage | undefined> {
    const show = this.#shows.get(showId);
    const article = show && this.episodes(showId).find((a) => a.episode.id === episodeId);
    if (!show || !article) return undefined;
    const { episode } = article;
    const image = showImage(this.episodes(showId));
    const [transcript, chapterFile] = await Promise.all([
      episode.transcript && this.files.transcript(episode.transcript.url, episode.transcript.type),
      episode.chapters && this.files.chapters(episode.chapters.url),
    ]);
    const chapters: Chapter[] = chapterFile?.ok ? chapterFile.value : episode.inlineChapters;
    return {
      show: this.#showSummary(show),
      episode: {
        ...this.#summary(show, article, image),
        notes: article.content || article.description,
        season: episode.season,
        number: episode.number,
      },
      chapters,
      transcript: transcript?.ok ? transcript.value : null,
      transcriptError: transcript && !transcript.ok ? transcript.error : null,
    };
  }

  #showSummary(show: Show): ShowSummary {
    const episodes = this.episodes(show.id);
    const image = showImage(episodes) ?? episodes[0]?.episode.image ?? null;
    return {
      id: show.id,
      title: show.title,
      publisher: show.publisher,
      languages: show.languages,
      image,
      ...this.#proxied(image),
      available: this.store.response(showEndpointId(show.id))?.available === true,
    };
  }

  #summary(show: Show, article: EpisodeArticle, showImage: string | null): EpisodeSummary {
    const { episode } = article;
    const image = episode.image ?? showImage;
    return {
      id: episode.id,
      show: show.id,
      showTitle: show.title,
      title: article.title,
      description: article.description,
      pubDate: article.pubDate,
      duration: episode.duration,
      image,
      ...this.#proxied(image),
      audio: episode.audio,
      type: episode.type,
      link: article.link,
    };
  }

  /** An artwork's proxy links, when the proxy links it. */
  #proxied(image: string | null): { imageProxy?: ImageProxy | null } {
    const imageProxy = this.linkImage(image);
    return imageProxy === undefined ? {} : { imageProxy };
  }
}
