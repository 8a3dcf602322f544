import podcasts from "virtual:static-content/podcasts";
import { useLayoutEffect, useState, useSyncExternalStore } from "react";
import { Link, useSearchParams } from "react-router";
import styled from "styled-components";
import { CardGrid, Page } from "#src/components/pageParts.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { LanguageField, useLanguage, useLocalHref } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { usePodcastsOverview } from "#src/player/podcastQueries.ts";
import { defaultLanguage } from "#src/shared/languageHref.ts";
import {
  PODCAST_CATEGORY_PARAM as CATEGORY_PARAM,
  DEFAULT_PODCAST_CATEGORY,
} from "#src/shared/staticContentValues.ts";
import { theme } from "#src/theme.ts";
import { FeaturedEpisode } from "./FeaturedEpisode.tsx";
import { podcastCards } from "./podcastCards.ts";
import { createPodcastStore } from "./podcastStore.ts";

const Hero = styled.header`
  display: grid;
  align-content: end;
  min-height: clamp(12rem, 28vw, 18rem);
  padding: 1.5rem;
  color: ${theme.color.onPanel};
  border-radius: 8px;
  background: linear-gradient(90deg, ${theme.color.scrim}, ${theme.color.scrimFaint}), var(--hero) center / cover;
  h1 { margin: 0 0 0.5rem; font-family: ${theme.font.serif}; font-size: clamp(2rem, 5vw, 3.25rem); line-height: 1.05; }
  p { margin: 0; max-width: 36rem; font-size: 1.0625rem; }
`;

const Categories = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    padding: 0.5rem 1.1rem;
    background: ${theme.color.paper};
    border: 1px solid ${theme.color.ink};
    border-radius: 999px;
    font-weight: 700;
    font-size: 0.9375rem;
    cursor: pointer;
  }
  button:hover { background: ${theme.color.wash}; }
  button[aria-pressed="true"] { background: ${theme.color.ink}; color: ${theme.color.paper}; }
`;

const PodcastCard = styled.figure`
  margin: 0;
  img { width: 100%; height: auto; aspect-ratio: 1 / 1; object-fit: cover; border-radius: 6px; background: ${theme.color.imageSurface}; }
  figcaption { margin-top: 0.5rem; }
  strong { display: block; font-family: ${theme.font.serif}; font-size: 1rem; line-height: 1.25; }
  span { color: ${theme.color.muted}; font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.04em; }
`;

/**
 * The podcast page: hero, category buttons, the featured 'Episode No 1' panel and the
 * current category's podcasts. The category lives in the URL (`?category=Technology`);
 * a button pushes it, and the URL (also on reload or Back) drives the podcast store.
 */
export default function PodcastLayout(_props: LayoutProps<"podcast">) {
  const LAYOUT_TEXT = useLayoutTexts();
  const lang = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CATEGORY_PARAM) ?? DEFAULT_PODCAST_CATEGORY;
  const [store] = useState(() => createPodcastStore(podcasts.categories, requested));
  const { currentCategory, podcasts: items } = useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getState,
  );
  useLayoutEffect(() => store.setCategory(requested), [store, requested]);

  const current =
    podcasts.categories.find((category) => category.id === currentCategory) ??
    podcasts.categories[0];
  const label = current?.label[lang];
  const local = useLocalHref();
  // The real episodes (issue 46) once the API has them; the samples until then, and offline.
  const overview = usePodcastsOverview(lang).data;
  const cards = podcastCards(
    overview?.categories.find((category) => category.id === current?.id),
    currentCategory,
    items,
  );
  const [featured] = cards;

  return (
    <Page>
      <Hero style={{ "--hero": `url("${podcasts.hero.image}")` } as React.CSSProperties}>
        <h1 lang={defaultLanguage}>{podcasts.hero.title}</h1>
        <p lang={defaultLanguage}>{podcasts.hero.text}</p>
      </Hero>
      {/* A GET form: without JavaScript a category button loads `?category=<id>`. */}
      <Categories as="form" method="get" role="group" aria-label={LAYOUT_TEXT.podcastCategories}>
        {podcasts.categories.map((category) => (
          <button
            key={category.id}
            type="submit"
            name={CATEGORY_PARAM}
            value={category.id}
            aria-pressed={category.id === currentCategory}
            onClick={(event) => {
              event.preventDefault();
              setSearchParams((current) => {
                const next = new URLSearchParams(current);
                next.set(CATEGORY_PARAM, category.id);
                return next;
              });
            }}
          >
            {category.label[lang]}
          </button>
        ))}
        <LanguageField />
      </Categories>
      {featured && (
        <FeaturedEpisode key={`${currentCategory}:${featured.key}`} episode={featured} />
      )}
      <TitledSection title={LAYOUT_TEXT.podcastsOf(label ?? "")}>
        <CardGrid $min="9.5rem">
          {cards.map((podcast) => (
            <li key={podcast.key}>
              <PodcastCard>
                <img src={podcast.image} alt="" loading="lazy" width={400} height={400} />
                {/* A show's own words: its direction from its letters. */}
                <figcaption dir="auto">
                  <span>{podcast.label}</span>
                  <strong>
                    {podcast.href ? (
                      <Link to={local(podcast.href)}>{podcast.title}</Link>
                    ) : (
                      podcast.title
                    )}
                  </strong>
                </figcaption>
              </PodcastCard>
            </li>
          ))}
        </CardGrid>
      </TitledSection>
    </Page>
  );
}
