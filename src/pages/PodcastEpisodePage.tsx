import { useParams } from "react-router";
import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import { Page, PageHeading } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { useLocalHref } from "../engine/LanguageContext.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import { Link } from "../engine/RouterLink.tsx";
import { episodeKey, episodeTrack, useEpisodePage } from "../player/podcastQueries.ts";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { titlesIn } from "../shared/pageTexts.ts";
import type { EpisodePage } from "../shared/podcastApi.ts";
import { showPath } from "../shared/podcastPaths.ts";
import { theme } from "../theme.ts";
import { ChapterList, TranscriptLines } from "./EpisodeTimeline.tsx";
import { Artwork, Duration, PlayButton, PodcastAnswer, PodcastHeader } from "./podcastParts.tsx";
import { usePodcastTexts } from "./usePodcastTexts.ts";

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 1rem;
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

const Sections = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  h2 { margin: 0 0 0.75rem; font-family: ${theme.font.serif}; font-size: 1.4rem; }
  section { min-width: 0; }
  > div { display: grid; gap: 2rem; align-content: start; }
`;

/** Show notes are plain text (the server's hostile-text rules); their line breaks kept. */
const Notes = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

function Episode({ data }: { data: EpisodePage }) {
  const T = usePodcastTexts();
  const local = useLocalHref();
  const { show, episode, chapters, transcript } = data;
  const track = episodeTrack(
    episode,
    chapters.map(({ start, title }) => ({ start, title })),
  );
  return (
    <Page>
      <PageTitle title={episode.title} />
      <PodcastHeader>
        <Artwork image={episode.image} proxy={episode.imageProxy} />
        <div>
          <p>
            <Link to={local(showPath(show.id))} dir="auto">
              {show.title}
            </Link>
          </p>
          <PageHeading dir="auto">{episode.title}</PageHeading>
          <Meta>
            <ArticleDate iso={episode.pubDate} style="full" />
            <Duration seconds={episode.duration} />
            <PlayButton track={track} />
          </Meta>
        </div>
      </PodcastHeader>
      <Sections>
        <div>
          <section aria-labelledby="episode-notes">
            <h2 id="episode-notes">{T.showNotes}</h2>
            <Notes dir="auto">{episode.notes || episode.description}</Notes>
          </section>
          {chapters.length > 0 && (
            <section aria-labelledby="episode-chapters">
              <h2 id="episode-chapters">{T.chapters}</h2>
              <ChapterList track={track} chapters={chapters} />
            </section>
          )}
        </div>
        <section aria-labelledby="episode-transcript">
          <h2 id="episode-transcript">{T.transcript}</h2>
          {transcript ? (
            <TranscriptLines track={track} cues={transcript} />
          ) : (
            <SlotMessage kind="status">
              {data.transcriptError ? T.transcriptFailed : T.noTranscript}
            </SlotMessage>
          )}
        </section>
      </Sections>
      <p>
        <Link to={local(showPath(show.id))}>{T.allEpisodes}</Link>
      </p>
    </Page>
  );
}

/**
 * `/podcast/:show/:episode` (issue 46): an episode's notes, its chapters and its transcript,
 * whose lines play the episode from where they are said and follow it as it plays.
 */
function PodcastEpisodePage() {
  const { show = "", episode = "" } = useParams();
  const answer = useEpisodePage(show, episode);
  return <PodcastAnswer answer={answer} page={(data) => <Episode data={data} />} />;
}

export const podcastEpisodeScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "episode" }>> = {
  Component: PodcastEpisodePage,
  queries: (data) => [[episodeKey(data.show, data.episode), data.data]],
  head: (data, texts) =>
    data.data
      ? { title: data.data.episode.title, status: 200 }
      : { title: titlesIn(texts).notFound, status: 404 },
};
