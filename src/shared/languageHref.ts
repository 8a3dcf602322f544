/**
 * The interface's languages by code, chosen by the URL's `?lang=` (absent: English), and
 * site hrefs in a language. A query parameter rather than a path prefix: the manifest's
 * paths stay the site's paths, each language's page is its own cacheable URL, and English
 * URLs are unchanged. Names and catalogues are in `languages.ts`, which English pages never
 * load in the browser. To add a language: its code here, its entry in `languages.ts`, its
 * catalogue in `catalogues/`.
 */
export const languageCodes = ["en", "es", "fr", "ar"] as const;

export type Language = (typeof languageCodes)[number];

/** The query parameter naming the language. */
export const langParam = "lang";

export const defaultLanguage: Language = "en";

/** The language a query string asks for; English when absent or unknown. */
export function languageOf(search: string | URLSearchParams): Language {
  const value = new URLSearchParams(search).get(langParam);
  return languageCodes.find((code) => code === value) ?? defaultLanguage;
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
