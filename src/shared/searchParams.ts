import { cutAtCodePoint } from "./cutAtCodePoint.ts";
import { searchQueryMaxLength } from "./sitePaths.ts";
import { validText } from "./validText.ts";

/** A search as the page, its feeds and the API read it. */
export interface SearchRequest {
  query: string;
  /** A manifest route path, or null for the whole site. */
  section: string | null;
  /** `sort=new`: the newest first; else relevance (coverage first). */
  sort: "relevance" | "new";
  /** The page of 20 results (issue 39), 1 to `maxSearchPage`. */
  page: number;
}

/** Pages past this are not read (25 pages of 20: 500 results). */
export const maxSearchPage = 25;

/** `page=`: a page number from 1 to maxSearchPage; undefined for anything else (none asked). */
export function searchPageParam(text: string | null): number | undefined {
  return text !== null && /^\d{1,6}$/.test(text)
    ? Math.min(Math.max(1, Number(text)), maxSearchPage)
    : undefined;
}

/** `sort=`: `new` is the newest first; anything else, relevance. */
export function searchSortParam(text: string | null): SearchRequest["sort"] {
  return text === "new" ? "new" : "relevance";
}

/**
 * Reads `q`, `section`, `sort` and `page` the same way everywhere (server and browser
 * alike, so the page hydrates on the text it was rendered with): the query made valid (a
 * `%01` or `%EF%BF%BE` in the URL reaches no page or feed), trimmed and cut to the
 * contract's length without splitting a surrogate pair; a section that is not a route path
 * is ignored (the whole site), as are a sort other than `new` and a page that is no number.
 */
export function readSearchParams(
  params: URLSearchParams,
  sectionPaths: ReadonlySet<string> | readonly string[],
): SearchRequest {
  const query = cutAtCodePoint(validText(params.get("q") ?? "").trim(), searchQueryMaxLength);
  const section = params.get("section");
  const known = Array.isArray(sectionPaths)
    ? sectionPaths.includes(section ?? "")
    : (sectionPaths as ReadonlySet<string>).has(section ?? "");
  return {
    query,
    section: section && known ? section : null,
    sort: searchSortParam(params.get("sort")),
    page: searchPageParam(params.get("page")) ?? 1,
  };
}

/**
 * The query string of a search (`?q=...&section=...&sort=new&page=2`), in one order, for
 * links and cache keys; the defaults (relevance, the first page) are left out.
 */
export function searchQueryString({ query, section, sort, page }: SearchRequest): string {
  const params = new URLSearchParams({ q: query });
  if (section) params.set("section", section);
  if (sort === "new") params.set("sort", "new");
  if (page > 1) params.set("page", String(page));
  return `?${params}`;
}
