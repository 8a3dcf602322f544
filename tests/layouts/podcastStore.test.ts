import podcasts from "virtual:static-content/podcasts";
import { describe, expect, it, vi } from "vitest";
import { createPodcastStore } from "../../layouts/podcast/podcastStore.ts";
import type { PodcastCategory } from "../../src/shared/staticContent.ts";
import { DEFAULT_PODCAST_CATEGORY } from "../../src/shared/staticContentValues.ts";

const item = (id: number, title: string) => ({
  id,
  title,
  episode: `EP 0${id}`,
  image: `/podcast/${id}.svg`,
});
const catalogue: PodcastCategory[] = [
  {
    id: "NewsPodcast",
    label: { en: "News", es: "Noticias", fr: "Actualités", ar: "أخبار" },
    shows: [],
    items: [item(1, "News one"), item(2, "News two"), item(3, "News three")],
  },
  {
    id: "Technology",
    label: { en: "Technology", es: "Tecnología", fr: "Technologie", ar: "تكنولوجيا" },
    shows: [],
    items: [item(1, "Tech one"), item(2, "Tech two"), item(3, "Tech three")],
  },
];
const titles = (store: ReturnType<typeof createPodcastStore>) =>
  store.getState().podcasts.map((podcast) => podcast.title);

describe("podcast store", () => {
  it("starts on NewsPodcast with its items", () => {
    const store = createPodcastStore(catalogue);
    expect(DEFAULT_PODCAST_CATEGORY).toBe("NewsPodcast");
    expect(store.getState().currentCategory).toBe("NewsPodcast");
    expect(titles(store)).toEqual(["News one", "News two", "News three"]);
  });

  it("one action sets the category and replaces the list with its items", () => {
    const store = createPodcastStore(catalogue);
    store.setCategory("Technology");
    expect(store.getState()).toEqual({
      currentCategory: "Technology",
      podcasts: catalogue[1]?.items,
    });
    store.setCategory("NewsPodcast");
    expect(titles(store)).toEqual(["News one", "News two", "News three"]);
  });

  it("falls back to the NewsPodcast items for an unknown category", () => {
    const store = createPodcastStore(catalogue);
    store.setCategory("Technology");
    store.setCategory("Gardening");
    expect(store.getState().currentCategory).toBe("Gardening");
    expect(titles(store)).toEqual(["News one", "News two", "News three"]);
    expect(titles(createPodcastStore(catalogue, "nope"))).toEqual([
      "News one",
      "News two",
      "News three",
    ]);
  });

  it("notifies subscribers on a change only, until they unsubscribe", () => {
    const store = createPodcastStore(catalogue);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setCategory("NewsPodcast");
    expect(listener).not.toHaveBeenCalled();
    store.setCategory("Technology");
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.getState();
    store.setCategory("Technology");
    expect(store.getState()).toBe(before);
    unsubscribe();
    store.setCategory("NewsPodcast");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("works over the shipped catalogue: six categories of 3 to 6 items", () => {
    expect(podcasts.categories.map((category) => category.id)).toEqual([
      "NewsPodcast",
      "Technology",
      "Sport",
      "Live",
      "Health",
      "Food",
    ]);
    const store = createPodcastStore(podcasts.categories);
    for (const category of podcasts.categories) {
      store.setCategory(category.id);
      expect(store.getState().podcasts.length).toBeGreaterThanOrEqual(3);
      expect(store.getState().podcasts.length).toBeLessThanOrEqual(6);
    }
  });
});
