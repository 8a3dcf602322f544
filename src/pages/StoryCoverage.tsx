import { useId } from "react";
import styled from "styled-components";
import { useLanguage } from "../engine/LanguageContext.tsx";
import { type CoverageTexts, coverageTexts } from "../shared/coverageTexts.ts";
import type { StoryCoverage as Coverage } from "../shared/story.ts";
import { directionOf } from "../shared/textDirection.ts";
import { theme } from "../theme.ts";
import {
  blindSpots,
  chartGeometry,
  countryBars,
  displayName,
  kindTones,
  knownReports,
  layoutChart,
} from "./coverageChart.ts";

const Section = styled.section`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  > h2, > p { margin: 0; }
  h2 { font-family: ${theme.font.serif}; font-size: 1.4rem; }
`;

const BlindSpot = styled.p`
  padding: 0.6rem 0.9rem;
  border-inline-start: 4px solid ${theme.color.warning};
  background: ${theme.color.warningWash};
  color: ${theme.color.ink};
  strong { font-weight: 700; }
`;

const Chart = styled.svg`
  display: block;
  overflow: visible;
  font-family: ${theme.font.sans};
  text { fill: ${theme.color.ink}; font-size: 13px; }
  .heading { fill: ${theme.color.muted}; font-size: 12px; font-weight: 700; }
  .count { font-weight: 700; }
  .track { fill: ${theme.color.wash}; stroke: ${theme.color.rule}; stroke-width: 1px; }
`;

/** The chart's figures as a list, folded under it: its text alternative, not a second copy. */
const Folded = styled.details`
  margin-top: 0.5rem;
  font-size: 0.875rem;
  > summary { cursor: pointer; color: ${theme.color.link}; }
`;

const Figures = styled.dl`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  dt { color: ${theme.color.muted}; font-size: 0.8125rem; font-weight: 700; }
  dd { margin: 0.15rem 0 0.75rem; }
  ul { display: flex; flex-wrap: wrap; gap: 0.15rem 1rem; margin: 0; padding: 0; list-style: none; }
  li { overflow-wrap: anywhere; }
`;

const Summary = styled.p`
  color: ${theme.color.inkSoft};
  font-size: 0.875rem;
`;

/**
 * Who covered a story (issue 38): reports by country and by kind of outlet as a chart (a
 * static SVG, drawn on the server), its figures and the languages as a list folded under
 * it (issue 49: its text alternative, not a second copy on screen), and a blind spot named
 * where every report comes from one country or one kind of outlet.
 */
export function StoryCoverage({ coverage, reports }: { coverage: Coverage; reports: number }) {
  const lang = useLanguage();
  const texts = coverageTexts[lang];
  const titleId = useId();
  const listId = useId();
  const countryName = (code: string) => displayName(lang, "region", code);
  const languageName = (code: string) => displayName(lang, "language", code);
  const known = knownReports(coverage);
  const spots = blindSpots(coverage);
  const countries = coverage.countries.map(({ code, count }) => ({
    key: code,
    label: countryName(code),
    count,
  }));
  const kinds = coverage.kinds.map(({ kind, count }) => ({
    key: kind,
    label: texts.kinds[kind],
    count,
  }));
  const languages = coverage.languages.map(({ code, count }) => ({
    key: code,
    label: languageName(code),
    count,
  }));
  const figures = (list: { label: string; count: number }[]) =>
    list.map(({ label, count }) => texts.figure(label, count)).join(texts.listSeparator);
  return (
    <Section aria-labelledby="story-coverage">
      <h2 id="story-coverage">{texts.heading}</h2>
      {spots.country && (
        <BlindSpot>
          <strong>{texts.blindSpot}</strong> {texts.oneCountry(countryName(spots.country))}
        </BlindSpot>
      )}
      {spots.kind && (
        <BlindSpot>
          <strong>{texts.blindSpot}</strong> {texts.oneKind[spots.kind]}
        </BlindSpot>
      )}
      {known > 0 && (
        <CoverageChart
          titleId={titleId}
          listId={listId}
          name={texts.chartName(figures(countries), figures(kinds))}
          rtl={directionOf(lang) === "rtl"}
          groups={[
            {
              heading: texts.byCountry,
              bars: countryBars(coverage.countries, countryName, texts.otherCountries),
            },
            {
              heading: texts.byKind,
              bars: coverage.kinds.map(({ kind, count }) => ({
                key: kind,
                label: texts.kinds[kind],
                count,
                tone: kindTones[kind],
              })),
            },
          ]}
          total={known}
        />
      )}
      <div>
        <Summary>
          {texts.publishers(coverage.publishers)} · {texts.reports(reports)}
          {reports > known && (
            <>
              <br />
              {texts.unlisted(reports - known)}
            </>
          )}
        </Summary>
        {known > 0 && (
          <Folded id={listId}>
            <summary>{texts.asList}</summary>
            <Figures>
              <FigureList term={texts.byCountry} list={countries} texts={texts} />
              <FigureList term={texts.byKind} list={kinds} texts={texts} />
              <FigureList term={texts.byLanguage} list={languages} texts={texts} />
            </Figures>
          </Folded>
        )}
      </div>
    </Section>
  );
}

function FigureList({
  term,
  list,
  texts,
}: {
  term: string;
  list: { key: string; label: string; count: number }[];
  texts: CoverageTexts;
}) {
  if (list.length === 0) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <ul>
          {list.map(({ key, label, count }) => (
            <li key={key}>{texts.figure(label, count)}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/**
 * The chart: each group's heading, then a row per bar (its label and count above a bar as
 * long as its share of the reports). Right to left, labels and bars start at the right.
 */
function CoverageChart({
  titleId,
  listId,
  name,
  rtl,
  groups,
  total,
}: {
  titleId: string;
  /** The figures as a list, folded under the chart, which describes it. */
  listId: string;
  name: string;
  rtl: boolean;
  groups: Parameters<typeof layoutChart>[0];
  total: number;
}) {
  const layout = layoutChart(groups, total);
  const start = rtl ? "100%" : "0";
  const end = rtl ? "0" : "100%";
  const { barHeight } = chartGeometry;
  return (
    <Chart
      role="img"
      aria-labelledby={titleId}
      aria-describedby={listId}
      width="100%"
      height={layout.height}
      direction={rtl ? "rtl" : "ltr"}
    >
      <title id={titleId}>{name}</title>
      {layout.groups.map((group) => (
        <g key={group.heading}>
          <text className="heading" x={start} y={group.headingY}>
            {group.heading}
          </text>
          {group.bars.map((bar) => (
            <g key={bar.key}>
              <text x={start} y={bar.labelY}>
                {bar.label}
              </text>
              <text className="count" x={end} y={bar.labelY} textAnchor="end">
                {bar.count}
              </text>
              <rect className="track" x="0" y={bar.barY} width="100%" height={barHeight} rx="2" />
              <rect
                x={rtl ? `${100 - bar.width}%` : "0"}
                y={bar.barY}
                width={`${bar.width}%`}
                height={barHeight}
                rx="2"
                style={{ fill: bar.tone }}
              />
            </g>
          ))}
        </g>
      ))}
    </Chart>
  );
}
