import type { StoryArticle, StoryData } from "../../shared/story.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import { StoryClusters } from "./clusterStories.ts";
import type { StoryInput } from "./story.ts";
import { storyRules } from "./storyRules.ts";

/** An item the site serves now, with its publisher. */
export interface CatalogItem {
  item: SourceItem;
  publisher: string;
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
 * The stories of the articles the site serves now. `update` adds articles not seen before
 * to the clustering (incremental: only new keys cost anything beyond a regrouping pass)
 * and regroups the current ones by story; a story lives while one of its articles is
 * served.
 */
export class StoryCatalog {
  private readonly clusters = new StoryClusters();
  private views = new Map<string, StoryView>();
  private byKey = new Map<string, StoryView>();
  /** The articles served now, as the last update gave them. */
  private current = new Map<string, CatalogItem>();
  private prunedAt = Number.NEGATIVE_INFINITY;

  /**
   * Replaces the set of current articles; new keys are clustered in the order given. The
   * current ones are regrouped when the clusters' schedule says (RegroupSchedule): until
   * then an event founded since shows alone, and the owner regroups when regroupDueIn
   * says (see regroupNow), so that it is not left so until the next refresh.
   */
  update(items: Iterable<CatalogItem>, now: number): void {
    const current = new Map<string, CatalogItem>();
    const added: StoryInput[] = [];
    for (const entry of items) {
      if (current.has(entry.item.key)) continue;
      current.set(entry.item.key, entry);
      if (!this.clusters.has(entry.item.key)) added.push(storyInput(entry, now));
    }
    // Oldest first, so that a story is founded by its earliest report.
    added.sort((a, b) => a.seenAt - b.seenAt);
    for (const input of added) this.clusters.add(input);
    if (now - this.prunedAt >= storyRules.schedule.pruneEveryMs) {
      this.clusters.prune(now - storyRules.windowMs, (key) => current.has(key));
      this.prunedAt = now;
    }
    if (this.clusters.regroupDue(now)) this.clusters.regroup(now);
    this.current = current;
    this.buildViews();
  }

  /**
   * How long until the articles the last update left ungrouped should be grouped (ms, 0:
   * now), or undefined when none are waiting: when to call regroupNow.
   */
  regroupDueIn(now: number): number | undefined {
    return this.clusters.regroupDueIn(now);
  }

  /** Groups the articles the last update left ungrouped, if any (see regroupDueIn). */
  regroupNow(now: number): void {
    if (this.clusters.regroupDueIn(now) === undefined) return;
    this.clusters.regroup(now);
    this.buildViews();
  }

  /** Each current article's story, as last grouped, and what each story counts. */
  private buildViews(): void {
    const current = this.current;
    const views = new Map<string, StoryView>();
    const byKey = new Map<string, StoryView>();
    for (const entry of current.values()) {
      const member = this.clusters.shown(entry.item.key);
      if (!member) continue;
      const story = member.story;
      const article: CurrentArticle = {
        item: entry.item,
        publisher: entry.publisher,
        seenAt: member.seenAt,
      };
      let view = views.get(story.id);
      if (!view) {
        view = {
          id: story.id,
          title: story.title,
          firstSeen: story.firstSeen,
          updated: article.seenAt,
          sourceCount: 0,
          joined: [],
          articles: [],
        };
        views.set(story.id, view);
      }
      view.articles.push(article);
      view.updated = Math.max(view.updated, article.seenAt);
      // A grouped story is named by its representative event (groupStories), which a lone
      // report may precede: the story starts, and is titled, where its earliest report is.
      if (article.seenAt < view.firstSeen) {
        view.firstSeen = article.seenAt;
        view.title = article.item.article.title;
      }
      byKey.set(article.item.key, view);
    }
    for (const view of views.values()) {
      const joined = new Map<string, number>();
      for (const { publisher, seenAt } of view.articles)
        joined.set(publisher, Math.min(seenAt, joined.get(publisher) ?? seenAt));
      view.joined = [...joined.values()];
      view.sourceCount = joined.size;
    }
    this.views = views;
    this.byKey = byKey;
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
      articles: coverageOrder(view.articles).map((article) => ({
        ...score(article.item),
        publisher: article.publisher,
        firstSeen: new Date(article.seenAt).toISOString(),
      })),
    };
  }
}

/**
 * When an article was first seen: now, or its pubDate when that is earlier. A publisher
 * re-dating an old article cannot make it look new: the key keeps its first time.
 */
function storyInput({ item, publisher }: CatalogItem, now: number): StoryInput {
  const published = item.article.pubDate === null ? Number.NaN : Date.parse(item.article.pubDate);
  return {
    key: item.key,
    titleKey: item.titleKey,
    title: item.article.title,
    description: item.article.description,
    publisher,
    annotation: item.annotation,
    seenAt: Number.isNaN(published) ? now : Math.min(now, published),
  };
}

/** One article per publisher (its newest) first, then the rest; each group newest first. */
function coverageOrder(articles: CurrentArticle[]): CurrentArticle[] {
  const time = (a: CurrentArticle) => {
    const published =
      a.item.article.pubDate === null ? Number.NaN : Date.parse(a.item.article.pubDate);
    return Number.isNaN(published) ? a.seenAt : published;
  };
  const newest = [...articles].sort((a, b) => time(b) - time(a));
  const seen = new Set<string>();
  const first: CurrentArticle[] = [];
  const rest: CurrentArticle[] = [];
  for (const article of newest) {
    if (seen.has(article.publisher)) rest.push(article);
    else {
      seen.add(article.publisher);
      first.push(article);
    }
  }
  return [...first, ...rest];
}
