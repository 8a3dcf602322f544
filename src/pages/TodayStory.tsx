import { Link } from "react-router";
import styled from "styled-components";
import { ArticleDate } from "../components/articleParts.tsx";
import { useLanguage } from "../engine/LanguageContext.tsx";
import type { BriefingStory } from "../shared/briefing.ts";
import { coverageTexts } from "../shared/coverageTexts.ts";
import { withLanguage } from "../shared/languageHref.ts";
import { publisherLabel } from "../shared/publisherLabel.ts";
import { storyPath } from "../shared/sitePaths.ts";
import { todayTexts } from "../shared/todayTexts.ts";
import { theme } from "../theme.ts";

const Item = styled.li`
  display: grid;
  gap: 0.6rem;
  padding: 1.25rem 0;
  border-bottom: 1px solid ${theme.color.rule};
  h2 { margin: 0; font-family: ${theme.font.serif}; font-size: 1.35rem; line-height: 1.2; }
  h2 a { color: ${theme.color.ink}; text-decoration: none; }
  h2 a:hover, h2 a:focus-visible { text-decoration: underline; }
`;

const Summary = styled.ol`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.ink};
  line-height: 1.5;
  blockquote { display: inline; margin: 0; }
  cite { font-style: normal; font-size: 0.875rem; }
  cite a { color: ${theme.color.accent}; }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  color: ${theme.color.inkSoft};
  font-size: 0.875rem;
  a { color: ${theme.color.accent}; font-weight: 700; }
`;

const BlindSpot = styled.span`
  color: ${theme.color.ink};
  font-weight: 700;
`;

/**
 * One story of the briefing (issue 50): its headline, its summary (each sentence quoted
 * with its publisher, linked to the report), who covered it in one line with a blind spot
 * named, its first and latest report, and its Full Coverage page.
 */
export function TodayStory({ story, rank }: { story: BriefingStory; rank: number }) {
  const lang = useLanguage();
  const texts = todayTexts[lang];
  const coverage = coverageTexts[lang];
  const spots = story.blindSpot;
  const href = withLanguage(storyPath(story.id), lang);
  const countries = story.coverage.countries.length;
  return (
    <Item aria-labelledby={`today-${rank}`}>
      <h2 id={`today-${rank}`} dir="auto">
        <Link to={href}>{story.title}</Link>
      </h2>
      <Summary>
        {story.summary.map((sentence) => (
          <li key={sentence.text}>
            <blockquote cite={sentence.link} dir="auto">
              {sentence.text}
            </blockquote>{" "}
            <cite>
              (
              <bdi>
                <a href={sentence.link}>{publisherLabel(sentence)}</a>
              </bdi>
              )
            </cite>
          </li>
        ))}
      </Summary>
      <Facts>
        <span>
          {texts.publishers(story.coverage.publishers)}
          {countries > 0 && ` · ${texts.countries(countries)}`}
        </span>
        {(spots.country || spots.kind) && (
          <BlindSpot>
            {texts.blindSpot}:{" "}
            {spots.country
              ? coverage.oneCountry(spots.country)
              : coverage.oneKind[spots.kind as keyof typeof coverage.oneKind]}
          </BlindSpot>
        )}
      </Facts>
      <Facts>
        <span>
          {texts.firstReport} <ArticleDate iso={story.firstSeen} style="full" />
        </span>
        {story.updated !== story.firstSeen && (
          <span>
            {texts.latestReport} <ArticleDate iso={story.updated} style="full" />
          </span>
        )}
        <Link to={href}>{texts.fullCoverage}</Link>
      </Facts>
    </Item>
  );
}
