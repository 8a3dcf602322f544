import { Link, useParams } from "react-router";
import styled from "styled-components";
import { Kicker } from "../components/articleParts.tsx";
import { Page, PageHeading, PageIntro } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { useLanguage } from "../engine/LanguageContext.tsx";
import { NotFound } from "../engine/NotFound.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import type { Briefing } from "../shared/briefing.ts";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { feedLinks } from "../shared/feedLinks.ts";
import { withLanguage } from "../shared/languageHref.ts";
import { storyPath, todayPagePath } from "../shared/sitePaths.ts";
import { todayPath } from "../shared/todayPaths.ts";
import { todayTexts } from "../shared/todayTexts.ts";
import { theme } from "../theme.ts";
import { SinceLastVisit } from "./SinceLastVisit.tsx";
import { TodayStory } from "./TodayStory.tsx";
import { todayKey, useBriefing } from "./todayQuery.ts";
import { usePageTexts } from "./usePageTexts.ts";

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
  h2.side { margin: 0 0 0.75rem; font-family: ${theme.font.serif}; font-size: 1.25rem; }
`;

const Stories = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  > li:first-child { padding-top: 0; }
`;

const Developing = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a { color: ${theme.color.ink}; font-weight: 700; text-decoration: none; }
  a:hover, a:focus-visible { text-decoration: underline; }
  span { display: block; color: ${theme.color.inkSoft}; font-size: 0.875rem; }
`;

const DayLinks = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  a { color: ${theme.color.link}; font-weight: 700; }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.inkSoft};
  font-size: 0.875rem;
`;

/** A briefing's day in the page's language ("29 November 2026"), in UTC like its address. */
function dayName(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function Briefed({ briefing }: { briefing: Briefing }) {
  const lang = useLanguage();
  const texts = todayTexts[lang];
  const local = (path: string) => withLanguage(path, lang);
  // The day before today links /today/<today>, which leads to /today.
  const dayHref = (date: string) => local(todayPath(date));
  return (
    <Page>
      <PageTitle title={briefing.live ? texts.heading : dayName(briefing.date, lang)} />
      <header>
        <Kicker as="p">{texts.menu}</Kicker>
        <PageHeading>{briefing.live ? texts.heading : dayName(briefing.date, lang)}</PageHeading>
        <PageIntro>
          {briefing.live ? texts.intro : texts.pastIntro(dayName(briefing.date, lang))}
        </PageIntro>
      </header>
      {briefing.live && <SinceLastVisit stories={briefing.stories} />}
      <Columns>
        <section aria-label={texts.heading}>
          <Note>{texts.howSummed}</Note>
          {briefing.stories.length === 0 ? (
            <SlotMessage kind="status">{texts.empty}</SlotMessage>
          ) : (
            <Stories>
              {briefing.stories.map((story, index) => (
                <TodayStory key={story.id} story={story} rank={index + 1} />
              ))}
            </Stories>
          )}
        </section>
        {briefing.developing.length > 0 && (
          <aside aria-labelledby="today-developing">
            <h2 className="side" id="today-developing">
              {texts.developing}
            </h2>
            <Developing>
              {briefing.developing.map((story) => (
                <li key={story.id}>
                  <Link to={local(storyPath(story.id))} dir="auto">
                    {story.title}
                  </Link>
                  <span>{texts.gained(story.gained)}</span>
                </li>
              ))}
            </Developing>
          </aside>
        )}
      </Columns>
      <DayLinks aria-label={texts.heading}>
        {briefing.previous ? (
          <Link to={dayHref(briefing.previous)} rel="prev">
            {texts.previousDay}
          </Link>
        ) : (
          <span />
        )}
        {briefing.next && (
          <Link to={dayHref(briefing.next)} rel="next">
            {texts.nextDay}
          </Link>
        )}
      </DayLinks>
    </Page>
  );
}

/** `/today` and `/today/:date` (issue 50): a day's top stories, each summed up in its reports' words. */
function TodayPage() {
  const lang = useLanguage();
  const { STORY_TEXT } = usePageTexts();
  const { date = null } = useParams();
  const briefing = useBriefing(date, lang);
  // The server prefills null for a day the archive does not hold (its page is a 404).
  if (briefing.status === "success" && briefing.data === null) return <NotFound />;
  if (briefing.error?.cause === 404 || briefing.error?.cause === 400) return <NotFound />;
  if (briefing.status !== "success")
    return (
      <Page>
        <PageTitle title={todayTexts[lang].heading} />
        <SlotMessage kind={briefing.status === "pending" ? "status" : "error"}>
          {briefing.status === "pending" ? STORY_TEXT.loading : STORY_TEXT.failed}
        </SlotMessage>
      </Page>
    );
  return <Briefed briefing={briefing.data} />;
}

export const todayScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "today" }>> = {
  Component: TodayPage,
  queries: (data) => [[todayKey(data.date, data.lang), data.briefing]],
  head: (data, texts) =>
    data.briefing
      ? {
          title: data.briefing.live
            ? todayTexts[data.lang].heading
            : dayName(data.briefing.date, data.lang),
          status: 200,
        }
      : { title: texts.TEXT.pageNotFound, status: 404 },
  // Follow the briefing: today's as RSS and JSON Feed, linked from the head.
  feeds: (data, title) => (data.briefing ? feedLinks(todayPagePath, title) : undefined),
};
