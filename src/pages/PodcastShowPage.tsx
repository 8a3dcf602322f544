import { useParams, useSearchParams } from "react-router";
import styled from "styled-components";
import { ArticleDate, Kicker } from "../components/articleParts.tsx";
import { Page, PageHeading, PageIntro } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { useLocalHref } from "../engine/LanguageContext.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import { Link } from "../engine/RouterLink.tsx";
import { episodeTrack, showKey, useShowPage } from "../player/podcastQueries.ts";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { titlesIn } from "../shared/pageTexts.ts";
import type { ShowPage } from "../shared/podcastApi.ts";
import { episodePath, showPageNumber, showPath } from "../shared/podcastPaths.ts";
import { theme } from "../theme.ts";
import { Artwork, Duration, PlayButton, PodcastAnswer, PodcastHeader } from "./podcastParts.tsx";
import { usePodcastTexts } from "./usePodcastTexts.ts";

const Episodes = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: 0.35rem;
    padding: 1rem 0;
    border-bottom: 1px solid ${theme.color.rule};
  }
  h3 { margin: 0; font-family: ${theme.font.serif}; font-size: 1.15rem; line-height: 1.3; }
  h3 a { color: ${theme.color.ink}; text-decoration: none; }
  h3 a:hover, h3 a:focus-visible { text-decoration: underline; }
  p { margin: 0; color: ${theme.color.inkSoft}; font-size: 0.9375rem; }
  .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 1rem; color: ${theme.color.muted}; font-size: 0.875rem; }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  span { color: ${theme.color.muted}; }
  a { color: ${theme.color.link}; font-weight: 700; }
`;

/** "Newer episodes", "Page N of M", "Older episodes": links, so paging works without JavaScript. */
function EpisodePager({ show }: { show: ShowPage }) {
  const T = usePodcastTexts();
  const local = useLocalHref();
  const { page, pages } = show;
  if (pages <= 1) return null;
  return (
    <Pager aria-label={T.pages}>
      {page > 1 ? (
        <Link rel="prev" to={local(showPath(show.show.id, page - 1))}>
          {T.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{T.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link rel="next" to={local(showPath(show.show.id, page + 1))}>
          {T.next}
        </Link>
      ) : (
        <span />
      )}
    </Pager>
  );
}

function Show({ data }: { data: ShowPage }) {
  const T = usePodcastTexts();
  const local = useLocalHref();
  const { show, episodes } = data;
  return (
    <Page>
      <PageTitle title={show.title} />
      <PodcastHeader>
        <Artwork image={show.image} proxy={show.imageProxy} />
        <div>
          <Kicker as="p">{T.kicker}</Kicker>
          <PageHeading dir="auto">{show.title}</PageHeading>
          {show.description && <PageIntro dir="auto">{show.description}</PageIntro>}
          <PageIntro>{T.episodeCount(data.total)}</PageIntro>
        </div>
      </PodcastHeader>
      <section aria-labelledby="show-episodes">
        <h2 id="show-episodes" className="visually-hidden">
          {T.episodes}
        </h2>
        {episodes.length === 0 ? (
          <SlotMessage kind="status">{T.noEpisodes}</SlotMessage>
        ) : (
          <Episodes>
            {episodes.map((episode) => (
              <li key={episode.id}>
                <h3 dir="auto">
                  <Link to={local(episodePath(show.id, episode.id))}>{episode.title}</Link>
                </h3>
                {episode.description && <p dir="auto">{episode.description}</p>}
                <div className="meta">
                  <ArticleDate iso={episode.pubDate} />
                  <Duration seconds={episode.duration} />
                  <PlayButton track={episodeTrack(episode)} />
                </div>
              </li>
            ))}
          </Episodes>
        )}
      </section>
      <EpisodePager show={data} />
    </Page>
  );
}

/** `/podcast/:show` (issue 46): a show's artwork, description and episodes, 20 a page. */
function PodcastShowPage() {
  const { show = "" } = useParams();
  const [params] = useSearchParams();
  const answer = useShowPage(show, showPageNumber(params.get("page")));
  return <PodcastAnswer answer={answer} page={(data) => <Show data={data} />} />;
}

export const podcastShowScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "show" }>> = {
  Component: PodcastShowPage,
  queries: (data) => [[showKey(data.show, data.pageNumber), data.data]],
  head: (data, texts) =>
    data.data
      ? { title: data.data.show.title, status: 200 }
      : { title: titlesIn(texts).notFound, status: 404 },
};
