import live from "virtual:static-content/live";
import styled from "styled-components";
import { ArticleDate } from "#src/components/articleParts.tsx";
import { StoryList } from "#src/components/pageParts.tsx";
import { ShowMoreList } from "#src/components/ShowMoreList.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import { clockTime } from "#src/player/playbackTime.ts";
import { playerStore } from "#src/player/playerStore.ts";
import { episodeTrack } from "#src/player/podcastQueries.ts";
import { defaultLanguage } from "#src/shared/languageHref.ts";
import { LIMITS } from "#src/shared/limits.ts";
import { PLAYER_TEXT } from "#src/shared/playerTexts.ts";
import type { EpisodeSummary } from "#src/shared/podcastApi.ts";
import { calendarDateTime } from "#src/shared/staticContentValues.ts";
import { theme } from "#src/theme.ts";

/** The spec's five episodes, four shown until Show More. */
const shown = 5;

export const EpisodeTitle = styled.h3`
  margin: 0 0 0.25rem;
  font-family: ${theme.font.serif};
  font-size: 1rem;
  line-height: 1.3;
`;

export const Small = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.8125rem;
  > * + *::before { content: "·"; margin: 0 0.4rem; }
`;

const Play = styled.button`
  margin-top: 0.4rem;
  padding: 0.25rem 0.8rem;
  border: 1px solid ${theme.color.ink};
  border-radius: 999px;
  background: ${theme.color.paper};
  color: inherit;
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 700;
  cursor: pointer;
`;

/**
 * 'Latest Episodes' on /live (issue 46): the newest episodes of the news shows (the
 * NewsPodcast category, the edition's language first), each played in the site-wide
 * player; the static sample list until they are known, or when no news show has any.
 */
export function LatestEpisodes({ episodes }: { episodes: readonly EpisodeSummary[] }) {
  const LAYOUT_TEXT = useLayoutTexts();
  const T = useTexts().PLAYER_TEXT ?? PLAYER_TEXT;
  const latest = episodes.slice(0, shown);
  return (
    <TitledSection title={LAYOUT_TEXT.latestEpisodes}>
      {latest.length === 0 ? (
        <ShowMoreList
          items={live.episodes}
          collapsed={LIMITS.liveEpisodesCollapsed}
          render={(visible, listId) => (
            <StoryList id={listId}>
              {visible.map((episode) => (
                <li key={episode.id}>
                  <article>
                    <EpisodeTitle lang={defaultLanguage}>{episode.title}</EpisodeTitle>
                    <Small>
                      <span translate="no">{episode.author}</span>
                      <ArticleDate iso={calendarDateTime(episode.date)} />
                      <span>{episode.duration}</span>
                    </Small>
                  </article>
                </li>
              ))}
            </StoryList>
          )}
        />
      ) : (
        <ShowMoreList
          items={latest}
          collapsed={LIMITS.liveEpisodesCollapsed}
          render={(visible, listId) => (
            <StoryList id={listId}>
              {visible.map((episode) => (
                <li key={`${episode.show}/${episode.id}`}>
                  <article>
                    <EpisodeTitle dir="auto">{episode.title}</EpisodeTitle>
                    <Small>
                      <span translate="no">{episode.showTitle}</span>
                      {episode.pubDate && <ArticleDate iso={episode.pubDate} />}
                      {episode.duration !== null && <span>{clockTime(episode.duration)}</span>}
                    </Small>
                    <Play
                      type="button"
                      aria-label={`${T.play}: ${episode.title}`}
                      onClick={() => playerStore.play(episodeTrack(episode))}
                    >
                      ▶ {T.play}
                    </Play>
                  </article>
                </li>
              ))}
            </StoryList>
          )}
        />
      )}
    </TitledSection>
  );
}
