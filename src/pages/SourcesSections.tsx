import styled from "styled-components";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { editionGaps, gapReasonTexts } from "../shared/editionGaps.ts";
import type { EditionLanguage } from "../shared/editions.ts";
import { type Language, languageCodes } from "../shared/languageHref.ts";
import { labelIn } from "../shared/localizedLabel.ts";
import type { PublicSourceStatus } from "../shared/publicStatus.ts";
import type { SourcesTexts } from "../shared/sourcesTexts.ts";
import { theme } from "../theme.ts";
import { editionsOf, feedsByPath, sectionFeeds } from "./sectionFeeds.ts";

/** Fewer feeds than this in a language is a gap the table marks. */
export const enoughFeeds = 3;

const Table = styled.table`
  border-collapse: collapse;
  font-size: 0.875rem;
  th, td { padding: 0.3rem 0.5rem; border-bottom: 1px solid ${theme.color.rule}; text-align: start; }
  td { font-variant-numeric: tabular-nums; }
  [data-gap] { color: ${theme.color.error}; font-weight: 700; }
  small { display: block; color: ${theme.color.muted}; font-weight: 400; }
`;

/** Wide tables scroll inside the page, not the page itself. */
const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: 2rem;
`;

/**
 * `/sources`' table of news sections by language (issue 49): how many feeds each section's
 * blocks read in each language, a gap marked, with its reason where one is named.
 */
export function SourcesSections({
  sources,
  texts,
  lang,
  languageName,
}: {
  sources: readonly PublicSourceStatus[];
  texts: SourcesTexts;
  lang: Language;
  languageName: (tag: string) => string;
}) {
  const { manifest } = useSiteConfig();
  const rows = sectionFeeds(manifest.routes, editionsOf(sources), feedsByPath(sources));
  const reasons = gapReasonTexts[lang];
  return (
    <section aria-labelledby="sources-sections">
      <h2 id="sources-sections">{texts.sections.heading}</h2>
      <p>{texts.sections.intro(enoughFeeds)}</p>
      {/* A region that scrolls is reachable by keyboard (axe: scrollable-region-focusable). */}
      <Scroll tabIndex={0}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{texts.sections.section}</th>
              {languageCodes.map((code) => (
                <th scope="col" key={code}>
                  {languageName(code)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row">{labelIn(row.title, lang)}</th>
                {languageCodes.map((code) => {
                  const count = row.feeds[code];
                  const reason =
                    code === "en" ? undefined : editionGaps[row.path]?.[code as EditionLanguage];
                  return (
                    <td key={code} data-gap={count < enoughFeeds || undefined}>
                      {count}
                      {count < enoughFeeds && reason && <small>{reasons[reason]}</small>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </section>
  );
}
