import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import styled from "styled-components";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { Page, PageHeading, PageIntro } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { useLanguage } from "../engine/LanguageContext.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import type { Language } from "../shared/languageHref.ts";
import type { PublicPublisher } from "../shared/publicPublishers.ts";
import type { PublicSourceStatus } from "../shared/publicStatus.ts";
import { opmlType, sourcesOpmlPath } from "../shared/sitePaths.ts";
import { sourceNames } from "../shared/sourceNames.ts";
import { type SourcesTexts, sourcesTextsIn } from "../shared/sourcesTexts.ts";
import { theme } from "../theme.ts";
import { publishersKey, usePublishers } from "./publishersQuery.ts";
import { SourcesSections } from "./SourcesSections.tsx";
import { FeedRow, Rows } from "./sourceParts.tsx";
import { statusKey, useStatus } from "./statusQuery.ts";

const Country = styled.section`
  h2 {
    margin: 0 0 0.75rem;
    padding-top: 0.5rem;
    border-top: 3px solid ${theme.color.ink};
    font-family: ${theme.font.serif};
    font-size: 1.4rem;
  }
  h2 small { color: ${theme.color.muted}; font-family: ${theme.font.sans}; font-size: 0.875rem; }
`;

const Publishers = styled.ul`
  display: grid;
  gap: 1.25rem 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 30rem), 1fr));
  > li { min-width: 0; }
  h3 { margin: 0; font-size: 1.05rem; }
  h3 a { color: ${theme.color.link}; }
`;

const About = styled.p`
  margin: 0.15rem 0 0.35rem;
  color: ${theme.color.muted};
  font-size: 0.8125rem;
  > * + *::before { content: "·"; margin: 0 0.4rem; }
`;

const OpmlLine = styled.p`
  margin: 0.5rem 0 0;
  a { color: ${theme.color.link}; font-weight: 700; }
`;

type Names = ReturnType<typeof useNames>;

const sourceNamesKey = (lang: Language) => ["sourceNames", lang] as const;

/**
 * Countries and languages named in the page's language: on the page the server rendered,
 * the server's names (hydration must match them); after a navigation, the browser's own.
 */
function useNames(lang: Language, publishers: readonly PublicPublisher[] | undefined) {
  const prefilled = useQuery({
    queryKey: sourceNamesKey(lang),
    queryFn: () => sourceNames(lang, publishers ?? []),
    enabled: false,
  }).data;
  return useMemo(() => {
    const names = prefilled ?? sourceNames(lang, publishers ?? []);
    return {
      country: (code: string) => names.countries[code] ?? code,
      language: (tag: string) => names.languages[tag] ?? tag,
      collator: new Intl.Collator(lang),
    };
  }, [prefilled, publishers, lang]);
}

/** Publishers by country, the countries by their name in the page's language. */
function byCountry(publishers: readonly PublicPublisher[], names: Names) {
  const countries = new Map<string, PublicPublisher[]>();
  for (const publisher of publishers)
    countries.set(publisher.country, [...(countries.get(publisher.country) ?? []), publisher]);
  return [...countries]
    .map(([code, list]) => ({
      code,
      name: names.country(code),
      publishers: list.sort((a, b) => names.collator.compare(a.name, b.name)),
    }))
    .sort((a, b) => names.collator.compare(a.name, b.name));
}

/** How many of the registry's feeds the status report has: the feeds the site reads now. */
const readCount = (
  publishers: readonly PublicPublisher[],
  health: ReadonlyMap<string, PublicSourceStatus>,
) => publishers.reduce((sum, p) => sum + p.feeds.filter((feed) => health.has(feed.url)).length, 0);

/**
 * `/sources` (issue 38): every publisher of the registry, by country, with its languages,
 * its kind and each feed's health from the status report; its feeds as one OPML file.
 */
function SourcesPage() {
  const lang = useLanguage();
  const texts = sourcesTextsIn(lang);
  const publishers = usePublishers();
  const names = useNames(lang, publishers.data);
  const status = useStatus();
  const health = new Map((status.data?.sources ?? []).map((source) => [source.url, source]));
  const countries = publishers.data ? byCountry(publishers.data, names) : [];
  const feedCount = publishers.data?.reduce((sum, p) => sum + p.feeds.length, 0) ?? 0;
  return (
    <Page>
      <PageTitle title={texts.title} />
      <header>
        <PageHeading>{texts.title}</PageHeading>
        {publishers.data && (
          <PageIntro>
            {texts.intro(publishers.data.length, countries.length, feedCount)}
            {status.data && ` ${texts.readNow(readCount(publishers.data, health), feedCount)}`}
          </PageIntro>
        )}
        <OpmlLine>
          <a href={sourcesOpmlPath} type={opmlType}>
            {texts.opml}
          </a>{" "}
          {texts.opmlHint}
        </OpmlLine>
      </header>
      {publishers.status === "pending" && <SlotMessage kind="status">{texts.loading}</SlotMessage>}
      {publishers.status === "error" && <SlotMessage kind="error">{texts.failed}</SlotMessage>}
      {status.data && (
        <SourcesSections
          sources={status.data.sources}
          texts={texts}
          lang={lang}
          languageName={names.language}
        />
      )}
      {countries.map((country) => (
        <Country key={country.code} aria-labelledby={`country-${country.code}`}>
          <h2 id={`country-${country.code}`}>
            {country.name} <small>{country.code}</small>
          </h2>
          <Publishers>
            {country.publishers.map((publisher) => (
              <li key={publisher.id}>
                <PublisherEntry publisher={publisher} health={health} texts={texts} names={names} />
              </li>
            ))}
          </Publishers>
        </Country>
      ))}
    </Page>
  );
}

function PublisherEntry({
  publisher,
  health,
  texts,
  names,
}: {
  publisher: PublicPublisher;
  health: ReadonlyMap<string, PublicSourceStatus>;
  texts: SourcesTexts;
  names: Names;
}) {
  const several = publisher.languages.length > 1;
  return (
    <article aria-labelledby={`publisher-${publisher.id}`}>
      <h3 id={`publisher-${publisher.id}`}>
        <ExternalLink href={publisher.homepage} title={texts.homepage(publisher.name)} dir="auto">
          {publisher.name}
        </ExternalLink>
      </h3>
      <About>
        <span>{texts.kinds[publisher.kind] ?? publisher.kind}</span>
        <span>
          {texts.languages}:{" "}
          {publisher.languages.map((tag) => `${names.language(tag)} (${tag})`).join(", ")}
        </span>
        <span>{texts.feeds(publisher.feeds.length)}</span>
      </About>
      <Rows>
        {publisher.feeds.map((feed) => (
          <li key={feed.url}>
            <FeedRow
              url={feed.url}
              source={health.get(feed.url)}
              unused={texts.unused}
              before={several ? <span>{names.language(feed.language)}</span> : undefined}
            />
          </li>
        ))}
      </Rows>
    </article>
  );
}

export const sourcesScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "sources" }>> = {
  Component: SourcesPage,
  queries: (data) => [
    [publishersKey, data.publishers],
    [statusKey, data.status],
    [sourceNamesKey(data.lang), data.names],
  ],
  head: (data) => ({ title: sourcesTextsIn(data.lang).title, status: 200 }),
  feeds: (_data, title) => [{ type: opmlType, title: `${title} (OPML)`, href: sourcesOpmlPath }],
};
