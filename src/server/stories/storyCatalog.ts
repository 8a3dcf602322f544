import type { StoryArticle, StoryData } from "../../shared/story.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import { runNow, type Steps } from "../timeSlices.ts";
import { StoryClusters } from "./clusterStories.ts";
import { coverageOrder } from "./coverageOrder.ts";
import type { StoryInput } from "./story.ts";
import { StoryBook, type StoryPlace, type StoryRecord } from "./storyBook.ts";
import { storyRules } from "./storyRules.ts";
import { StoryTerms } from "./storyTerms.ts";
import {
  buildingStoryViews,
  type CatalogItem,
  placingClustered,
  type StoryStanding,
  type StoryView,
} from "./storyViews.ts";

// Declared with the views built from them; importers name them from the catalog still.
export type { CatalogItem, StoryStanding } from "./storyViews.ts";

/**
 * The stories of the articles the site serves now, by their public ids (issue 37). Which
 * story each article is in comes from the book (StoryBook): the ingesting instance fills it
 * from its own clustering (`update` adds articles not seen before, incrementally, and
 * regroups the current ones; assignStoryIds keeps every story's id), the others from the
 * store (`follow`), so that every instance reads the same stories. A story lives here while
 * one of its articles is served; the store keeps it for the archive's days.
 */
export class StoryCatalog {
  /** Where each article is, what each story is called: what the store keeps. */
  readonly book = new StoryBook();
  /** This instance's clustering; undefined while it follows the stored stories. */
  private clusters: StoryClusters | undefined = new StoryClusters();
  private views = new Map<string, StoryView>();
  private byKey = new Map<string, StoryView>();
  /** The articles served now, as the last update gave them. */
  private current = new Map<string, CatalogItem>();
  /** When this instance first saw an article the book does not place (yet). */
  private readonly seenHere = new Map<string, number>();
  /** What ties each story's reports, found after the update that recorded it. */
  private readonly terms = new StoryTerms(this.book);
  private prunedAt = Number.NEGATIVE_INFINITY;
  /** An update or regroup being run in slices, not yet to its end (see begin). */
  private inProgress: Steps | undefined;

  /**
   * From now on stories come from the book, as the store fills it (another instance
   * ingests): this one stops clustering.
   */
  follow(): void {
    this.clusters = undefined;
  }

  /**
   * From now on this instance clusters (it ingests): the next update clusters every
   * current article afresh, and the book keeps their stories' ids.
   */
  lead(): void {
    this.clusters ??= new StoryClusters();
  }

  /** Whether this instance clusters. */
  get leading(): boolean {
    return this.clusters !== undefined;
  }

  /** An update, run to its end now (see updateSteps). */
  update(items: Iterable<CatalogItem>, now: number): void {
    runNow(this.updateSteps(items, now));
  }

  /**
   * Replaces the set of current articles; new keys are clustered in the order given. The
   * current ones are regrouped when the clusters' schedule says (RegroupSchedule): until
   * then an event founded since shows alone, and the owner regroups when regroupDueIn
   * says (see regroupNow), so that it is not left so until the next refresh. As steps, to
   * run in slices (timeSlices.ts): what is served changes all at once, at the last step.
   */
  updateSteps(items: Iterable<CatalogItem>, now: number): Steps {
    return this.begin(this.updating(items, now));
  }

  /**
   * Work on the catalog runs one at a time: one begun in slices and not yet done is run to
   * its end first, so that the next starts from a whole state.
   */
  private begin(steps: Steps): Steps {
    const before = this.inProgress;
    this.inProgress = undefined;
    if (before) runNow(before);
    this.inProgress = steps;
    return steps;
  }

  private *updating(items: Iterable<CatalogItem>, now: number): Steps {
    const current = new Map<string, CatalogItem>();
    for (const entry of items) {
      if (!current.has(entry.item.key)) current.set(entry.item.key, entry);
      yield;
    }
    const clusters = this.clusters;
    if (clusters) {
      const added: StoryInput[] = [];
      for (const entry of current.values()) {
        if (!clusters.has(entry.item.key)) added.push(this.storyInput(entry, now));
        yield;
      }
      // Oldest first, so that a story is founded by its earliest report.
      added.sort((a, b) => a.seenAt - b.seenAt);
      for (const input of added) {
        clusters.add(input);
        yield;
      }
    }
    if (now - this.prunedAt >= storyRules.schedule.pruneEveryMs) {
      clusters?.prune(now - storyRules.windowMs, (key) => current.has(key));
      this.book.forget((key) => current.has(key), now - storyRules.windowMs);
      for (const key of this.seenHere.keys()) if (!current.has(key)) this.seenHere.delete(key);
      this.terms.prune(this.views);
      this.prunedAt = now;
    }
    if (clusters?.regroupDue(now)) clusters.regroup(now);
    this.current = current;
    yield* this.buildingViews(now);
  }

  /**
   * How long until the articles the last update left ungrouped should be grouped (ms, 0:
   * now), or undefined when none are waiting: when to call regroupNow.
   */
  regroupDueIn(now: number): number | undefined {
    return this.clusters?.regroupDueIn(now);
  }

  /** Groups the articles the last update left ungrouped, if any (see regroupDueIn). */
  regroupNow(now: number): void {
    runNow(this.regroupSteps(now));
  }

  /** regroupNow as steps, to run in slices. */
  regroupSteps(now: number): Steps {
    return this.begin(this.regrouping(now));
  }

  private *regrouping(now: number): Steps {
    if (this.clusters?.regroupDueIn(now) === undefined) return;
    this.clusters.regroup(now);
    yield* this.buildingViews(now);
  }

  /** Stories read from the store (another instance's): shown at the next update. */
  load(records: Iterable<StoryRecord>, places: Iterable<StoryPlace>): void {
    this.book.load(records, places);
  }

  /**
   * Each current article's story, as last grouped (the ingesting instance places them in
   * the book first), and what each story counts.
   */
  private *buildingViews(now: number): Steps {
    const seen = (entry: CatalogItem, at: number) => this.seen(entry, at);
    if (this.clusters) yield* placingClustered(this.clusters, this.current, this.book, seen, now);
    const { views, byKey } = yield* buildingStoryViews(this.current, this.book, seen, now);
    this.views = views;
    this.byKey = byKey;
    if (!this.clusters) return;
    for (const view of views.values()) {
      this.record(view);
      yield;
    }
  }

  /**
   * Records a current story in the book, as the store keeps it (ingesting instance). Its
   * terms are those known; when they are due to be found again, findTerms does it after
   * the update, so that an update is not held up by reading every changed story's headlines.
   */
  private record(view: StoryView): void {
    const known = this.book.record(view.id);
    const terms = this.terms.termsOf(view, false, this.clusters);
    if (terms === undefined) this.terms.markDue(view.id);
    this.book.setRecord({
      id: view.id,
      title: view.title,
      firstSeen: view.firstSeen,
      lastSeen: Math.max(view.updated, known?.lastSeen ?? view.updated),
      terms: terms ?? known?.terms ?? [],
      mergedInto: null,
    });
  }

  /** Whether some stories' terms are to be found (see findTerms). */
  get termsPending(): boolean {
    return this.terms.pending;
  }

  /**
   * Finds the terms of the stories recorded without them, until `deadline`
   * (performance.now() ms; Infinity: all), and records them; returns whether some remain.
   */
  findTerms(deadline: number): boolean {
    return this.terms.findTerms(deadline, this.views, this.clusters);
  }

  /** When an article was first seen, for one the book does not place: kept from its first sight. */
  private seen(entry: CatalogItem, now: number): number {
    let at = this.seenHere.get(entry.item.key);
    if (at === undefined) {
      at = firstSeen(entry.item, now);
      this.seenHere.set(entry.item.key, at);
    }
    return at;
  }

  /** An article as clustering takes it: first seen as the book says, when it knows. */
  private storyInput(entry: CatalogItem, now: number): StoryInput {
    const { item, publisher } = entry;
    return {
      key: item.key,
      titleKey: item.titleKey,
      title: item.article.title,
      description: item.article.description,
      language: item.article.language,
      publisher,
      annotation: item.annotation,
      seenAt: this.book.place(item.key)?.seenAt ?? this.seen(entry, now),
    };
  }

  /** The story of a current article, by canonical key. */
  standingOf(key: string): StoryStanding | undefined {
    return this.byKey.get(key);
  }

  /** A living story as the API serves it; undefined for an unknown or ended story. */
  story(
    id: string,
    score: (item: SourceItem) => Omit<StoryArticle, "publisher" | "firstSeen">,
  ): StoryData | undefined {
    const view = this.views.get(id);
    if (!view) return undefined;
    return {
      id: view.id,
      title: view.title,
      sourceCount: view.sourceCount,
      firstSeen: new Date(view.firstSeen).toISOString(),
      updated: new Date(view.updated).toISOString(),
      why: { terms: [...this.terms.termsOf(view, true, this.clusters)] },
      articles: coverageOrder(
        view.articles.map((article) => ({
          ...score(article.item),
          publisher: article.publisher,
          firstSeen: new Date(article.seenAt).toISOString(),
        })),
      ),
    };
  }

  /** Every living story, with its current articles (a day's briefing reads them all). */
  stories(): Iterable<StoryView> {
    return this.views.values();
  }

  /** The keys of a living story's current articles (the archive adds the others). */
  currentKeys(id: string): ReadonlySet<string> {
    return new Set(this.views.get(id)?.articles.map((article) => article.item.key));
  }
}

/**
 * When an article was first seen: now, or its pubDate when that is earlier. A publisher
 * re-dating an old article cannot make it look new: the key keeps its first time.
 */
function firstSeen(item: SourceItem, now: number): number {
  const published = item.article.pubDate === null ? Number.NaN : Date.parse(item.article.pubDate);
  return Number.isNaN(published) ? now : Math.min(now, published);
}
