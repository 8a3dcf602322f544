import type { StoryArticle, StoryData } from "../../shared/story.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import { runNow, type Steps } from "../timeSlices.ts";
import { assignStoryIds } from "./assignStoryIds.ts";
import { StoryClusters } from "./clusterStories.ts";
import { coverageOrder } from "./coverageOrder.ts";
import { type StoryInput, storyIdOf } from "./story.ts";
import { StoryBook, type StoryPlace, type StoryRecord } from "./storyBook.ts";
import { storyRules } from "./storyRules.ts";

/** How much a story's reports grow before what ties them is found again (see termsOf). */
const termsGrowth = 1.25;

/** An item the site serves now, with its publisher and the feed that carries it. */
export interface CatalogItem {
  item: SourceItem;
  publisher: string;
  /** The feed's URL (or `sample:<endpoint>`): where the archive keeps the item. */
  source: string;
}

/** What scoring and the API need to know about the story of an article. */
export interface StoryStanding {
  id: string;
  /** Distinct publishers among the story's current articles. */
  sourceCount: number;
  /** When the story was first seen (ms). */
  firstSeen: number;
  /** When each publisher's first current article in the story was seen (ms). */
  joined: number[];
}

interface CurrentArticle extends CatalogItem {
  seenAt: number;
}

interface StoryView extends StoryStanding {
  title: string;
  updated: number;
  articles: CurrentArticle[];
}

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
  /** Each story's terms, with how many reports and publishers they were found for. */
  private readonly terms = new Map<
    string,
    { reports: number; publishers: number; terms: readonly string[] }
  >();
  private prunedAt = Number.NEGATIVE_INFINITY;
  /** The stories recorded since their terms were last found (see findTerms). */
  private readonly termsDue = new Set<string>();
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
      for (const id of this.terms.keys()) if (!this.views.has(id)) this.terms.delete(id);
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
    if (this.clusters) yield* this.placingClustered(this.clusters, now);
    const views = new Map<string, StoryView>();
    const byKey = new Map<string, StoryView>();
    for (const entry of this.current.values()) {
      const key = entry.item.key;
      const place = this.book.place(key);
      const id = place?.storyId ?? storyIdOf(key);
      const article: CurrentArticle = {
        item: entry.item,
        publisher: entry.publisher,
        source: entry.source,
        seenAt: place?.seenAt ?? this.seen(entry, now),
      };
      let view = views.get(id);
      if (!view) {
        const record = this.book.record(id);
        view = {
          id,
          title: record?.title ?? article.item.article.title,
          firstSeen: record?.firstSeen ?? article.seenAt,
          updated: article.seenAt,
          sourceCount: 0,
          joined: [],
          articles: [],
        };
        views.set(id, view);
      }
      view.articles.push(article);
      view.updated = Math.max(view.updated, article.seenAt);
      // A story starts, and is titled, where its earliest report is.
      if (article.seenAt < view.firstSeen) {
        view.firstSeen = article.seenAt;
        view.title = article.item.article.title;
      }
      byKey.set(key, view);
      yield;
    }
    for (const view of views.values()) {
      // Most stories are one report: no map for them.
      if (view.articles.length === 1) {
        view.joined = [(view.articles[0] as CurrentArticle).seenAt];
        view.sourceCount = 1;
        continue;
      }
      const joined = new Map<string, number>();
      for (const { publisher, seenAt } of view.articles)
        joined.set(publisher, Math.min(seenAt, joined.get(publisher) ?? seenAt));
      view.joined = [...joined.values()];
      view.sourceCount = joined.size;
      yield;
    }
    yield;
    this.views = views;
    this.byKey = byKey;
    if (!this.clusters) return;
    for (const view of views.values()) {
      this.record(view);
      yield;
    }
  }

  /** Places every current article in its public story (see assignStoryIds). */
  private *placingClustered(clusters: StoryClusters, now: number): Steps {
    const groups = new Map<string, string[]>();
    const seenAt = new Map<string, number>();
    for (const entry of this.current.values()) {
      const key = entry.item.key;
      const member = clusters.shown(key);
      seenAt.set(key, member?.seenAt ?? this.seen(entry, now));
      const clusterId = member?.story.id ?? storyIdOf(key);
      const keys = groups.get(clusterId);
      if (keys) keys.push(key);
      else groups.set(clusterId, [key]);
      yield;
    }
    const ids = yield* assignStoryIds(
      [...groups].map(([clusterId, keys]) => ({ clusterId, keys })),
      this.book,
    );
    for (const [clusterId, keys] of groups) {
      const storyId = ids.get(clusterId) as string;
      for (const key of keys) {
        const known = this.book.place(key);
        if (known?.storyId === storyId && known.seenAt === seenAt.get(key)) continue;
        const entry = this.current.get(key) as CatalogItem;
        this.book.setPlace({
          key,
          storyId,
          seenAt: seenAt.get(key) as number,
          source: entry.source,
          link: entry.item.article.link,
          publisher: entry.publisher,
        });
      }
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
    const terms = this.termsOf(view, false);
    if (terms === undefined) this.termsDue.add(view.id);
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
    return this.termsDue.size > 0;
  }

  /**
   * Finds the terms of the stories recorded without them, until `deadline`
   * (performance.now() ms; Infinity: all), and records them; returns whether some remain.
   */
  findTerms(deadline: number): boolean {
    for (const id of this.termsDue) {
      if (performance.now() > deadline) return true;
      this.termsDue.delete(id);
      const view = this.views.get(id);
      const known = this.book.record(id);
      if (view && known) this.book.setRecord({ ...known, terms: this.termsOf(view, true) ?? [] });
    }
    return false;
  }

  /**
   * What ties a story's reports (`why.terms`), found again only when its reports change: by
   * the clustering where this instance clusters, else as the store has them.
   */
  private termsOf(view: StoryView, find: true): readonly string[];
  private termsOf(view: StoryView, find: boolean): readonly string[] | undefined;
  private termsOf(view: StoryView, find: boolean): readonly string[] | undefined {
    const stored = this.book.record(view.id)?.terms ?? [];
    // Down to one publisher served, the story still has the others archived: its terms
    // stay. (One publisher's follow-ups are tied by the follow-up rule, not by terms.)
    if (!this.clusters || view.sourceCount < 2) return stored;
    const reports = view.articles.length;
    const known = this.terms.get(view.id);
    // Found again when a publisher joins or leaves, or the reports change by a quarter:
    // finding them reads every headline, and what ties a story of hundreds changes slowly.
    if (
      known &&
      known.publishers === view.sourceCount &&
      reports >= known.reports &&
      reports < known.reports * termsGrowth
    )
      return known.terms;
    if (!find) return undefined;
    const terms = this.clusters.whyTerms(view.articles.map((article) => article.item.key));
    this.terms.set(view.id, { reports, publishers: view.sourceCount, terms });
    return terms;
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
      why: { terms: [...this.termsOf(view, true)] },
      articles: coverageOrder(
        view.articles.map((article) => ({
          ...score(article.item),
          publisher: article.publisher,
          firstSeen: new Date(article.seenAt).toISOString(),
        })),
      ),
    };
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
