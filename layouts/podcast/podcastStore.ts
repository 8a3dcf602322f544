import type { PodcastCategory, PodcastItem } from "#src/shared/staticContent.ts";
import { DEFAULT_PODCAST_CATEGORY } from "#src/shared/staticContentValues.ts";

/** spec, Entities: "Podcast store state". */
export interface PodcastState {
  currentCategory: string;
  /** The items of the current category. */
  podcasts: readonly PodcastItem[];
}

export interface PodcastStore {
  getState(): PodcastState;
  /**
   * The one action (spec: States and transitions): sets the current category and replaces the list with
   * that category's items; an unknown category gets the NewsPodcast items.
   */
  setCategory(category: string): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A small store over the podcast catalogue (shaped for React's useSyncExternalStore). */
export function createPodcastStore(
  categories: readonly PodcastCategory[],
  initialCategory: string = DEFAULT_PODCAST_CATEGORY,
): PodcastStore {
  const itemsOf = (category: string): readonly PodcastItem[] =>
    (
      categories.find((entry) => entry.id === category) ??
      categories.find((entry) => entry.id === DEFAULT_PODCAST_CATEGORY)
    )?.items ?? [];
  const listeners = new Set<() => void>();
  let state: PodcastState = {
    currentCategory: initialCategory,
    podcasts: itemsOf(initialCategory),
  };
  return {
    getState: () => state,
    setCategory(category) {
      if (category === state.currentCategory) return;
      state = { currentCategory: category, podcasts: itemsOf(category) };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
