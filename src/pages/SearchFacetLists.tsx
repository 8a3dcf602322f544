import { useId } from "react";
import styled from "styled-components";
import { useLanguage } from "../engine/LanguageContext.tsx";
import { Link } from "../engine/RouterLink.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { labelIn } from "../shared/localizedLabel.ts";
import type { SearchFacets } from "../shared/searchFacets.ts";
import type { SearchRequest } from "../shared/searchParams.ts";
import type { SearchQuery } from "../shared/searchQueryTree.ts";
import { searchQueryMaxLength } from "../shared/sitePaths.ts";
import { theme } from "../theme.ts";
import { usePageTexts } from "./usePageTexts.ts";
import { useSearchHref } from "./useSearchHref.ts";

/**
 * Folded under one "Narrow your search" button where the page is narrow (the results stay
 * in view); where it is wide, a column beside the results, always open (a browser that
 * cannot style the folded content keeps the button).
 */
const Aside = styled.aside`
  > details > summary {
    display: inline-block;
    padding: 0.35rem 0.85rem;
    border: 1px solid ${theme.color.rule};
    border-radius: 4px;
    color: ${theme.color.ink};
    font-size: 0.9375rem;
    font-weight: 700;
    cursor: pointer;
  }
  /* Down and up: a menu's arrows, the same in either direction of text. */
  > details > summary::after { content: "\\25BE" / ""; margin-inline-start: 0.5rem; }
  > details[open] > summary::after { content: "\\25B4" / ""; }
  > details[open] > summary { margin-bottom: 0.75rem; }
  ${theme.media.wide} {
    @supports selector(::details-content) {
      > details > summary { display: none; }
      > details::details-content { content-visibility: visible; }
    }
  }
  details > p { margin: 0 0 0.6rem; color: ${theme.color.muted}; font-size: 0.8125rem; }
  section + section { margin-top: 0.9rem; }
  h2 { margin: 0 0 0.35rem; font-size: 0.9375rem; }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > a, li > span {
    display: inline-flex;
    align-items: baseline;
    gap: 0.4rem;
    max-width: 100%;
    padding: 0.2rem 0.65rem;
    border: 1px solid ${theme.color.rule};
    border-radius: 999px;
    font-size: 0.875rem;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  li > a { color: ${theme.color.link}; text-decoration: none; }
  li > a:hover { border-color: currentColor; }
  li > span { background: ${theme.color.wash}; font-weight: 700; }
  li small { color: ${theme.color.muted}; font-size: 0.8125rem; font-variant-numeric: tabular-nums; }
  details details { margin-top: 0.35rem; }
  details details summary { cursor: pointer; color: ${theme.color.link}; font-size: 0.875rem; }
  details details > ul { margin-top: 0.35rem; }
`;

/** A facet as a chip: a link narrowing the search, or text (nothing to narrow to). */
interface Item {
  key: string;
  label: string;
  count: number;
  href?: string;
  /** A name (a publisher's), written as it is in every language. */
  name?: boolean;
}

/** Chips shown before a list folds the rest under "N more". */
const shown = 6;

/** The day after a `YYYY-MM-DD` (UTC). */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Publishers, sections and days of a search's matches, each with its count (issue 39): a
 * link narrows the search (a publisher with a registry id adds `source:<id>` to the query,
 * a section sets `section=`, a day adds `after:` and `before:`), from its first page. What
 * would not narrow (the section already chosen, a publisher without an id, a query that
 * would grow past the box's length) is text. Nothing when every list is empty.
 */
export function SearchFacetLists({
  facets,
  request,
  parsed,
}: {
  facets: SearchFacets;
  request: SearchRequest;
  /** The request's query, read. */
  parsed: SearchQuery;
}) {
  const { SEARCH_TEXT } = usePageTexts();
  const { manifest } = useSiteConfig();
  const lang = useLanguage();
  const hrefOf = useSearchHref();
  const narrowed = (changes: Partial<SearchRequest>) => {
    const next = { ...request, ...changes, page: 1 };
    return next.query.length > searchQueryMaxLength ? undefined : hrefOf(next);
  };
  const withTerms = (terms: string) => ({ query: `${request.query} ${terms}` });

  const lists: { title: string; items: Item[] }[] = [
    {
      title: SEARCH_TEXT.publishers,
      items: facets.publishers.map(({ name, count, id }) => ({
        key: `${id ?? ""} ${name}`,
        label: name,
        name: true,
        count,
        href:
          id === undefined || parsed.sources.includes(id)
            ? undefined
            : narrowed(withTerms(`source:${id}`)),
      })),
    },
    {
      title: SEARCH_TEXT.sections,
      items: facets.sections.map(({ path, count }) => {
        const title = manifest.routes.find((route) => route.path === path)?.title;
        return {
          key: path,
          label: title ? labelIn(title, lang) : path,
          count,
          href: path === request.section ? undefined : narrowed({ section: path }),
        };
      }),
    },
    {
      title: SEARCH_TEXT.days,
      items: facets.days.map(({ date, count }) => {
        const before = nextDay(date);
        const already = parsed.after === date && parsed.before === before;
        return {
          key: date,
          label: SEARCH_TEXT.day(date),
          count,
          href: already ? undefined : narrowed(withTerms(`after:${date} before:${before}`)),
        };
      }),
    },
  ];
  if (lists.every((list) => list.items.length === 0)) return null;
  return (
    <Aside aria-label={SEARCH_TEXT.facets}>
      <details>
        <summary>{SEARCH_TEXT.facets}</summary>
        <p>{SEARCH_TEXT.facetsCount}</p>
        {lists.map(
          (list) =>
            list.items.length > 0 && (
              <FacetList key={list.title} title={list.title} items={list.items} />
            ),
        )}
      </details>
    </Aside>
  );
}

function FacetList({ title, items }: { title: string; items: Item[] }) {
  const { SEARCH_TEXT } = usePageTexts();
  const titleId = useId();
  // A list folds only what is worth folding: two more chips just show.
  const cut = items.length > shown + 2 ? shown : items.length;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Chips items={items.slice(0, cut)} />
      {cut < items.length && (
        <details>
          <summary>{SEARCH_TEXT.more(items.length - cut)}</summary>
          <Chips items={items.slice(cut)} />
        </details>
      )}
    </section>
  );
}

function Chips({ items }: { items: Item[] }) {
  return (
    <ul>
      {items.map(({ key, label, count, href, name }) => {
        const content = (
          <>
            {/* The space keeps the name and count apart for a screen reader. */}
            <bdi translate={name ? "no" : undefined}>{label}</bdi> <small>{count}</small>
          </>
        );
        return (
          <li key={key}>{href ? <Link to={href}>{content}</Link> : <span>{content}</span>}</li>
        );
      })}
    </ul>
  );
}
