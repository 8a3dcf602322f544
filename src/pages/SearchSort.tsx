import { Fragment } from "react";
import styled from "styled-components";
import { Link } from "../engine/RouterLink.tsx";
import type { SearchRequest } from "../shared/searchParams.ts";
import { theme } from "../theme.ts";
import { usePageTexts } from "./usePageTexts.ts";
import { useSearchHref } from "./useSearchHref.ts";

const Line = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  > * { margin-inline-start: 0.4rem; }
  > strong { color: ${theme.color.ink}; }
  > a { color: ${theme.color.link}; font-weight: 600; }
`;

const sorts = ["relevance", "new"] as const;

/**
 * "Sort: Most relevant · Newest first" (issue 39): the current order in bold, the other a
 * link to the search's first page in that order.
 */
export function SearchSort({ request }: { request: SearchRequest }) {
  const { SEARCH_TEXT } = usePageTexts();
  const hrefOf = useSearchHref();
  const label = { relevance: SEARCH_TEXT.sortRelevance, new: SEARCH_TEXT.sortNew };
  return (
    <Line>
      {SEARCH_TEXT.sortLabel}
      {sorts.map((sort, index) => (
        <Fragment key={sort}>
          {index > 0 && <span aria-hidden="true">·</span>}
          {sort === request.sort ? (
            <strong aria-current="true">{label[sort]}</strong>
          ) : (
            <Link to={hrefOf({ ...request, sort, page: 1 })}>{label[sort]}</Link>
          )}
        </Fragment>
      ))}
    </Line>
  );
}
