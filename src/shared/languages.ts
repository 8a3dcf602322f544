import { type Catalogue, english } from "./catalogue.ts";

/** Other languages' catalogues are chunks of their own, loaded only for a page in that language. */
const catalogue = (module: Promise<{ catalogue: Catalogue }>) => module.then((m) => m.catalogue);

/**
 * The interface's languages, chosen by the URL's `?lang=` (absent: English). A query
 * parameter rather than a path prefix: the manifest's paths stay the site's paths, each
 * language's page is its own cacheable URL, and English URLs are unchanged.
 * To add a language: one catalogue file in `catalogues/` and one entry here.
 */
export const languages = [
  { code: "en", name: "English", locale: "en-US", load: async () => english },
  {
    code: "es",
    name: "Español",
    locale: "es-ES",
    load: () => catalogue(import("./catalogues/es.ts")),
  },
  {
    code: "fr",
    name: "Français",
    locale: "fr-FR",
    load: () => catalogue(import("./catalogues/fr.ts")),
  },
  {
    code: "ar",
    name: "العربية",
    locale: "ar",
    load: () => catalogue(import("./catalogues/ar.ts")),
  },
] as const;

export type Language = (typeof languages)[number]["code"];

/** The query parameter naming the language. */
export const langParam = "lang";

export const defaultLanguage: Language = "en";

/** Primary language subtags written right to left (interface and article text alike). */
const rtlSubtags = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "ks",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);

/** The text direction of a BCP 47 tag (`ar`, `fa-IR`, `en-GB`). */
export const directionOf = (tag: string): "rtl" | "ltr" =>
  rtlSubtags.has(tag.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";

/** The language a query string asks for; English when absent or unknown. */
export function languageOf(search: string | URLSearchParams): Language {
  const value = new URLSearchParams(search).get(langParam);
  return languages.find((language) => language.code === value)?.code ?? defaultLanguage;
}

/** An internal href in `lang`: its `?lang=` set (dropped for English), its hash kept. */
export function withLanguage(href: string, lang: Language): string {
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt));
  if (lang === defaultLanguage) params.delete(langParam);
  else params.set(langParam, lang);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}${hash}`;
}

/** The entry of a language code. */
export const languageEntry = (lang: Language) =>
  languages.find((language) => language.code === lang) ?? languages[0];
