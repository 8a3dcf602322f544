import { type ReactNode, useMemo } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { ArticleGrid, withCategory } from "../components/ArticleGrid.tsx";
import { Page, PageHeading } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import type { BuiltInScreen } from "../engine/builtInPage.ts";
import { LanguageField, useLanguage } from "../engine/LanguageContext.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import type { Article } from "../shared/article.ts";
import type { BuiltInPageData } from "../shared/builtInPageData.ts";
import { feedLinks } from "../shared/feedLinks.ts";
import { labelIn } from "../shared/localizedLabel.ts";
import { titlesIn } from "../shared/pageTexts.ts";
import { parseSearchQuery } from "../shared/parseSearchQuery.ts";
import type { SearchFacets } from "../shared/searchFacets.ts";
import { readSearchParams, type SearchRequest, searchQueryString } from "../shared/searchParams.ts";
import { matchWords } from "../shared/searchQueryText.ts";
import { searchPagePath, searchPageSize, searchQueryMaxLength } from "../shared/sitePaths.ts";
import { theme } from "../theme.ts";
import { highlightWords } from "./highlightWords.ts";
import { IgnoredSyntax } from "./IgnoredSyntax.tsx";
import { IsolatedPart } from "./IsolatedPart.tsx";
import { SearchFacetLists } from "./SearchFacetLists.tsx";
import { SearchPager } from "./SearchPager.tsx";
import { SearchSort } from "./SearchSort.tsx";
import {
  readSearchResults,
  type SearchResult,
  searchFacetsKey,
  searchKey,
  useSearch,
  useSearchFacets,
} from "./searchQuery.ts";
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

/** The count or range of the results, and the sort, on one line where they fit. */
const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1.5rem;
  margin: 0.5rem 0 0;
  > p { margin: 0; }
`;

const Count = styled.p`
  color: ${theme.color.muted};
`;

/** Facets beside the results where the page is wide, above them where it is not. */
const Body = styled.div`
  display: grid;
  gap: 1.5rem 2rem;
  align-items: start;
  > * { min-width: 0; }
  ${theme.media.wide} {
    &:where([data-facets]) { grid-template-columns: minmax(12rem, 15rem) minmax(0, 1fr); }
  }
`;

/** Matched words in titles and descriptions: readable on paper in either theme. */
const Matches = styled.section`
  mark {
    padding: 0 0.1em;
    border-radius: 2px;
    background: color-mix(in srgb, ${theme.color.warning} 35%, transparent);
    color: inherit;
  }
`;

/**
 * `/search?q=&section=&sort=&page=` (issues 12 and 39): a page of 20 archived articles
 * matching a query, as cards with the matched words marked, the facets of every match,
 * what the query ignored, and links to the other pages and order.
 */
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
  const parsed = useMemo(() => parseSearchQuery(query), [query]);
  // Loose word forms (highlightWords): "flood" marks "Flooding" and "floods".
  const highlight = useMemo(() => highlightWords(matchWords(parsed)), [parsed]);
  const results = useSearch(request);
  const facets = useSearchFacets(request);
  const data = results.data;

  return (
    <Page>
      <PageTitle title={titlesIn(texts).search(query)} />
      <header>
        <PageHeading>
          {query ? (
            <IsolatedPart sentence={SEARCH_TEXT.heading} part={query} />
          ) : (
            SEARCH_TEXT.prompt
          )}
          {query && sectionTitle ? ` ${SEARCH_TEXT.inSection(sectionTitle)}` : ""}
        </PageHeading>
        {query && data && (
          <Summary>
            {data.length > 0 && <Count>{countText(request, data, SEARCH_TEXT)}</Count>}
            <SearchSort request={request} />
          </Summary>
        )}
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
        {request.sort === "new" && <input type="hidden" name="sort" value="new" />}
        <LanguageField />
        <button type="submit">{SEARCH_TEXT.submit}</button>
      </Form>
      {query && (
        <Body data-facets={(facets.data && hasFacets(facets.data)) || undefined}>
          {facets.data && (
            <SearchFacetLists facets={facets.data} request={request} parsed={parsed} />
          )}
          <div>
            <IgnoredSyntax ignored={parsed.ignored} />
            <Results state={results} request={request} highlight={highlight} />
          </div>
        </Body>
      )}
    </Page>
  );
}

const hasFacets = ({ publishers, sections, days }: SearchFacets) =>
  publishers.length + sections.length + days.length > 0;

/**
 * "2 articles" for a search whose first page holds them all; else the page's place among
 * the results ("Results 21–40"): how many there are in all is not counted.
 */
function countText(
  { page }: SearchRequest,
  data: readonly Article[],
  SEARCH_TEXT: ReturnType<typeof usePageTexts>["SEARCH_TEXT"],
): string {
  if (page === 1 && data.length < searchPageSize) return SEARCH_TEXT.count(data.length);
  const from = (page - 1) * searchPageSize + 1;
  return SEARCH_TEXT.range(from, from + data.length - 1);
}

function Results({
  state,
  request,
  highlight,
}: {
  state: ReturnType<typeof useSearch>;
  request: SearchRequest;
  highlight: (text: string) => ReactNode;
}) {
  const { TEXT, SEARCH_TEXT } = usePageTexts();
  const card = useMemo(() => {
    const categoryCard = withCategory({
      description: { cut: { unit: "characters", length: 160 }, clampLines: 3 },
      headingLevel: "h2",
      highlight,
    });
    // Issue 46: the archive holds podcast episodes too, and the result says it is one.
    return (article: Article | SearchResult) => ({
      ...categoryCard(article),
      mark: "isEpisode" in article ? SEARCH_TEXT.episode : null,
    });
  }, [highlight, SEARCH_TEXT]);
  if (state.status === "pending") return <SlotMessage kind="status">{TEXT.loading}</SlotMessage>;
  if (state.status === "error" || state.data === null)
    return <SlotMessage kind="error">{SEARCH_TEXT.unavailable}</SlotMessage>;
  return (
    <>
      {state.data.length === 0 ? (
        <SlotMessage kind="status">{SEARCH_TEXT.noResults}</SlotMessage>
      ) : (
        <Matches aria-label={SEARCH_TEXT.title}>
          <ArticleGrid items={state.data} card={card} />
        </Matches>
      )}
      <SearchPager request={request} count={state.data.length} />
    </>
  );
}

type SearchData = Extract<BuiltInPageData, { page: "search" }>;

/** The request a page's data answers. */
const requestOf = (data: SearchData): SearchRequest => ({
  query: data.query,
  section: data.section,
  sort: data.sort,
  page: data.pageNumber,
});

/** `/search?q=&section=`: the archive's results, with feeds of their own (issue 12). */
export const searchScreen: BuiltInScreen<SearchData> = {
  Component: SearchPage,
  queries: (data) =>
    data.query
      ? [
          [searchKey(requestOf(data)), data.results && readSearchResults(data.results)],
          [searchFacetsKey(data), data.facets],
        ]
      : [],
  head: (data, texts) => ({ title: titlesIn(texts).search(data.query), status: 200 }),
  // A feed is the search's newest articles: no page of it.
  feeds: (data, title) =>
    data.query
      ? feedLinks(searchPagePath, title, searchQueryString({ ...requestOf(data), page: 1 }))
      : undefined,
};
