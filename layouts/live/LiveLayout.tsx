import live from "virtual:static-content/live";
import styled from "styled-components";
import { ArticleDate } from "#src/components/articleParts.tsx";
import { Columns, Page, PageHeading, StoryList } from "#src/components/pageParts.tsx";
import { ShowMoreList } from "#src/components/ShowMoreList.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { useLanguage } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { usePodcastsOverview } from "#src/player/podcastQueries.ts";
import { defaultLanguage } from "#src/shared/languageHref.ts";
import { LIMITS } from "#src/shared/limits.ts";
import { calendarDateTime, DEFAULT_PODCAST_CATEGORY } from "#src/shared/staticContentValues.ts";
import { theme } from "#src/theme.ts";
import { EpisodeTitle, LatestEpisodes, Small } from "./LatestEpisodes.tsx";
import { OnAir } from "./OnAir.tsx";
import { StationList } from "./StationList.tsx";

const Main = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: start;
`;

const Warning = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  background: ${theme.color.warningWash};
  border-inline-start: 4px solid ${theme.color.warning};
  font-size: 0.9375rem;
`;

/** The stream placeholder: a fixed 16:9 frame, so nothing moves around it. */
const Stream = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${theme.color.night};
  border-radius: 8px;
  img { width: 100%; height: 100%; object-fit: cover; }
  figcaption {
    position: absolute;
    inset: auto 0 0 0;
    padding: 1rem 1.25rem;
    background: linear-gradient(transparent, ${theme.color.scrim});
    color: ${theme.color.onPanel};
  }
  strong { display: block; font-family: ${theme.font.serif}; font-size: clamp(1.1rem, 2.5vw, 1.5rem); }
`;

const NowPlaying = styled.span`
  display: inline-block;
  margin-bottom: 0.4rem;
  padding: 0.2rem 0.6rem;
  background: ${theme.color.accentFill};
  color: ${theme.color.onAccent};
  border-radius: 3px;
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StreamText = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

const NewsItem = styled.article`
  display: grid;
  grid-template-columns: minmax(5.5rem, 30%) minmax(0, 1fr);
  gap: 0.85rem;
  align-items: start;
  img { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: ${theme.color.imageSurface}; }
  p { margin: 0 0 0.35rem; font-size: 0.9375rem; color: ${theme.color.inkSoft}; }
`;

/**
 * The live page: the stream placeholder, warning and 'Now playing' (the station played, by
 * name, and its programme), the stations, the news shows' latest episodes (issue 46), and
 * the static news (config/live.json).
 */
export default function LiveLayout({ route }: LayoutProps<"live">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  const overview = usePodcastsOverview(useLanguage()).data;
  const stations = overview?.stations ?? [];
  const newsEpisodes =
    overview?.categories.find((category) => category.id === DEFAULT_PODCAST_CATEGORY)?.episodes ??
    [];
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="main-aside">
        <Main>
          <Warning role="note">{LAYOUT_TEXT.seizureWarning}</Warning>
          <Stream aria-label={LAYOUT_TEXT.liveStream(live.stream.title)}>
            <img src={live.stream.poster} alt="" width={1280} height={720} />
            <figcaption>
              <NowPlaying>{LAYOUT_TEXT.nowPlaying}</NowPlaying>
              <OnAir stations={stations} />
            </figcaption>
          </Stream>
          <StreamText lang={defaultLanguage}>{live.stream.text}</StreamText>
          <StationList stations={stations} />
          <TitledSection title={LAYOUT_TEXT.newsFromStudio}>
            <ShowMoreList
              items={live.news}
              collapsed={LIMITS.liveNewsCollapsed}
              render={(visible, listId) => (
                <StoryList id={listId}>
                  {visible.map((item) => (
                    <li key={item.id}>
                      <NewsItem>
                        <img src={item.img} alt="" loading="lazy" width={800} height={450} />
                        <div>
                          <EpisodeTitle lang={defaultLanguage}>{item.title}</EpisodeTitle>
                          <p lang={defaultLanguage}>{item.description}</p>
                          <Small>
                            <span>{item.time}</span>
                            <ArticleDate iso={calendarDateTime(item.date)} />
                          </Small>
                        </div>
                      </NewsItem>
                    </li>
                  ))}
                </StoryList>
              )}
            />
          </TitledSection>
        </Main>
        <LatestEpisodes episodes={newsEpisodes} />
      </Columns>
    </Page>
  );
}
