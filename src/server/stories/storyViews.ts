/**
 * The stories of the articles the catalog serves, as it builds them: each current article
 * placed in its public story, and what each story counts (see StoryCatalog).
 */
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import type { Steps } from "../timeSlices.ts";
import { assignStoryIds } from "./assignStoryIds.ts";
import type { StoryClusters } from "./clusterStories.ts";
import { storyIdOf } from "./story.ts";
import type { StoryBook } from "./storyBook.ts";

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

/** A current article, with when it was first seen (ms). */
export interface CurrentArticle extends CatalogItem {
  seenAt: number;
}

/** A current story: its articles, as the catalog serves them. */
export interface StoryView extends StoryStanding {
  title: string;
  updated: number;
  articles: CurrentArticle[];
}

/** When an article the book does not place was first seen (the catalog remembers it). */
type Seen = (entry: CatalogItem, now: number) => number;

/** Places every current article in its public story (see assignStoryIds). */
export function* placingClustered(
  clusters: StoryClusters,
  current: ReadonlyMap<string, CatalogItem>,
  book: StoryBook,
  seen: Seen,
  now: number,
): Steps {
  const groups = new Map<string, string[]>();
  const seenAt = new Map<string, number>();
  for (const entry of current.values()) {
    const key = entry.item.key;
    const member = clusters.shown(key);
    seenAt.set(key, member?.seenAt ?? seen(entry, now));
    const clusterId = member?.story.id ?? storyIdOf(key);
    const keys = groups.get(clusterId);
    if (keys) keys.push(key);
    else groups.set(clusterId, [key]);
    yield;
  }
  const ids = yield* assignStoryIds(
    [...groups].map(([clusterId, keys]) => ({ clusterId, keys })),
    book,
  );
  for (const [clusterId, keys] of groups) {
    const storyId = ids.get(clusterId) as string;
    for (const key of keys) {
      const known = book.place(key);
      if (known?.storyId === storyId && known.seenAt === seenAt.get(key)) continue;
      const entry = current.get(key) as CatalogItem;
      book.setPlace({
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
 * Each current article's story, as the book places it (a story of its own where it does
 * not), and what each story counts; given at the last step.
 */
export function* buildingStoryViews(
  current: ReadonlyMap<string, CatalogItem>,
  book: StoryBook,
  seen: Seen,
  now: number,
): Steps<{ views: Map<string, StoryView>; byKey: Map<string, StoryView> }> {
  const views = new Map<string, StoryView>();
  const byKey = new Map<string, StoryView>();
  for (const entry of current.values()) {
    const key = entry.item.key;
    const place = book.place(key);
    const id = place?.storyId ?? storyIdOf(key);
    const article: CurrentArticle = {
      item: entry.item,
      publisher: entry.publisher,
      source: entry.source,
      seenAt: place?.seenAt ?? seen(entry, now),
    };
    let view = views.get(id);
    if (!view) {
      const record = book.record(id);
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
  return { views, byKey };
}
