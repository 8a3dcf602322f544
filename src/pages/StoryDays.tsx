import styled from "styled-components";
import { ArticleDate, articleLang, titleOf } from "../components/articleParts.tsx";
import { type DateZone, dateTimeAttribute } from "../components/dates.ts";
import { useHydrated } from "../components/useHydrated.ts";
import { useLanguage } from "../engine/LanguageContext.tsx";
import type { Language } from "../shared/languageHref.ts";
import { publisherLabel } from "../shared/publisherLabel.ts";
import type { StoryArticle } from "../shared/story.ts";
import { theme } from "../theme.ts";
import { usePageTexts } from "./usePageTexts.ts";

const Day = styled.div`
  & + & { margin-top: 1.25rem; }
  h3 { margin: 0 0 0.6rem; color: ${theme.color.inkSoft}; font-size: 0.95rem; font-weight: 700; }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  padding-inline-start: 1rem;
  list-style: none;
  border-inline-start: 2px solid ${theme.color.rule};
  li { position: relative; padding-block: 0 1rem; padding-inline: 0.75rem 0; }
  li:last-child { padding-block-end: 0.25rem; }
  li::before {
    content: "";
    position: absolute;
    inset-inline-start: calc(-1rem - 6px);
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.color.accent};
  }
  time, .publisher { color: ${theme.color.muted}; font-size: 0.875rem; }
  p { margin: 0.15rem 0 0; overflow-wrap: anywhere; }
`;

/** A report's time (ms), or -Infinity when its date is unusable (listed last). */
const timeOf = (article: StoryArticle) => {
  const time = Date.parse(article.firstSeen);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** A calendar day in `zone` ("2025-6-3"), as the day headings group reports. */
function dayOf(time: number, zone: DateZone): string {
  if (!Number.isFinite(time)) return "";
  const date = new Date(time);
  return zone === "utc"
    ? `${date.getUTCFullYear()}-${date.getUTCMonth()}-${date.getUTCDate()}`
    : `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** The reports by calendar day, the newest day first, each day's newest first. */
export function storyDays(
  articles: readonly StoryArticle[],
  zone: DateZone,
): { day: string; articles: StoryArticle[] }[] {
  const days: { day: string; articles: StoryArticle[] }[] = [];
  const newestFirst = [...articles].sort((a, b) => timeOf(b) - timeOf(a));
  for (const article of newestFirst) {
    const day = dayOf(timeOf(article), zone);
    const last = days.at(-1);
    if (last?.day === day) last.articles.push(article);
    else days.push({ day, articles: [article] });
  }
  return days;
}

/**
 * A report's time of day: in English the spec's pattern ("3:45 PM", by Date's getters, as
 * components/dates.ts writes dates, so an English page loads no Intl locale data); in other
 * languages Intl's, as their catalogues write dates.
 */
function clockTime(iso: string, zone: DateZone, lang: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (lang !== "en")
    return new Intl.DateTimeFormat(lang, {
      hour: "numeric",
      minute: "2-digit",
      timeZone: zone === "utc" ? "UTC" : undefined,
    }).format(date);
  const hours = zone === "utc" ? date.getUTCHours() : date.getHours();
  const minutes = zone === "utc" ? date.getUTCMinutes() : date.getMinutes();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * The story's reports day by day, the newest day first, each under its date. Days are
 * calendar days in UTC while the server renders and the browser hydrates (their markup must
 * match), then in the visitor's zone, as ArticleDate does with the dates it shows.
 */
export function StoryDays({ articles }: { articles: readonly StoryArticle[] }) {
  const { STORY_TEXT, TEXT } = usePageTexts();
  const lang = useLanguage();
  const zone: DateZone = useHydrated() ? "local" : "utc";
  return (
    <section aria-labelledby="story-timeline">
      <h2 id="story-timeline">{STORY_TEXT.days}</h2>
      {storyDays(articles, zone).map(({ day, articles: reports }) => (
        <Day key={day}>
          <h3>
            <ArticleDate iso={(reports[0] as StoryArticle).firstSeen} missing={TEXT.noDate} />
          </h3>
          <List>
            {reports.map((article) => {
              const time = clockTime(article.firstSeen, zone, lang);
              return (
                <li key={article.link}>
                  {time && <time dateTime={dateTimeAttribute(article.firstSeen)}>{time}</time>}{" "}
                  <span className="publisher">
                    {time && "· "}
                    <bdi translate="no">{publisherLabel(article)}</bdi>
                  </span>
                  <p {...articleLang(article)}>{titleOf(article, TEXT)}</p>
                </li>
              );
            })}
          </List>
        </Day>
      ))}
    </section>
  );
}
