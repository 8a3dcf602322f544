import { setTimeout as sleep } from "node:timers/promises";
import { sampleSource } from "../db/sectionSources.ts";
import { publisherOf } from "../feeds/publisherOf.ts";
import type { CatalogItem, StoryCatalog } from "../stories/storyCatalog.ts";
import { runInSlices, type Steps } from "../timeSlices.ts";
import type { Endpoints } from "./endpoints.ts";
import type { SourceStates } from "./sourceStates.ts";

/** How long one slice of finding stories' terms may hold the event loop (ms). */
const termsSliceMs = 4;
/**
 * A run waits this many times as long as the last one ran (its slices, not the waits
 * between them), after it, and at most pauseMaxMs: story work has at most a third of the
 * event loop, and the sources that change meanwhile (a refresh round changes hundreds) are
 * taken together by the next run, while a new story is served within seconds.
 */
const pauseFactor = 2;
const pauseMaxMs = 2_000;

/** What the next run of the story work does (see StoryScheduler.run). */
interface Due {
  /** Sources with new items: the endpoints reading them are rebuilt. */
  sources: Set<string>;
  /** Every endpoint is rebuilt (coverage, a refresh). */
  all: boolean;
  /** The articles the last update left ungrouped are grouped (see planRegroup). */
  regroup: boolean;
}

const nothingDue = (): Due => ({ sources: new Set(), all: false, regroup: false });

/**
 * When the stories of what is served are updated, and the endpoints rescored by them: the
 * endpoints a source's change touched first; every other one after a quiet time, since
 * new items change how many publishers carry a story and so other endpoints' scores; and
 * everything again when the catalog says a regroup is due. The one place outside stories/
 * that schedules regrouping.
 * Ingest stays off the request path: after start, this work runs in slices of a few
 * milliseconds (timeSlices.ts), one run at a time; sources that change while a run is
 * under way are taken together by the next.
 */
export class StoryScheduler {
  private coverageTimer: NodeJS.Timeout | undefined;
  private due = nothingDue();
  /** The run under way, if any: it ends when nothing is due. */
  private running: Promise<void> | undefined;
  /** When the next run may begin (performance.now() ms; see pauseFactor). */
  private nextRunAt = 0;
  private closed = false;
  /** Ends the pause between runs at close, so a stop need not wait for it (up to pauseMaxMs). */
  private readonly closing = new AbortController();
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

  /**
   * Updates the stories and rebuilds every endpoint now, in one go (at start, and when the
   * configuration or the stories' store changes): a run under way finishes first.
   */
  rebuildAll(): void {
    clearTimeout(this.coverageTimer);
    this.coverageTimer = undefined;
    this.due.all = false;
    this.stories.update(this.currentItems(), this.now());
    this.storiesChanged();
    for (const id of this.endpoints.ids()) this.endpoints.rebuild(id);
  }

  /** Updates the stories and rebuilds every endpoint, in slices; resolves when done. */
  refresh(): Promise<void> {
    this.due.all = true;
    return this.run();
  }

  /** A source brought new items: the endpoints reading it soon, every other one later. */
  sourceChanged(url: string): void {
    this.due.sources.add(url);
    void this.run();
  }

  /** Resolves once the story work asked for so far is done. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /**
   * Stops: the run under way ends at its next slice; the pending stories' terms are found
   * (they are stored), and the pending timers stopped.
   */
  close(): void {
    this.closed = true;
    this.closing.abort();
    this.flushTerms();
    clearTimeout(this.coverageTimer);
    this.coverageTimer = undefined;
    clearTimeout(this.regroupTimer);
    this.regroupTimer = undefined;
  }

  /** Starts a run unless one is under way (it takes what is due now too). */
  private run(): Promise<void> {
    // A run that fails (a defect) is not kept as the one under way: the next change starts anew.
    this.running ??= this.work().catch((error: unknown) => {
      this.running = undefined;
      throw error;
    });
    return this.running;
  }

  /**
   * Until nothing is due: updates the stories (or regroups them), then rebuilds the
   * endpoints due, each step a slice. Begins on the next turn at the soonest (see
   * pauseFactor), so that the sources a burst of refreshes changed are taken together.
   */
  private async work(): Promise<void> {
    for (;;) {
      // node:timers/promises: the pause is real time, also where tests fake the timers.
      const wait = this.nextRunAt - performance.now();
      await (wait > 0
        ? sleep(wait, undefined, { signal: this.closing.signal }).catch(() => {})
        : new Promise((resolve) => setImmediate(resolve)));
      const { sources, all, regroup } = this.due;
      if (this.closed || (sources.size === 0 && !all && !regroup)) {
        this.running = undefined;
        return;
      }
      this.due = nothingDue();
      const spent = { ms: 0 };
      if (sources.size > 0 || all)
        await runInSlices(this.stories.updateSteps(this.currentItems(), this.now()), spent);
      if (regroup) await runInSlices(this.stories.regroupSteps(this.now()), spent);
      this.storiesChanged();
      const every = all || regroup;
      await runInSlices(
        this.rebuilding(every ? this.endpoints.ids() : this.endpoints.readersOf(sources)),
        spent,
      );
      if (!every) this.scheduleCoverageRebuild();
      this.nextRunAt = performance.now() + Math.min(pauseMaxMs, pauseFactor * spent.ms);
    }
  }

  private *rebuilding(ids: Iterable<string>): Steps {
    for (const id of ids) {
      if (this.closed) return;
      this.endpoints.rebuild(id);
      yield;
    }
  }

  /** Rescoring everything is debounced: it waits for a quiet time after a source's change. */
  private scheduleCoverageRebuild(): void {
    if (this.coverageTimer) return;
    this.coverageTimer = setTimeout(() => {
      this.coverageTimer = undefined;
      this.due.all = true;
      void this.run();
    }, this.coverageDelayMs);
    this.coverageTimer.unref();
  }

  /**
   * Every article served now: every live source's items, and the samples of endpoints with
   * no live source. Only articles not seen before are clustered.
   */
  private currentItems(): CatalogItem[] {
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
    return items;
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
      this.due.regroup = true;
      void this.run();
    }, due);
    this.regroupTimer.unref();
  }
}
