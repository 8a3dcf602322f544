import { Fragment } from "react";
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
import type { StoryData } from "../shared/story.ts";
import type { SpanUnit } from "../shared/storyTexts.ts";
import { theme } from "../theme.ts";
import { StoryCoverage } from "./StoryCoverage.tsx";
import { StoryCoverageList } from "./StoryCoverageList.tsx";
import { StoryDays } from "./StoryDays.tsx";
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

/** The words that tie the reports: each isolated, as a headline's name may read either way. */
const Term = styled.bdi`
  color: ${theme.color.ink};
  font-weight: 700;
`;

/** When the story was first reported and last reported. */
const Dates = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0.75rem 0 0;
  font-size: 0.875rem;
  > div { min-width: 0; }
  dt { color: ${theme.color.muted}; font-size: 0.8125rem; font-weight: 700; }
  dd { margin: 0; color: ${theme.color.ink}; }
`;

/**
 * How long a story has run, from its first report to its latest, in the largest unit that
 * fits (rounded); null under a minute, or when a date is unusable.
 */
export function storySpan(from: string, to: string): { count: number; unit: SpanUnit } | null {
  const ms = Date.parse(to) - Date.parse(from);
  if (!(ms >= 30_000)) return null;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return { count: minutes, unit: "minute" };
  const hours = Math.round(minutes / 60);
  if (hours < 24) return { count: hours, unit: "hour" };
  return { count: Math.round(hours / 24), unit: "day" };
}

/** When the newest report was first seen; the story's `updated` when it lists none. */
function latestOf({ articles, updated }: StoryData): string {
  let latest: string | undefined;
  for (const { firstSeen } of articles)
    if (latest === undefined || Date.parse(firstSeen) > Date.parse(latest)) latest = firstSeen;
  return latest ?? updated;
}

/**
 * Under the headline: why its reports are together ("Grouped by Meridale, floods"), by how
 * many publishers, over how long; then when it was first and last reported.
 */
function StoryFacts({ story }: { story: StoryData }) {
  const { STORY_TEXT } = usePageTexts();
  const terms = story.why?.terms ?? [];
  const latest = latestOf(story);
  const span = storySpan(story.firstSeen, latest);
  return (
    <>
      <PageIntro>
        {terms.length > 0 && (
          <>
            {STORY_TEXT.groupedBy}{" "}
            {terms.map((term, i) => (
              <Fragment key={term}>
                {i > 0 && STORY_TEXT.termSeparator}
                <Term dir="auto">{term}</Term>
              </Fragment>
            ))}
            {" · "}
          </>
        )}
        {STORY_TEXT.publishers(story.sourceCount)}
        {span && ` · ${STORY_TEXT.span(span.count, span.unit)}`}
      </PageIntro>
      <Dates>
        <div>
          <dt>{STORY_TEXT.firstReported}</dt>
          <dd>
            <ArticleDate iso={story.firstSeen} style="full" />
          </dd>
        </div>
        {latest !== story.firstSeen && (
          <div>
            <dt>{STORY_TEXT.latest}</dt>
            <dd>
              <ArticleDate iso={latest} style="full" />
            </dd>
          </div>
        )}
      </Dates>
    </>
  );
}

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
  const { title, articles, coverage } = story.data;
  return (
    <Page>
      <PageTitle title={titlesIn(texts).story(title)} />
      <header>
        <Kicker>{STORY_TEXT.coverage}</Kicker>
        <PageHeading dir="auto">{title}</PageHeading>
        <StoryFacts story={story.data} />
      </header>
      {coverage && <StoryCoverage coverage={coverage} reports={articles.length} />}
      <Sections>
        <section aria-labelledby="story-articles">
          <h2 id="story-articles">{STORY_TEXT.articles}</h2>
          <StoryCoverageList articles={articles} />
        </section>
        <StoryDays articles={articles} />
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
