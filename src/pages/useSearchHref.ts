import { useLocalHref } from "../engine/LanguageContext.tsx";
import { type SearchRequest, searchQueryString } from "../shared/searchParams.ts";
import { searchPagePath } from "../shared/sitePaths.ts";

/** The address of a search in the page's language (`/search?q=...&page=2&lang=es`). */
export function useSearchHref(): (request: SearchRequest) => string {
  const local = useLocalHref();
  return (request) => local(searchPagePath + searchQueryString(request));
}
