import { useEffect, useId, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import {
  DEFAULT_SORT,
  PAGE_PARAM,
  pageFromQuery,
  SORT_PARAM,
  type SortOption,
  sortFromQuery,
  sortQueryValue,
} from "../shared/allNewsQuery.ts";
import { LIMITS } from "../shared/limits.ts";
import { TEXT as ENGLISH } from "../shared/texts.ts";
import { theme } from "../theme.ts";
import { AllNewsPager } from "./AllNewsPager.tsx";
import { ArticleImage } from "./ArticleImage.tsx";
import { pageCount, pageItems, sortArticles } from "./allNewsOrder.ts";
import {
  ArticleDate,
  articleLang,
  Headline,
  Kicker,
  Meta,
  ownTextLang,
  SectionTitle,
  titleOf,
} from "./articleParts.tsx";
import { ExternalLink } from "./ExternalLink.tsx";
import { SlotMessage } from "./SlotMessage.tsx";
import { SortMenu } from "./SortMenu.tsx";
import { StorySourcesLink } from "./StorySourcesLink.tsx";

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  padding-top: 0.6rem;
  border-top: 3px solid ${theme.color.ink};
  h2 { margin: 0; padding: 0; border: 0; }
`;

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  /* The card's link fills the cell above its "N sources" link, which must stay inside it. */
  > li { display: flex; flex-direction: column; }
`;

const CardLink = styled(ExternalLink)`
  display: grid;
  gap: 0.5rem;
  flex: 1;
  text-decoration: none;
  &:hover h3 { text-decoration: underline; }
`;

/**
 * The All News list (spec: region pages and the standalone page): sortable by
 * New, Old, Popular or Trending, four cards a page with Previous / Next. When its
 * feed fails, the error is only logged and the list is not shown. Sort and page live in
 * the URL query, so they survive reload and back/forward and can be shared; without
 * JavaScript, the sort choices and Previous / Next are plain links to those addresses.
 */
export function AllNewsList({
  slot,
  leadImage = false,
}: {
  slot: SlotState;
  /** The list opens the page (All News): its first image is the likely largest paint. */
  leadImage?: boolean;
}) {
  const { TEXT } = useTexts();
  const allNewsHeading = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set by Previous / Next: the new page then starts at the list's top, focus on its heading. */
  const paged = useRef(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = sortFromQuery(searchParams.get(SORT_PARAM));
  const page = pageFromQuery(searchParams.get(PAGE_PARAM));
  const queryOf = (nextSort: SortOption, nextPage: number) => {
    const next = new URLSearchParams(searchParams);
    if (nextSort === DEFAULT_SORT) next.delete(SORT_PARAM);
    else next.set(SORT_PARAM, sortQueryValue(nextSort));
    if (nextPage === 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(nextPage));
    return next;
  };
  const show = (nextSort: SortOption, nextPage: number) =>
    setSearchParams(queryOf(nextSort, nextPage));
  const { pathname } = useLocation();
  const hrefOf = (nextSort: SortOption, nextPage: number) => {
    const query = queryOf(nextSort, nextPage).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  useEffect(() => {
    if (slot.status === "error") console.error(ENGLISH.error.allNewsLog, slot.error); // a log: English
  }, [slot.status, slot.error]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new page is what triggers it
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, [page]);

  if (slot.status === "error") return null;

  const sorted = sortArticles(slot.items, sort);
  const pages = pageCount(sorted.length, LIMITS.allNewsPageSize);
  // The data may shrink under the reader (a refresh); never show a page past the end.
  const current = Math.min(page, pages);
  const visible = pageItems(sorted, current, LIMITS.allNewsPageSize);

  return (
    <section aria-labelledby={allNewsHeading}>
      <Header>
        <SectionTitle id={allNewsHeading} ref={heading} tabIndex={-1}>
          {TEXT.allNews}
        </SectionTitle>
        <SortMenu
          value={sort}
          onChange={(next) => show(next, 1)}
          hrefOf={(next) => hrefOf(next, 1)}
        />
      </Header>
      {slot.status === "loading" && <SlotMessage kind="status">{TEXT.loadingNews}</SlotMessage>}
      {slot.status === "success" && visible.length === 0 && (
        <SlotMessage kind="status">{TEXT.noNews}</SlotMessage>
      )}
      <Grid>
        {visible.map((article, index) => (
          <li key={article.link}>
            <CardLink href={article.link}>
              <ArticleImage
                images={article.images}
                proxy={article.imageProxy}
                eager={leadImage && index === 0}
              />
              <div>
                <Kicker {...ownTextLang(article, article.category)}>
                  {article.category || TEXT.defaultCategory}
                </Kicker>
                <Headline $size="s" {...articleLang(article)}>
                  {titleOf(article, TEXT)}
                </Headline>
                <Meta>
                  <ArticleDate iso={article.pubDate} />
                </Meta>
              </div>
            </CardLink>
            {/* Beside the card's link, not inside it: links do not nest. */}
            <StorySourcesLink article={article} />
          </li>
        ))}
      </Grid>
      <AllNewsPager
        current={current}
        pages={pages}
        onShow={(next) => {
          paged.current = true;
          show(sort, next);
        }}
        hrefOf={(next) => hrefOf(sort, next)}
      />
    </section>
  );
}
