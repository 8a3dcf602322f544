import podcasts from "virtual:static-content/podcasts";
import { useId, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "wouter";
import { SectionTitle } from "#src/components/articleParts.tsx";
import { CardGrid, Page } from "#src/components/pageParts.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { DEFAULT_PODCAST_CATEGORY } from "#src/shared/staticContentValues.ts";
import { FeaturedEpisode } from "./FeaturedEpisode.tsx";
import styles from "./PodcastLayout.module.css";
import { createPodcastStore } from "./podcastStore.ts";

/** The URL query parameter that keeps the selected category (reload, back button, sharing). */
const CATEGORY_PARAM = "category";

/**
 * The podcast page: hero, category buttons, the featured 'Episode No 1' panel and the
 * current category's podcasts. The category lives in the URL (`?category=Technology`);
 * a button pushes it, and the URL (also on reload or Back) drives the podcast store.
 */
export default function PodcastLayout(_props: LayoutProps<"podcast">) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CATEGORY_PARAM) ?? DEFAULT_PODCAST_CATEGORY;
  const [store] = useState(() => createPodcastStore(podcasts.categories, requested));
  const { currentCategory, podcasts: items } = useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getState,
  );
  useLayoutEffect(() => store.setCategory(requested), [store, requested]);

  const gridHeading = useId();
  const label =
    podcasts.categories.find((category) => category.id === currentCategory)?.label ??
    podcasts.categories[0]?.label;
  const [featured] = items;

  return (
    <Page>
      <header className={styles.hero} style={{ "--hero": `url("${podcasts.hero.image}")` }}>
        <h1>{podcasts.hero.title}</h1>
        <p>{podcasts.hero.text}</p>
      </header>
      {/* A GET form: without JavaScript a category button loads `?category=<id>`. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a form (the GET without JavaScript), announced as the group of buttons it is */}
      <form className={styles.categories} method="get" role="group" aria-label="Podcast categories">
        {podcasts.categories.map((category) => (
          <button
            key={category.id}
            type="submit"
            name={CATEGORY_PARAM}
            value={category.id}
            aria-pressed={category.id === currentCategory}
            onClick={(event) => {
              event.preventDefault();
              setSearchParams({ [CATEGORY_PARAM]: category.id });
            }}
          >
            {category.label}
          </button>
        ))}
      </form>
      {featured && <FeaturedEpisode key={`${currentCategory}:${featured.id}`} episode={featured} />}
      <section aria-labelledby={gridHeading}>
        <SectionTitle id={gridHeading}>{label} podcasts</SectionTitle>
        <CardGrid min="9.5rem">
          {items.map((podcast) => (
            <li key={podcast.id}>
              <figure className={styles.podcastCard}>
                <img src={podcast.image} alt="" loading="lazy" width={400} height={400} />
                <figcaption>
                  <span>{podcast.episode}</span>
                  <strong>{podcast.title}</strong>
                </figcaption>
              </figure>
            </li>
          ))}
        </CardGrid>
      </section>
    </Page>
  );
}
