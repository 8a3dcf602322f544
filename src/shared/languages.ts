import type { LoadedCatalogue } from "./catalogue.ts";

export { directionOf } from "./textDirection.ts";

import { defaultLanguage, langParam } from "./languageHref.ts";

/** Other languages' catalogues are chunks of their own, loaded only for a page in that language. */
const catalogue = (module: Promise<{ catalogue: LoadedCatalogue }>) =>
  module.then((m) => m.catalogue);

/**
 * The interface's languages, chosen by the URL's `?lang=` (absent: English). A query
 * parameter rather than a path prefix: the manifest's paths stay the site's paths, each
 * language's page is its own cacheable URL, and English URLs are unchanged.
 * To add a language: one catalogue file in `catalogues/` and one entry here.
 */
export const languages = [
  // English is in every bundle (`englishCore`): nothing to load.
  { code: "en", name: "English" },
  {
    code: "es",
    name: "Español",
    load: () => catalogue(import("./catalogues/es.ts")),
  },
  {
    code: "fr",
    name: "Français",
    load: () => catalogue(import("./catalogues/fr.ts")),
  },
  {
    code: "ar",
    name: "العربية",
    load: () => catalogue(import("./catalogues/ar.ts")),
  },
] as const;

export type Language = (typeof languages)[number]["code"];

/** The language a query string asks for; English when absent or unknown. */
export function languageOf(search: string | URLSearchParams): Language {
  const value = new URLSearchParams(search).get(langParam);
  return languages.find((language) => language.code === value)?.code ?? defaultLanguage;
}

/** The entry of a language code. */
export const languageEntry = (lang: Language) =>
  languages.find((language) => language.code === lang) ?? languages[0];

/** A language's catalogue, loaded; none for English, whose texts every bundle has. */
export async function catalogueOf(lang: Language): Promise<LoadedCatalogue | undefined> {
  const entry = languageEntry(lang);
  return "load" in entry ? entry.load() : undefined;
}
