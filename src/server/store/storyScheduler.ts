import { sampleSource } from "../db/sectionSources.ts";
import { publisherOf } from "../feeds/publisherOf.ts";
import type { CatalogItem, StoryCatalog } from "../stories/storyCatalog.ts";
import type { Endpoints } from "./endpoints.ts";
import type { SourceStates } from "./sourceStates.ts";

/** How long one slice of finding stories' terms may hold the event loop (ms). */
const termsSliceMs = 4;

/**
 * When the stories of what is served are updated, and the endpoints rescored by them: the
 * endpoints a source's change touched at once; every other one after a quiet time, since
 * new items change how many publishers carry a story and so other endpoints' scores; and
 * everything again when the catalog says a regroup is due. The one place outside stories/
 * that schedules regrouping.
 */
export class StoryScheduler {
  private coverageTimer: NodeJS.Timeout | undefined;
  /** Groups the stories a refresh left ungrouped (see StoryCatalog.regroupDueIn). */
  private regroupTimer: NodeJS.Timeout | undefined;
  /** The next slice of finding stories' terms (see planTerms). */
  private termsTimer: NodeJS.Immediate | undefined;

  constructor(
    private readonly stories: StoryCatalog,
    private readonly sources: SourceStates,
    private readonly endpoints: Endpoints,
    /** Told whenever the stories changed, so what was made from them starts over. */
    private readonly onStoriesChanged: () => void,
    private readonly now: () => number,
    /** Quiet time before every endpoint is rescored after a source changed (coverage). */
    private readonly coverageDelayMs: number,
  ) {}

  /** Updates the stories and rebuilds every endpoint now (at start, after a refresh round). */
  rebuildAll(): void {
    clearTimeout(this.coverageTimer);
    this.coverageTimer = undefined;
    this.updateStories();
    for (const id of this.endpoints.ids()) this.endpoints.rebuild(id);
  }

  /** A source brought new items: the endpoints reading it now, every other one soon. */
  sourceChanged(url: string): void {
    this.updateStories();
    this.endpoints.rebuildReaders(url);
    this.scheduleCoverageRebuild();
  }

  /** Finds the pending stories' terms (they are stored), then stops the pending timers. */
  close(): void {
    this.flushTerms();
    clearTimeout(this.coverageTimer);
    this.coverageTimer = undefined;
    clearTimeout(this.regroupTimer);
    this.regroupTimer = undefined;
  }

  /**
   * Rescoring everything is debounced and done one endpoint per event-loop turn, so
   * requests keep being answered meanwhile.
   */
  private scheduleCoverageRebuild(): void {
    if (this.coverageTimer) return;
    this.coverageTimer = setTimeout(async () => {
      this.updateStories();
      for (const id of this.endpoints.ids()) {
        if (this.coverageTimer === undefined) return;
        this.endpoints.rebuild(id);
        await new Promise((resolve) => setImmediate(resolve));
      }
      this.coverageTimer = undefined;
    }, this.coverageDelayMs);
    this.coverageTimer.unref();
  }

  /**
   * Updates the stories of what is served now: every live source's items, and the samples
   * of endpoints with no live source. Only articles not seen before are clustered.
   */
  private updateStories(): void {
    const items: CatalogItem[] = [];
    for (const state of this.sources.values()) {
      // The source's URL is parsed once per update, not once per item naming no publisher:
      // per item, the first refresh round on a 30-day archive allocated ~50 MB doing it.
      const fallback = publisherOf(undefined, state.url);
      for (const item of state.items ?? [])
        items.push({ item, publisher: item.publisher ?? fallback, source: state.url });
    }
    for (const { endpoint, items: sample } of this.endpoints.servedSamples())
      for (const item of sample)
        items.push({
          item,
          publisher: item.publisher ?? publisherOf(undefined, item.article.link),
          source: sampleSource(endpoint),
        });
    this.stories.update(items, this.now());
    this.storiesChanged();
  }

  private storiesChanged(): void {
    this.onStoriesChanged();
    this.planRegroup();
    this.planTerms();
  }

  /**
   * What ties each changed story (its `why` terms) is found after the update, a few
   * milliseconds per event-loop turn, so requests are answered meanwhile; the stories
   * count as changed again after each slice.
   */
  private planTerms(): void {
    if (this.termsTimer || !this.stories.termsPending) return;
    this.termsTimer = setImmediate(() => {
      this.termsTimer = undefined;
      this.stories.findTerms(performance.now() + termsSliceMs);
      this.onStoriesChanged();
      this.planTerms();
    });
  }

  /** Finds every pending story's terms now (before the stories are written at a stop). */
  flushTerms(): void {
    if (this.termsTimer) clearImmediate(this.termsTimer);
    this.termsTimer = undefined;
    if (!this.stories.termsPending) return;
    this.stories.findTerms(Number.POSITIVE_INFINITY);
    this.onStoriesChanged();
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
}
