import type { Article } from "../../shared/article.ts";
import { editionId, editionLanguages } from "../../shared/editions.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import type { FeedStatus } from "../../shared/feedStatus.ts";
import { type FeedsConfig, sourceOptions } from "../../shared/feedsConfig.ts";
import { defaultLanguage, type Language } from "../../shared/languageHref.ts";
import type { SourcePersistence } from "../db/persistSources.ts";
import type { StoryPersistence } from "../db/persistStories.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import { endpointRefreshMinutes } from "../responses/cachePolicy.ts";
import { StoryCatalog } from "../stories/storyCatalog.ts";
import { storyRules } from "../stories/storyRules.ts";
import { type EndpointBody, Endpoints } from "./endpoints.ts";
import { ImageLinks } from "./imageLinks.ts";
import { type BriefingAnswer, type PastStories, ServedBriefings } from "./servedBriefings.ts";
import { ServedStories, type StoryAnswer } from "./servedStories.ts";
import { type SourceRefresh, type SourceState, SourceStates } from "./sourceStates.ts";
import { StoreStatus } from "./storeStatus.ts";
import { StoryScheduler } from "./storyScheduler.ts";

/**
 * The aggregator's state: every source's last good items and every endpoint's articles,
 * serialized (the HTTP layer compresses and tags them). It wires the parts together: a
 * committed refresh updates its source (sourceStates.ts), then the stories and the
 * endpoints reading it (storyScheduler.ts, endpoints.ts); the stories and search results
 * served (servedStories.ts) and the status (storeStatus.ts) are read from them.
 */
export class FeedStore {
  private readonly sources = new SourceStates();
  /** The stories of every article served now (live and sample), see StoryCatalog. */
  private readonly stories = new StoryCatalog();
  private readonly links = new ImageLinks();
  private readonly endpoints: Endpoints;
  private readonly served: ServedStories;
  private readonly briefings: ServedBriefings;
  private readonly scheduler: StoryScheduler;
  private readonly report: StoreStatus;
  /** Where stories are kept (keepStoriesIn); none: in memory only. */
  private storyStore: StoryPersistence | undefined;
  /**
   * Whether this instance writes the stories: one alone does; of several sharing a
   * database, only the one holding the ingest lock (see leadStories).
   */
  private writesStories = false;

  constructor(
    feeds: FeedsConfig,
    samples: ReadonlyMap<EndpointId, SourceItem[]>,
    private readonly now: () => number = Date.now,
    /** Quiet time before every endpoint is rescored after a source changed (coverage). */
    coverageDelayMs = 5_000,
  ) {
    this.endpoints = new Endpoints(this.sources, this.stories, this.links, now);
    this.served = new ServedStories(this.stories, this.links, now);
    this.briefings = new ServedBriefings(this.stories, now);
    this.scheduler = new StoryScheduler(
      this.stories,
      this.sources,
      this.endpoints,
      () => this.storiesChanged(),
      now,
      coverageDelayMs,
    );
    this.report = new StoreStatus(this.endpoints, this.sources, now);
    for (const [endpoint, feedsOf] of Object.entries(feeds.endpoints)) {
      const reading = {
        refreshMinutes: endpointRefreshMinutes(feeds, endpoint),
        maxItems: feedsOf.maxItems ?? feeds.defaults.maxItems,
      };
      // Each edition (issue 38) is one more endpoint: its own sources, samples, last good.
      const editions = editionLanguages.flatMap((lang) => {
        const sources = feedsOf.editions?.[lang];
        return sources ? [{ id: editionId(endpoint, lang), sources, language: lang }] : [];
      });
      for (const { id, sources, language } of [
        { id: endpoint, sources: feedsOf.sources, language: undefined },
        ...editions,
      ]) {
        const options = sources.map(sourceOptions);
        this.endpoints.add({
          id,
          sources: options.map((source) => source.url),
          ...reading,
          sampleAllowed: feedsOf.sample,
          sample: samples.get(id) ?? [],
        });
        for (const source of options) this.sources.add(source, reading, language);
      }
    }
    this.rebuildAll();
  }

  /**
   * Every article served from now on goes through `link` (the image proxy adds its signed
   * links; `images` stays the publisher's). Rebuilds what is served now.
   */
  linkImagesWith(link: (article: Article) => Article): void {
    this.links.use(link);
    this.served.forget();
    this.rebuildAll();
  }

  /**
   * Image sources whose link changed (they failed, so pages stop linking them): the
   * endpoints serving them are rebuilt, and their pages with them.
   */
  relinkImages(sources: ReadonlySet<string>): void {
    this.served.forget();
    this.endpoints.rebuildShowing(sources);
  }

  /** Calls `listener` with an endpoint's id whenever what it serves changes (body or source). */
  onChange(listener: (id: EndpointId) => void): void {
    this.endpoints.onChange(listener);
  }

  /** Every store id: the endpoints and their editions (`bbc/breaking@es`, see editionId). */
  endpointIds(): EndpointId[] {
    return this.endpoints.ids();
  }

  /** The response for a store id (an endpoint or an edition); undefined for an unknown id. */
  response(id: string): EndpointBody | undefined {
    return this.endpoints.response(id);
  }

  /**
   * What an endpoint serves in a language (issue 38): its edition in `lang` when it has one,
   * else the endpoint itself, with the language of what is served; undefined for an unknown
   * endpoint (an edition's store id is not one).
   */
  servedIn(
    endpoint: EndpointId,
    lang: Language,
  ): { lang: Language; response: EndpointBody } | undefined {
    if (endpoint.includes("@")) return undefined;
    const edition = this.endpoints.response(editionId(endpoint, lang));
    if (edition) return { lang, response: edition };
    const english = this.endpoints.response(endpoint);
    return english && { lang: defaultLanguage, response: english };
  }

  source(url: string): SourceState | undefined {
    return this.sources.get(url);
  }

  sourceUrls(): string[] {
    return this.sources.urls();
  }

  /**
   * Commits one refresh of a source: new good items rebuild every endpoint reading it, in
   * slices from the next event-loop turn (settled() says when), and every other one after a
   * quiet time (see StoryScheduler); otherwise only the source's state moves.
   */
  commit(refresh: SourceRefresh): void {
    if (this.sources.commit(refresh)) this.scheduler.sourceChanged(refresh.url);
  }

  /** Plans a source's next attempt (shown in the status). */
  setNextAttempt(url: string, at: string | null): void {
    this.sources.setNextAttempt(url, at);
  }

  /** Updates the stories and rebuilds every endpoint now, in one go (at start). */
  rebuildAll(): void {
    this.scheduler.rebuildAll();
  }

  /**
   * Updates the stories and rebuilds every endpoint in slices, requests answered between
   * them (after a refresh round, or what another instance stored); resolves when done.
   */
  rebuildAllInSlices(): Promise<void> {
    return this.scheduler.refresh();
  }

  /** Resolves once what the commits so far asked for is served. */
  settled(): Promise<void> {
    return this.scheduler.settled();
  }

  /** Stops the pending rescoring and regrouping timers; whoever made the store closes it. */
  close(): void {
    this.scheduler.close();
  }

  /**
   * Attaches the data folder: checks it, restores every valid persisted source that is
   * still configured (its items count as live at once), and reports the folder's state
   * in `status()` from then on.
   */
  async restoreFrom(persistence: SourcePersistence): Promise<void> {
    this.report.reportStorage(() => persistence.status());
    await persistence.check();
    this.sources.restore(await persistence.loadAll());
    this.rebuildAll();
  }

  /** The public status as JSON, serialized again only when its content changed. */
  statusJson(): Buffer {
    return this.report.json();
  }

  /** Per endpoint: sources with their state, item count and whether it is sample content. */
  status(): FeedStatus {
    return this.report.status();
  }

  /** Search results as every article is served (see ServedStories.asServed). */
  asServed(
    articles: Article[],
    options?: { byCoverage?: boolean; page?: number | undefined },
  ): Article[] {
    return this.served.asServed(articles, options);
  }

  /**
   * A story as `GET /public/api/stories/<id>` serves it: its JSON, from what is served and
   * the archive; the id it joined, when it was merged; undefined when unknown.
   */
  story(id: string): Promise<StoryAnswer> {
    return this.served.story(id);
  }

  /** Who published each report, for the stories' coverage (issue 38; ServedStories). */
  resolvePublishersWith(resolve: Parameters<ServedStories["resolvePublishersWith"]>[0]): void {
    this.served.resolvePublishersWith(resolve);
    this.briefings.resolvePublishersWith(resolve);
  }

  /** A day's briefing in `lang` (issue 50; today's without `date`; see ServedBriefings). */
  briefing(date: string | undefined, lang: Language): Promise<BriefingAnswer> {
    return this.briefings.briefing(date, lang);
  }

  /** Past days' briefings read the stored stories with `read`, for the archive's `days`. */
  readPastDaysWith(read: PastStories, days: number): void {
    this.briefings.readPastDaysWith(read, days);
  }

  /**
   * Keeps stories in `stored` (issue 37): reads back those of the window now (so that a
   * restart keeps every story's id), writes what changes while this instance clusters, and
   * answers stories no feed carries any more from the archive.
   */
  async keepStoriesIn(stored: StoryPersistence, { writes }: { writes: boolean }): Promise<void> {
    const window = await stored.loadSince(this.now() - storyRules.windowMs);
    this.stories.load(window.records, window.places);
    this.storyStore = stored;
    this.writesStories = writes;
    this.served.keepIn(stored);
    this.rebuildAll();
  }

  /**
   * Another instance ingests: stories come from the store from now on (see followStories),
   * and this one stops clustering.
   */
  followStories(): void {
    this.stories.follow();
    if (this.writesStories) this.storyStore?.letWaitingGo();
    this.writesStories = false;
  }

  /**
   * This instance ingests: it clusters from now on, keeping every stored story's id, and
   * stores the stories.
   */
  leadStories(): void {
    this.stories.lead();
    this.writesStories = true;
    this.rebuildAll();
  }

  /** Reads the stories the ingesting instance wrote since the last look (followers). */
  async readStories(): Promise<void> {
    if (!this.storyStore) return;
    const changed = await this.storyStore.changedSince();
    if (changed.records.length === 0 && changed.places.length === 0) return;
    this.stories.load(changed.records, changed.places);
    await this.rebuildAllInSlices();
  }

  /** Resolves once every story write asked for so far is done (tests, shutdown). */
  async storiesWritten(): Promise<void> {
    await this.scheduler.settled();
    this.scheduler.flushTerms();
    await this.storyStore?.settled();
  }

  /** The stories changed: what was made of them starts over, and the store keeps them. */
  private storiesChanged(): void {
    this.served.forget();
    this.briefings.forget();
    // Taken either way: an instance that does not write them does not pile them up.
    const changes = this.stories.book.takeChanges();
    if (this.storyStore && this.writesStories && this.stories.leading)
      void this.storyStore.save(changes);
  }
}
