import type { Article } from "../../shared/article.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import { jsonBytes } from "../responses/jsonBytes.ts";
import { buildEndpointArticles, type StoryLookup } from "../stories/scoreArticles.ts";
import type { ImageLinks } from "./imageLinks.ts";
import { scoreTime } from "./scoreTime.ts";
import type { SourceStates } from "./sourceStates.ts";

export type FeedSource = "live" | "sample";

/** What an endpoint serves now: its articles serialized, or unavailable (503). */
export type EndpointBody =
  | {
      available: true;
      /** The articles as JSON; the same Buffer while their content is unchanged. */
      json: Buffer;
      /** The articles the body serializes (what server rendering reads). */
      articles: readonly Article[];
      source: FeedSource;
      count: number;
      /** How often the endpoint is refreshed (what its cache lifetime follows). */
      refreshMinutes: number;
    }
  | { available: false };

/** One endpoint as configured. */
export interface EndpointConfig {
  id: EndpointId;
  /** Its sources' URLs. */
  sources: string[];
  maxItems: number;
  refreshMinutes: number;
  /** Whether it serves its sample until a source has answered. */
  sampleAllowed: boolean;
  sample: SourceItem[];
}

/** One endpoint and what it serves now. */
export interface EndpointEntry extends EndpointConfig {
  response: EndpointBody;
  itemCount: number;
  source: FeedSource | null;
  builtAt: string;
}

/**
 * Every endpoint's articles, scored by their stories and serialized: its sources' items
 * as soon as one of them has succeeded, otherwise its sample (when allowed) or a 503.
 * Listeners hear of each endpoint whose body or source changed.
 */
export class Endpoints {
  private readonly entries = new Map<EndpointId, EndpointEntry>();
  private readonly readers = new Map<string, EndpointId[]>();
  private readonly listeners: ((id: EndpointId) => void)[] = [];

  constructor(
    private readonly sources: SourceStates,
    private readonly stories: StoryLookup,
    private readonly links: ImageLinks,
    private readonly now: () => number,
  ) {}

  /** Adds an endpoint, unavailable until rebuilt. */
  add(config: EndpointConfig): void {
    this.entries.set(config.id, {
      ...config,
      response: { available: false },
      itemCount: 0,
      source: null,
      builtAt: new Date(this.now()).toISOString(),
    });
    for (const url of config.sources) {
      const readers = this.readers.get(url) ?? [];
      readers.push(config.id);
      this.readers.set(url, readers);
    }
  }

  /** Calls `listener` with an endpoint's id whenever what it serves changes (body or source). */
  onChange(listener: (id: EndpointId) => void): void {
    this.listeners.push(listener);
  }

  ids(): EndpointId[] {
    return [...this.entries.keys()];
  }

  /** What an endpoint serves; undefined for an unknown id. */
  response(id: string): EndpointBody | undefined {
    return this.entries.get(id)?.response;
  }

  values(): IterableIterator<Readonly<EndpointEntry>> {
    return this.entries.values();
  }

  /** The samples served now: those of endpoints allowed one whose sources never answered. */
  servedSamples(): { endpoint: EndpointId; items: readonly SourceItem[] }[] {
    return [...this.entries.values()]
      .filter(
        (entry) =>
          entry.sampleAllowed && entry.sources.every((url) => !this.sources.get(url)?.items),
      )
      .map((entry) => ({ endpoint: entry.id, items: entry.sample }));
  }

  /** The endpoints reading any of these sources, each once. */
  readersOf(urls: Iterable<string>): Set<EndpointId> {
    const ids = new Set<EndpointId>();
    for (const url of urls) for (const id of this.readers.get(url) ?? []) ids.add(id);
    return ids;
  }

  /** Rebuilds every endpoint serving an article whose lead image is one of `images`. */
  rebuildShowing(images: ReadonlySet<string>): void {
    for (const entry of this.entries.values()) {
      const response = entry.response;
      if (response.available && response.articles.some((a) => images.has(a.images[0] ?? "")))
        this.rebuild(entry.id);
    }
  }

  /** Rebuilds one endpoint, telling the listeners when what it serves changed. */
  rebuild(id: EndpointId): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    const before = entry.response;
    this.build(entry);
    const after = entry.response;
    const same = before.available
      ? after.available && after.json === before.json && after.source === before.source
      : !after.available;
    if (!same) for (const listener of this.listeners) listener(entry.id);
  }

  private build(entry: EndpointEntry): void {
    const now = this.now();
    const scoredAt = scoreTime(now);
    const live = entry.sources
      .map((url) => this.sources.get(url)?.items)
      .filter((items): items is SourceItem[] => items !== null && items !== undefined);
    let articles: Article[];
    if (live.length > 0) {
      articles = buildEndpointArticles(live, this.stories, entry.maxItems, scoredAt);
      entry.source = "live";
    } else if (entry.sampleAllowed) {
      articles = buildEndpointArticles([entry.sample], this.stories, entry.maxItems, scoredAt);
      entry.source = "sample";
    } else {
      entry.source = null;
      entry.itemCount = 0;
      entry.response = { available: false };
      return;
    }
    articles = this.links.apply(articles);
    entry.itemCount = articles.length;
    entry.builtAt = new Date(now).toISOString();
    entry.response = {
      available: true,
      json: jsonBytes(articles, entry.response.available ? entry.response.json : undefined),
      articles,
      source: entry.source,
      count: articles.length,
      refreshMinutes: entry.refreshMinutes,
    };
  }
}
