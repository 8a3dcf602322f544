import { useParams } from "react-router";
import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import { Page, PageHeading, PageIntro } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { NotFound } from "../engine/NotFound.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { feedLinks } from "../shared/feedLinks.ts";
import { titlesIn } from "../shared/pageTexts.ts";
import { storyPath } from "../shared/sitePaths.ts";
import { theme } from "../theme.ts";
import { StoryCoverageList } from "./StoryCoverageList.tsx";
import { StoryTimeline } from "./StoryTimeline.tsx";
import { storyKey, useStory } from "./storyQuery.ts";
import { usePageTexts } from "./usePageTexts.ts";

const Kicker = styled.p`
  margin: 0 0 0.5rem;
  color: ${theme.color.accent};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Sections = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
  h2 { margin: 0 0 1rem; font-family: ${theme.font.serif}; font-size: 1.4rem; }
`;

/** `/story/:id`, Full Coverage (issue 11): one event as every publisher tells it. */
function StoryPage() {
  const texts = usePageTexts();
  const { STORY_TEXT } = texts;
  const { id = "" } = useParams();
  const story = useStory(id);
  // The server prefills null for a story it does not know (its page is a 404).
  if (story.status === "success" && story.data === null) return <NotFound />;
  if (story.error?.cause === 404) return <NotFound />;
  if (story.status !== "success")
    return (
      <Page>
        <PageTitle title={STORY_TEXT.coverage} />
        {story.status === "pending" ? (
          <SlotMessage kind="status">{STORY_TEXT.loading}</SlotMessage>
        ) : (
          <SlotMessage kind="error">{STORY_TEXT.failed}</SlotMessage>
        )}
      </Page>
    );
  const { title, sourceCount, firstSeen, articles } = story.data;
  return (
    <Page>
      <PageTitle title={titlesIn(texts).story(title)} />
      <header>
        <Kicker>{STORY_TEXT.coverage}</Kicker>
        <PageHeading dir="auto">{title}</PageHeading>
        <PageIntro>
          {STORY_TEXT.publishers(sourceCount)} {STORY_TEXT.since}{" "}
          <ArticleDate iso={firstSeen} style="full" />
        </PageIntro>
      </header>
      <Sections>
        <section aria-labelledby="story-articles">
          <h2 id="story-articles">{STORY_TEXT.articles}</h2>
          <StoryCoverageList articles={articles} />
        </section>
        <StoryTimeline articles={articles} />
      </Sections>
    </Page>
  );
}

/**
 * `/story/:id`, a story's Full Coverage page (issue 11). An unknown story is prefilled as
 * null: the page shows its not-found screen, with no request, and answers 404.
 */
export const storyScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "story" }>> = {
  Component: StoryPage,
  queries: (data) => [[storyKey(data.id), data.story]],
  head: (data, texts) =>
    data.story
      ? { title: titlesIn(texts).story(data.story.title), status: 200 }
      : { title: titlesIn(texts).notFound, status: 404 },
  // Follow a story (issue 37): its reports as RSS and JSON Feed, linked from the head.
  feeds: (data, title) => (data.story ? feedLinks(storyPath(data.id), title) : undefined),
};
