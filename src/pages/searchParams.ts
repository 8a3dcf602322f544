import { searchQueryMaxLength } from "../shared/searchPaths.ts";

/** A search as the page, its feeds and the API read it. */
export interface SearchRequest {
  query: string;
  /** A manifest route path, or null for the whole site. */
  section: string | null;
}

/**
 * Reads `q` and `section` the same way everywhere: the query trimmed and cut to the
 * contract's length; a section that is not a route path is ignored (the whole site).
 */
export function readSearchParams(
  params: URLSearchParams,
  sectionPaths: ReadonlySet<string> | readonly string[],
): SearchRequest {
  const query = (params.get("q") ?? "").trim().slice(0, searchQueryMaxLength);
  const section = params.get("section");
  const known = Array.isArray(sectionPaths)
    ? sectionPaths.includes(section ?? "")
    : (sectionPaths as ReadonlySet<string>).has(section ?? "");
  return { query, section: section && known ? section : null };
}

/** The query string of a search (`?q=...&section=...`), in one order, for links and cache keys. */
export function searchQueryString({ query, section }: SearchRequest): string {
  const params = new URLSearchParams({ q: query });
  if (section) params.set("section", section);
  return `?${params}`;
}
