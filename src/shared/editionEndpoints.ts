import { type EditionLanguage, editionId, editionLanguages, editionOf } from "./editions.ts";
import type { EndpointId } from "./endpoints.ts";
import type { FeedsConfig } from "./feedsConfig.ts";
import { defaultLanguage, type Language, langParam } from "./languageHref.ts";
import { endpointUrl } from "./sitePaths.ts";

/**
 * Which endpoints have an edition in which languages (issue 38): all the browser needs of
 * `editions` in config/feeds.json (never their URLs), shipped in `virtual:site-config`.
 * Endpoints without any edition are left out.
 */
export type EditionMap = Readonly<Record<EndpointId, readonly EditionLanguage[]>>;

/** The edition map of a feeds config. */
export function editionMap(feeds: FeedsConfig): EditionMap {
  const map: Record<EndpointId, EditionLanguage[]> = {};
  for (const [endpoint, { editions }] of Object.entries(feeds.endpoints)) {
    const langs = editionLanguages.filter((lang) => editions?.[lang]);
    if (langs.length > 0) map[endpoint] = langs;
  }
  return map;
}

/**
 * The store id a page in `lang` reads for an endpoint: its edition in that language when it
 * has one, else the endpoint itself (English headlines, which the slot says).
 */
export function servedId(endpoint: EndpointId, lang: Language, map: EditionMap): EndpointId {
  return lang !== defaultLanguage && map[endpoint]?.includes(lang as EditionLanguage)
    ? editionId(endpoint, lang)
    : endpoint;
}

/** The API URL of a store id: `bbc/breaking@es` -> `/public/api/bbc/breaking?lang=es`. */
export function editionUrl(id: EndpointId): string {
  const { endpoint, lang } = editionOf(id);
  const path = endpointUrl(endpoint);
  return lang === defaultLanguage ? path : `${path}?${langParam}=${lang}`;
}
