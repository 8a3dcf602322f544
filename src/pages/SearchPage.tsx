import { useMemo } from "react";
import { useSearchParams } from "wouter";
import { ArticleGrid, withCategory } from "../components/ArticleGrid.tsx";
import { Page, PageHeading } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { searchPagePath, searchQueryMaxLength } from "../shared/searchPaths.ts";
import { builtInTitles, SEARCH_TEXT } from "./pageTexts.ts";
import styles from "./SearchPage.module.css";
import { readSearchParams } from "./searchParams.ts";
import { useSearch } from "./searchQuery.ts";

/** `/search?q=&section=` (issue 12): archived articles matching a query, as cards. */
export function SearchPage() {
  const [params] = useSearchParams();
  const { manifest } = useSiteConfig();
  const sectionPaths = useMemo(() => manifest.routes.map((route) => route.path), [manifest]);
  const request = readSearchParams(params, sectionPaths);
  const { query, section } = request;
  const sectionTitle = manifest.routes.find((route) => route.path === section)?.title;
  const results = useSearch(request);

  return (
    <Page>
      <PageTitle title={builtInTitles.search(query)} />
      <header>
        <PageHeading>
          {query ? SEARCH_TEXT.heading(query) : SEARCH_TEXT.prompt}
          {query && sectionTitle ? ` ${SEARCH_TEXT.inSection(sectionTitle)}` : ""}
        </PageHeading>
        {results.data && <p className={styles.count}>{SEARCH_TEXT.count(results.data.length)}</p>}
      </header>
      {/* A plain GET form: searching works without JavaScript too. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the form submits the query; its role makes it the search landmark */}
      <form className={styles.form} role="search" action={searchPagePath} method="get">
        <label htmlFor="search-page-query">{SEARCH_TEXT.label}</label>
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={searchQueryMaxLength}
        />
        {section && <input type="hidden" name="section" value={section} />}
        <button type="submit">{SEARCH_TEXT.submit}</button>
      </form>
      {query && <Results state={results} />}
    </Page>
  );
}

function Results({ state }: { state: ReturnType<typeof useSearch> }) {
  if (state.status === "loading")
    return <SlotMessage kind="status">{SEARCH_TEXT.loading}</SlotMessage>;
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
