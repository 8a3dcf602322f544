import {
  DEFAULT_SORT,
  PAGE_PARAM,
  pageFromQuery,
  SORT_PARAM,
  sortFromQuery,
  sortQueryValue,
} from "../../shared/allNewsQuery.ts";
import { defaultLanguage, langParam, languageOf } from "../../shared/languageHref.ts";
import {
  DEFAULT_PODCAST_CATEGORY,
  PODCAST_CATEGORY_PARAM,
} from "../../shared/staticContentValues.ts";

/** What a route's page can show, which bounds its variants. */
export interface PageQueryRules {
  /** The categories the route's layout offers (the podcast page's); none elsewhere. */
  categories: readonly string[];
  /** The highest All News page with anything on it now (at least 1). */
  maxPage: number;
}

/**
 * The one spelling of what a page's query asks for, as the page would read it: unknown
 * parameters dropped, a bad or default value dropped (`?page=abc`, `?page=1`, `?sort=zzz`,
 * `?lang=en`, `?category=` the route has not), a sort in lower case, a page past the last
 * one read as the last, the parameters in one order. Empty: the plain page. So each
 * rendering and cache entry is one meaning, and only canonical values are ever rendered
 * (and so echoed in the page's links).
 */
export function canonicalPageQuery(search: URLSearchParams, rules: PageQueryRules): string {
  const canonical = new URLSearchParams();
  const sort = sortFromQuery(search.get(SORT_PARAM));
  if (sort !== DEFAULT_SORT) canonical.set(SORT_PARAM, sortQueryValue(sort));
  const page = Math.min(pageFromQuery(search.get(PAGE_PARAM)), rules.maxPage);
  if (page > 1) canonical.set(PAGE_PARAM, String(page));
  const category = search.get(PODCAST_CATEGORY_PARAM);
  if (category && category !== DEFAULT_PODCAST_CATEGORY && rules.categories.includes(category))
    canonical.set(PODCAST_CATEGORY_PARAM, category);
  const lang = languageOf(search);
  if (lang !== defaultLanguage) canonical.set(langParam, lang);
  return canonical.toString();
}

/** Whether a canonical query is only a language: a page every reader of it shares. */
export function isSharedQuery(query: string): boolean {
  return query === "" || /^lang=[a-z]+$/.test(query);
}
