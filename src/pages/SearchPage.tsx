import { useMemo } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { ArticleGrid, withCategory } from "../components/ArticleGrid.tsx";
import { Page, PageHeading } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { LanguageField, useLanguage } from "../engine/LanguageContext.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { feedLinks } from "../shared/feedLinks.ts";
import { labelIn } from "../shared/localizedLabel.ts";
import { titlesIn } from "../shared/pageTexts.ts";
import { readSearchParams, searchQueryString } from "../shared/searchParams.ts";
import { searchPagePath, searchQueryMaxLength } from "../shared/sitePaths.ts";
import { theme } from "../theme.ts";
import { searchKey, useSearch } from "./searchQuery.ts";
import { usePageTexts } from "./usePageTexts.ts";

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  label { flex-basis: 100%; font-weight: 600; }
  input {
    flex: 1 1 14rem;
    min-width: 0;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${theme.color.muted};
    border-radius: 4px;
    font: inherit;
  }
  button {
    padding: 0.55rem 1.1rem;
    border: 0;
    border-radius: 4px;
    background: ${theme.color.ink};
    color: ${theme.color.paper};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Count = styled.p`
  margin: 0.5rem 0 0;
  color: ${theme.color.muted};
`;

/** `/search?q=&section=` (issue 12): archived articles matching a query, as cards. */
function SearchPage() {
  const texts = usePageTexts();
  const { SEARCH_TEXT } = texts;
  const [params] = useSearchParams();
  const { manifest } = useSiteConfig();
  const sectionPaths = useMemo(() => manifest.routes.map((route) => route.path), [manifest]);
  const request = readSearchParams(params, sectionPaths);
  const { query, section } = request;
  const lang = useLanguage();
  const sectionLabel = manifest.routes.find((route) => route.path === section)?.title;
  const sectionTitle = sectionLabel && labelIn(sectionLabel, lang);
  const results = useSearch(request);

  return (
    <Page>
      <PageTitle title={titlesIn(texts).search(query)} />
      <header>
        <PageHeading>
          {query ? SEARCH_TEXT.heading(query) : SEARCH_TEXT.prompt}
          {query && sectionTitle ? ` ${SEARCH_TEXT.inSection(sectionTitle)}` : ""}
        </PageHeading>
        {results.data && <Count>{SEARCH_TEXT.count(results.data.length)}</Count>}
      </header>
      {/* A plain GET form: searching works without JavaScript too. */}
      <Form role="search" action={searchPagePath} method="get">
        <label htmlFor="search-page-query">{SEARCH_TEXT.label}</label>
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={searchQueryMaxLength}
        />
        {section && <input type="hidden" name="section" value={section} />}
        <LanguageField />
        <button type="submit">{SEARCH_TEXT.submit}</button>
      </Form>
      {query && <Results state={results} />}
    </Page>
  );
}

function Results({ state }: { state: ReturnType<typeof useSearch> }) {
  const { TEXT, SEARCH_TEXT } = usePageTexts();
  if (state.status === "pending") return <SlotMessage kind="status">{TEXT.loading}</SlotMessage>;
  if (state.status === "error" || state.data === null)
    return <SlotMessage kind="error">{SEARCH_TEXT.unavailable}</SlotMessage>;
  if (state.data.length === 0)
    return <SlotMessage kind="status">{SEARCH_TEXT.noResults}</SlotMessage>;
  return (
    <section aria-label={SEARCH_TEXT.title}>
      <ArticleGrid
        items={state.data}
        card={withCategory({
          description: { cut: { unit: "characters", length: 160 }, clampLines: 3 },
          headingLevel: "h2",
        })}
      />
    </section>
  );
}

/** `/search?q=&section=`: the archive's results, with feeds of their own (issue 12). */
export const searchScreen: BuiltInScreen<Extract<BuiltInPageData, { page: "search" }>> = {
  Component: SearchPage,
  queries: (data) => (data.query ? [[searchKey(data), data.results]] : []),
  head: (data, texts) => ({ title: titlesIn(texts).search(data.query), status: 200 }),
  feeds: (data, title) =>
    data.query ? feedLinks(searchPagePath, title, searchQueryString(data)) : undefined,
};
