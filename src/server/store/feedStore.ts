import type { Article } from "../../shared/article.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import type { EndpointStatus, FeedStatus, StorageStatus } from "../../shared/feedStatus.ts";
import { type FeedsConfig, sourceOptions } from "../../shared/feedsConfig.ts";
import { publicFeedStatus } from "../../shared/publicStatus.ts";
import { endpointUrl } from "../../shared/sitePaths.ts";
import { validText } from "../../shared/validText.ts";
import type { SourcePersistence } from "../db/persistSources.ts";
import type { Validators } from "../feeds/fetchUpstream.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import { publisherOf } from "../feeds/publisherOf.ts";
import { onePerStory } from "../stories/onePerStory.ts";
import { buildEndpointArticles, scoreItem } from "../stories/scoreArticles.ts";
import { type CatalogItem, StoryCatalog } from "../stories/storyCatalog.ts";

/** What the server knows about one upstream feed URL (shared by every endpoint using it). */
export interface SourceState {
  url: string;
  /** The User-Agent this source is fetched with, when the config sets its own. */
  userAgent: string | undefined;
  /** Last good items; null until the source has succeeded once (here or before a restart). */
  items: SourceItem[] | null;
  validators: Validators;
  lastAttempt: string | null;
  lastSuccess: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  /** When the refresher plans the next attempt (ISO), if it runs. */
  nextAttempt: string | null;
  /** Failures since the last success; the refresher backs off exponentially on them. */
  consecutiveFailures: number;
  /** The URL that last answered, after redirects (null until one did). */
  finalUrl: string | null;
  /** The shortest refresh interval among the endpoints reading this source. */
  refreshMinutes: number;
  /** The largest item cap among the endpoints reading this source. */
  maxItems: number;
}

/** How one attempt at a source ended. */
export type RefreshOutcome =
  | { kind: "updated"; items: SourceItem[]; validators: Validators; finalUrl: string }
  | { kind: "notModified"; finalUrl: string }
  /** Of any kind: the last good items stay. `finalUrl`: the URL that answered, if one did. */
  | { kind: "failed"; message: string; finalUrl: string | null };

/** One refresh of one source, committed whole by `FeedStore.commit`. */
export interface SourceRefresh {
  url: string;
  attemptedAt: string;
  finishedAt: string;
  outcome: RefreshOutcome;
  /** When the next attempt is planned; undefined leaves the plan as it is. */
  nextAttempt?: string | null;
}

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
      maxAgeSeconds: number;
    }
  | { available: false; maxAgeSeconds: number };

interface EndpointEntry {
  id: EndpointId;
  sources: string[];
  maxItems: number;
  refreshMinutes: number;
  sampleAllowed: boolean;
  sample: SourceItem[];
  response: EndpointBody;
  itemCount: number;
  source: FeedSource | null;
  builtAt: string;
}

/** Until persistence is attached (and always when OFFLINE), nothing is stored. */
const noStorage: StorageStatus = {
  state: "off",
  dir: null,
  error: null,
  since: null,
  skippedFiles: [],
  repairs: [],
};

/**
 * The aggregator's state: every source's last good items and every endpoint's articles,
 * serialized (the HTTP layer compresses and tags them). An endpoint serves live data as soon as one of its sources has succeeded,
 * otherwise its sample (when allowed) or a 503.
 */
export class FeedStore {
  private readonly sources = new Map<string, SourceState>();
  private readonly endpoints = new Map<EndpointId, EndpointEntry>();
  private readonly endpointsBySource = new Map<string, EndpointId[]>();
  /** The stories of every article served now (live and sample), see StoryCatalog. */
  private readonly stories = new StoryCatalog();
  /** Search results with their stories, since the stories last changed (see withStories). */
  private searchResults = new WeakMap<Article[], Article[]>();
  /** Stories serialized since the stories last changed. */
  private storyBodies = new Map<string, Buffer>();
  private coverageTimer: NodeJS.Timeout | undefined;
  /** Groups the stories a refresh left ungrouped (see StoryCatalog.regroupDueIn). */
  private regroupTimer: NodeJS.Timeout | undefined;
  private storage: () => StorageStatus = () => noStorage;
  private statusCache: { content: string; json: Buffer } | undefined;
  private readonly changeListeners: ((id: EndpointId) => void)[] = [];
  /** How served articles link their image (the image proxy's signed links), if set. */
  private linkImage: ((article: Article) => Article) | undefined;

  constructor(
    feeds: FeedsConfig,
    samples: ReadonlyMap<EndpointId, SourceItem[]>,
    private readonly now: () => number = Date.now,
    /** Quiet time before every endpoint is rescored after a source changed (coverage). */
    private readonly coverageDelayMs = 5_000,
  ) {
    for (const [id, endpoint] of Object.entries(feeds.endpoints)) {
      const refreshMinutes = endpoint.refreshMinutes ?? feeds.defaults.refreshMinutes;
      const maxItems = endpoint.maxItems ?? feeds.defaults.maxItems;
      const sources = endpoint.sources.map(sourceOptions);
      this.endpoints.set(id, {
        id,
        sources: sources.map((source) => source.url),
        maxItems,
        refreshMinutes,
        sampleAllowed: endpoint.sample,
        sample: samples.get(id) ?? [],
        response: { available: false, maxAgeSeconds: 60 },
        itemCount: 0,
        source: null,
        builtAt: new Date(this.now()).toISOString(),
      });
      for (const { url, userAgent } of sources) {
        const known = this.sources.get(url);
        // A source read by several endpoints: refreshed as often, and as deep, as any needs.
        if (known) {
          known.refreshMinutes = Math.min(known.refreshMinutes, refreshMinutes);
          known.maxItems = Math.max(known.maxItems, maxItems);
        } else
          this.sources.set(url, {
            url,
            userAgent,
            items: null,
            validators: {},
            lastAttempt: null,
            lastSuccess: null,
            lastError: null,
            lastErrorAt: null,
            nextAttempt: null,
            consecutiveFailures: 0,
            finalUrl: null,
            refreshMinutes,
            maxItems,
          });
        const users = this.endpointsBySource.get(url) ?? [];
        users.push(id);
        this.endpointsBySource.set(url, users);
      }
    }
    this.rebuildAll();
  }

  /**
   * Every article served from now on goes through `link` (the image proxy adds its signed
   * links; `images` stays the publisher's). Rebuilds what is served now.
   */
  linkImagesWith(link: (article: Article) => Article): void {
    this.linkImage = link;
    this.searchResults = new WeakMap();
    this.rebuildAll();
  }

  /**
   * Image sources whose link changed (they failed, so pages stop linking them): the
   * endpoints serving them are rebuilt, and their pages with them.
   */
  relinkImages(sources: ReadonlySet<string>): void {
    this.storyBodies = new Map();
    this.searchResults = new WeakMap();
    for (const entry of this.endpoints.values()) {
      const response = entry.response;
      if (response.available && response.articles.some((a) => sources.has(a.images[0] ?? "")))
        this.rebuild(entry);
    }
  }

  /** Calls `listener` with an endpoint's id whenever what it serves changes (body or source). */
  onChange(listener: (id: EndpointId) => void): void {
    this.changeListeners.push(listener);
  }

  endpointIds(): EndpointId[] {
    return [...this.endpoints.keys()];
  }

  /** The response for an endpoint; undefined for an unknown id. */
  response(id: string): EndpointBody | undefined {
    return this.endpoints.get(id)?.response;
  }

  source(url: string): SourceState | undefined {
    return this.sources.get(url);
  }

  sourceUrls(): string[] {
    return [...this.sources.keys()];
  }

  /**
   * Commits one refresh of a source: new good items rebuild every endpoint reading it; a
   * 304 moves only the success time; a failure keeps the last good items and records why.
   */
  commit({ url, attemptedAt, finishedAt, outcome, nextAttempt }: SourceRefresh): void {
    const state = this.requireSource(url);
    state.lastAttempt = attemptedAt;
    if (nextAttempt !== undefined) state.nextAttempt = nextAttempt;
    if (outcome.kind === "failed") {
      Object.assign(state, {
        // Parser messages may quote the feed (a JSON error quotes its text, cut anywhere).
        lastError: validText(outcome.message),
        lastErrorAt: finishedAt,
        consecutiveFailures: state.consecutiveFailures + 1,
        finalUrl: outcome.finalUrl,
      });
      return;
    }
    Object.assign(state, {
      lastSuccess: finishedAt,
      lastError: null,
      lastErrorAt: null,
      consecutiveFailures: 0,
      finalUrl: outcome.finalUrl,
    });
    if (outcome.kind === "notModified") return;
    Object.assign(state, { items: outcome.items, validators: outcome.validators });
    this.rebuildFor(url);
    this.scheduleCoverageRebuild();
  }

  /** Plans a source's next attempt (shown in the status). */
  setNextAttempt(url: string, at: string | null): void {
    this.requireSource(url).nextAttempt = at;
  }

  /** Rebuilds every endpoint now (at start, and after a whole refresh round). */
  rebuildAll(): void {
    clearTimeout(this.coverageTimer);
    this.coverageTimer = undefined;
    this.updateStories();
    for (const entry of this.endpoints.values()) this.rebuild(entry);
  }

  /** Stops the pending rescoring and regrouping timers. */
  close(): void {
    clearTimeout(this.coverageTimer);
    this.coverageTimer = undefined;
    clearTimeout(this.regroupTimer);
    this.regroupTimer = undefined;
  }

  /**
   * A source's new items change how many publishers carry a story, so other endpoints'
   * scores too. Rescoring everything is debounced and done one endpoint per event-loop
   * turn, so requests keep being answered meanwhile.
   */
  private scheduleCoverageRebuild(): void {
    if (this.coverageTimer) return;
    this.coverageTimer = setTimeout(async () => {
      this.updateStories();
      for (const entry of this.endpoints.values()) {
        if (this.coverageTimer === undefined) return;
        this.rebuild(entry);
        await new Promise((resolve) => setImmediate(resolve));
      }
      this.coverageTimer = undefined;
    }, this.coverageDelayMs);
    this.coverageTimer.unref();
  }

  /**
   * Attaches the data folder: checks it, restores every valid persisted source that is
   * still configured (its items count as live at once), and reports the folder's state
   * in `status()` from then on.
   */
  async restoreFrom(persistence: SourcePersistence): Promise<void> {
    this.storage = () => persistence.status();
    await persistence.check();
    for (const { url, items, validators, lastSuccess } of await persistence.loadAll()) {
      const state = this.sources.get(url);
      if (state) Object.assign(state, { items, validators, lastSuccess });
    }
    this.rebuildAll();
  }

  /**
   * The public status as JSON, serialized again only when its content changed;
   * `generatedAt` says when that was.
   */
  statusJson(): Buffer {
    const { generatedAt, ...rest } = publicFeedStatus(this.status());
    const content = JSON.stringify(rest);
    if (this.statusCache?.content !== content)
      this.statusCache = { content, json: serialize({ generatedAt, ...rest }) };
    return this.statusCache.json;
  }

  /** Per endpoint: sources with their state, item count and whether it is sample content. */
  status(): FeedStatus {
    const endpoints: Record<string, EndpointStatus> = {};
    for (const entry of this.endpoints.values()) {
      const sources = entry.sources.map((url) => this.requireSource(url));
      endpoints[entry.id] = {
        path: endpointUrl(entry.id),
        source: entry.source ?? "unavailable",
        sample: entry.source === "sample",
        itemCount: entry.itemCount,
        refreshMinutes: entry.refreshMinutes,
        builtAt: entry.builtAt,
        lastAttempt: latest(sources.map((s) => s.lastAttempt)),
        lastSuccess: latest(sources.map((s) => s.lastSuccess)),
        lastError: sources.find((s) => s.lastError !== null)?.lastError ?? null,
        sources: sources.map((s) => ({
          url: s.url,
          itemCount: s.items?.length ?? 0,
          lastAttempt: s.lastAttempt,
          lastSuccess: s.lastSuccess,
          lastError: s.lastError,
          lastErrorAt: s.lastErrorAt,
          consecutiveFailures: s.consecutiveFailures,
          finalUrl: s.finalUrl,
          nextAttempt: s.nextAttempt,
        })),
      };
    }
    const all = [...this.endpoints.values()];
    return {
      generatedAt: new Date(this.now()).toISOString(),
      summary: {
        endpoints: all.length,
        live: all.filter((e) => e.source === "live").length,
        sample: all.filter((e) => e.source === "sample").length,
        unavailable: all.filter((e) => e.source === null).length,
        sources: this.sources.size,
        failingSources: [...this.sources.values()].filter((s) => s.lastError !== null).length,
      },
      storage: this.storage(),
      endpoints,
    };
  }

  private requireSource(url: string): SourceState {
    const state = this.sources.get(url);
    if (!state) throw new Error(`unknown source ${url}`);
    return state;
  }

  /**
   * Search results as the store serves every article: one per story (see onePerStory),
   * images linked like the endpoints'. The same array for the same results while stories
   * and links stay as they are, so an answer's prepared bytes stay valid (searchRoutes).
   */
  asServed(articles: Article[]): Article[] {
    const known = this.searchResults.get(articles);
    if (known) return known;
    let results = onePerStory(articles, (key) => this.stories.standingOf(key));
    if (this.linkImage) results = results.map(this.linkImage);
    this.searchResults.set(articles, results);
    return results;
  }

  /** A story as `GET /public/api/stories/<id>` serves it, as JSON; undefined when unknown. */
  storyJson(id: string): Buffer | undefined {
    const cached = this.storyBodies.get(id);
    if (cached) return cached;
    const scoredAt = scoreTime(this.now());
    const story = this.stories.story(id, (item) => scoreItem(item, this.stories, scoredAt));
    if (!story) return undefined;
    const link = this.linkImage;
    const json = serialize(link ? { ...story, articles: story.articles.map(link) } : story);
    this.storyBodies.set(id, json);
    return json;
  }

  /** Whether a story is living now (its page exists). */
  hasStory(id: string): boolean {
    return this.storyJson(id) !== undefined;
  }

  /**
   * Re-groups the stories of what is served now: every live source's items, and the
   * samples of endpoints with no live source. Only articles not seen before are clustered.
   */
  private updateStories(): void {
    const items: CatalogItem[] = [];
    for (const state of this.sources.values()) {
      // The source's URL is parsed once per update, not once per item naming no publisher:
      // per item, the first refresh round on a 30-day archive allocated ~50 MB doing it.
      const fallback = publisherOf(undefined, state.url);
      for (const item of state.items ?? [])
        items.push({ item, publisher: item.publisher ?? fallback });
    }
    for (const entry of this.endpoints.values())
      if (entry.sampleAllowed && entry.sources.every((url) => !this.sources.get(url)?.items))
        for (const item of entry.sample)
          items.push({
            item,
            publisher: item.publisher ?? publisherOf(undefined, item.article.link),
          });
    this.stories.update(items, this.now());
    this.storiesChanged();
  }

  private storiesChanged(): void {
    this.storyBodies = new Map();
    this.searchResults = new WeakMap();
    this.planRegroup();
  }

  /**
   * The catalog regroups at most once a minute on a refresh: when the last refresh of a
   * round came sooner, its articles would show ungrouped until the next round (5 to 15
   * minutes). So when the catalog says a regroup is due, it is done then, and every
   * endpoint rescored as after a source's change.
   */
  private planRegroup(): void {
    const due = this.stories.regroupDueIn(this.now());
    if (due === undefined || this.regroupTimer) return;
    this.regroupTimer = setTimeout(() => {
      this.regroupTimer = undefined;
      this.stories.regroupNow(this.now());
      this.storiesChanged();
      this.scheduleCoverageRebuild();
    }, due);
    this.regroupTimer.unref();
  }

  private rebuildFor(url: string): void {
    this.updateStories();
    for (const id of this.endpointsBySource.get(url) ?? []) {
      const entry = this.endpoints.get(id);
      if (entry) this.rebuild(entry);
    }
  }

  private rebuild(entry: EndpointEntry): void {
    const before = entry.response;
    this.rebuildResponse(entry);
    const after = entry.response;
    const same = before.available
      ? after.available && after.json === before.json && after.source === before.source
      : !after.available;
    if (!same) for (const listener of this.changeListeners) listener(entry.id);
  }

  private rebuildResponse(entry: EndpointEntry): void {
    const now = this.now();
    const scoredAt = scoreTime(now);
    const live = entry.sources
      .map((url) => this.sources.get(url)?.items)
      .filter((items): items is SourceItem[] => items !== null && items !== undefined);
    const maxAgeSeconds = entry.refreshMinutes * 60;
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
      entry.response = { available: false, maxAgeSeconds: 60 };
      return;
    }
    if (this.linkImage) articles = articles.map(this.linkImage);
    entry.itemCount = articles.length;
    entry.builtAt = new Date(now).toISOString();
    entry.response = {
      available: true,
      json: serialize(articles, entry.response.available ? entry.response.json : undefined),
      articles,
      source: entry.source,
      count: articles.length,
      maxAgeSeconds,
    };
  }
}

/**
 * Scores decay with the clock, so scoring at the exact time would change every endpoint's
 * bytes (and re-render every page) on each rescoring, however little changed. Scores move
 * on 5-minute ticks instead: a rescoring within one tick changes only what really changed.
 */
const scoreTickMs = 5 * 60_000;
function scoreTime(now: number): number {
  return Math.floor(now / scoreTickMs) * scoreTickMs;
}

/** A value as JSON bytes; the previous Buffer when the content is unchanged (no change seen). */
function serialize(value: unknown, previous?: Buffer): Buffer {
  const json = Buffer.from(JSON.stringify(value), "utf8");
  return previous?.equals(json) ? previous : json;
}

function latest(values: (string | null)[]): string | null {
  let best: string | null = null;
  for (const value of values) if (value !== null && (best === null || value > best)) best = value;
  return best;
}
