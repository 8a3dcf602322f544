import type { EndpointId } from "./endpoints.ts";
import { defaultLanguage, type Language, languageCodes } from "./languageHref.ts";

/**
 * Language editions (issue 38): the interface language also chooses the headlines. An
 * endpoint's edition in a language is read from that language's publishers
 * (`editions` in config/feeds.json); English is the endpoint itself, unchanged.
 */

/** The languages an endpoint may have an edition in: every interface language but English. */
export const editionLanguages = ["es", "fr", "ar"] as const satisfies readonly Exclude<
  Language,
  "en"
>[];

export type EditionLanguage = (typeof editionLanguages)[number];

/**
 * The store's id of an endpoint's edition: `bbc/breaking@es`. The English edition is the
 * endpoint's own id. Never a public path: the API answers `/public/api/<endpoint>?lang=es`.
 */
export function editionId(endpoint: EndpointId, lang: Language): string {
  return lang === defaultLanguage ? endpoint : `${endpoint}@${lang}`;
}

/** The endpoint and language of a store id made by editionId. */
export function editionOf(id: string): { endpoint: EndpointId; lang: Language } {
  const at = id.lastIndexOf("@");
  if (at === -1) return { endpoint: id, lang: defaultLanguage };
  const lang = languageCodes.find((code) => code === id.slice(at + 1)) ?? defaultLanguage;
  return { endpoint: id.slice(0, at), lang };
}
