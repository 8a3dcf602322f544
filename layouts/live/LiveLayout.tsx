import live from "virtual:static-content/live";
import { useId } from "react";
import { ArticleDate, SectionTitle } from "#src/components/articleParts.tsx";
import { LIMITS } from "#src/components/limits.ts";
import { Columns, Page, PageHeading, StoryList } from "#src/components/pageParts.tsx";
import { ShowMoreList } from "#src/components/ShowMoreList.tsx";
import { TEXT } from "#src/components/texts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { calendarDateTime } from "#src/shared/staticContentValues.ts";
import styles from "./LiveLayout.module.css";

/** The live page: static stream placeholder, warning, Now playing, episodes and news (config/live.json). */
export default function LiveLayout({ route }: LayoutProps<"live">) {
  const episodesHeading = useId();
  const newsHeading = useId();
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Columns split="main-aside">
        <div className={styles.main}>
          <p className={styles.warning} role="note">
            {TEXT.seizureWarning}
          </p>
          <figure className={styles.stream} aria-label={`${live.stream.title}: live stream`}>
            <img src={live.stream.poster} alt="" width={1280} height={720} />
            <figcaption>
              <span className={styles.nowPlaying}>{TEXT.nowPlaying}</span>
              <strong>{live.nowPlaying.title}</strong>
              <span>with {live.nowPlaying.host}</span>
            </figcaption>
          </figure>
          <p className={styles.streamText}>{live.stream.text}</p>
          <section aria-labelledby={newsHeading}>
            <SectionTitle id={newsHeading}>News from the studio</SectionTitle>
            <ShowMoreList
              items={live.news}
              collapsed={LIMITS.liveNewsCollapsed}
              render={(visible, listId) => (
                <StoryList id={listId}>
                  {visible.map((item) => (
                    <li key={item.id}>
                      <article className={styles.newsItem}>
                        <img src={item.img} alt="" loading="lazy" width={800} height={450} />
                        <div>
                          <h3 className={styles.episodeTitle}>{item.title}</h3>
                          <p>{item.description}</p>
                          <p className={styles.small}>
                            <span>{item.time}</span>
                            <ArticleDate iso={calendarDateTime(item.date)} />
                          </p>
                        </div>
                      </article>
                    </li>
                  ))}
                </StoryList>
              )}
            />
          </section>
        </div>
        <section aria-labelledby={episodesHeading}>
          <SectionTitle id={episodesHeading}>{TEXT.latestEpisodes}</SectionTitle>
          <ShowMoreList
            items={live.episodes}
            collapsed={LIMITS.liveEpisodesCollapsed}
            render={(visible, listId) => (
              <StoryList id={listId}>
                {visible.map((episode) => (
                  <li key={episode.id}>
                    <article>
                      <h3 className={styles.episodeTitle}>{episode.title}</h3>
                      <p className={styles.small}>
                        <span>{episode.author}</span>
                        <ArticleDate iso={calendarDateTime(episode.date)} />
                        <span>{episode.duration}</span>
                      </p>
                    </article>
                  </li>
                ))}
              </StoryList>
            )}
          />
        </section>
      </Columns>
    </Page>
  );
}
