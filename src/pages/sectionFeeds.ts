import type { EditionMap } from "../shared/editionEndpoints.ts";
import { editionUrl, servedId } from "../shared/editionEndpoints.ts";
import { type EditionLanguage, editionLanguages } from "../shared/editions.ts";
import { type Language, languageCodes } from "../shared/languageHref.ts";
import type { Label } from "../shared/localizedLabel.ts";
import type { RouteEntry } from "../shared/manifest.ts";
import type { PublicSourceStatus } from "../shared/publicStatus.ts";
import { routeEndpoints } from "../shared/routeSlots.ts";
import { apiBasePath } from "../shared/sitePaths.ts";

/** One news section of /sources' table (issue 49): its route, title and feeds per language. */
export interface SectionFeeds {
  path: string;
  title: Label;
  /** Distinct feeds its blocks read in each language (0: its blocks show English). */
  feeds: Record<Language, number>;
}

/**
 * Every route that shows feeds, with how many distinct feeds its blocks read in each
 * language: in English the endpoints' own, in another its editions' (none where an
 * endpoint has no edition in it). `feedsOf` gives the feeds of an API path.
 */
export function sectionFeeds(
  routes: readonly RouteEntry[],
  editions: EditionMap,
  feedsOf: (apiPath: string) => readonly string[],
): SectionFeeds[] {
  return routes.flatMap((route) => {
    const endpoints = routeEndpoints(route);
    if (endpoints.length === 0) return [];
    const count = (lang: Language) => {
      const served = endpoints.map((endpoint) => servedId(endpoint, lang, editions));
      // An endpoint without an edition in `lang` serves English there: no feed of the language.
      const own = lang === "en" ? served : served.filter((id) => id.includes("@"));
      return new Set(own.flatMap((id) => feedsOf(editionUrl(id)))).size;
    };
    const feeds = Object.fromEntries(languageCodes.map((lang) => [lang, count(lang)]));
    return [{ path: route.path, title: route.title, feeds: feeds as Record<Language, number> }];
  });
}

/**
 * Which endpoints have editions, from the status report's sources (the API paths they fill,
 * `?lang=` for an edition's): the same on the server and in the browser, whose English
 * config leaves the editions map out (issue 45).
 */
export function editionsOf(sources: readonly PublicSourceStatus[]): EditionMap {
  const map: Record<string, EditionLanguage[]> = {};
  for (const source of sources)
    for (const path of source.endpoints) {
      const [apiPath = "", query = ""] = path.split("?");
      const lang = new URLSearchParams(query).get("lang");
      const known = editionLanguages.find((code) => code === lang);
      if (!known || !apiPath.startsWith(`${apiBasePath}/`)) continue;
      const endpoint = apiPath.slice(apiBasePath.length + 1);
      const list = map[endpoint] ?? [];
      if (!list.includes(known)) map[endpoint] = [...list, known];
    }
  return map;
}

/** The feeds of each API path, from the status report's sources. */
export function feedsByPath(sources: readonly PublicSourceStatus[]) {
  const byPath = new Map<string, string[]>();
  for (const source of sources)
    for (const path of source.endpoints)
      byPath.set(path, [...(byPath.get(path) ?? []), source.url]);
  return (path: string): readonly string[] => byPath.get(path) ?? [];
}
