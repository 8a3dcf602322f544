import { cutAtCodePoint } from "./cutAtCodePoint.ts";
import { searchQueryMaxLength } from "./sitePaths.ts";
import { validText } from "./validText.ts";

/** A search as the page, its feeds and the API read it. */
export interface SearchRequest {
  query: string;
  /** A manifest route path, or null for the whole site. */
  section: string | null;
}

/**
 * Reads `q` and `section` the same way everywhere (server and browser alike, so the page
 * hydrates on the text it was rendered with): the query made valid (a `%01` or `%EF%BF%BE`
 * in the URL reaches no page or feed), trimmed and cut to the contract's length without
 * splitting a surrogate pair; a section that is not a route path is ignored (the whole site).
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
  return { query, section: section && known ? section : null };
}

/** The query string of a search (`?q=...&section=...`), in one order, for links and cache keys. */
export function searchQueryString({ query, section }: SearchRequest): string {
  const params = new URLSearchParams({ q: query });
  if (section) params.set("section", section);
  return `?${params}`;
}
