import styled from "styled-components";
import { Link } from "../engine/RouterLink.tsx";
import { maxSearchPage, type SearchRequest } from "../shared/searchParams.ts";
import { searchPageSize } from "../shared/sitePaths.ts";
import { theme } from "../theme.ts";
import { usePageTexts } from "./usePageTexts.ts";
import { useSearchHref } from "./useSearchHref.ts";

/** "Page N" above the two links where the page is narrow, between them where it is not. */
const Nav = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-areas: "page page" "prev next";
  align-items: center;
  gap: 0.75rem;
  margin-top: 2rem;
  font-size: 0.9375rem;
  > span { grid-area: page; text-align: center; color: ${theme.color.muted}; }
  > a {
    padding: 0.5rem 1rem;
    border-radius: 4px;
    background: ${theme.color.ink};
    color: ${theme.color.paper};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  > a:hover { text-decoration: underline; }
  > a[rel="prev"] { grid-area: prev; justify-self: start; }
  > a[rel="next"] { grid-area: next; justify-self: end; }
  ${theme.media.medium} {
    grid-template-columns: 1fr auto 1fr;
    grid-template-areas: "prev page next";
  }
`;

/**
 * "Previous page", "Page N", "Next page" under a search's results (issue 39): links, so
 * paging works without JavaScript. Previous from the second page; Next when this page came
 * back full (there may be more) and the last page readable is not reached. Nothing for a
 * search with one page.
 */
export function SearchPager({ request, count }: { request: SearchRequest; count: number }) {
  const { SEARCH_TEXT } = usePageTexts();
  const hrefOf = useSearchHref();
  const { page } = request;
  const previous = page > 1;
  const next = count >= searchPageSize && page < maxSearchPage;
  if (!previous && !next) return null;
  return (
    <Nav aria-label={SEARCH_TEXT.pages}>
      {previous && (
        <Link rel="prev" to={hrefOf({ ...request, page: page - 1 })}>
          {SEARCH_TEXT.previous}
        </Link>
      )}
      <span>{SEARCH_TEXT.pageNumber(page)}</span>
      {next && (
        <Link rel="next" to={hrefOf({ ...request, page: page + 1 })}>
          {SEARCH_TEXT.next}
        </Link>
      )}
    </Nav>
  );
}
