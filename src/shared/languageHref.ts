import type { Language } from "./languages.ts";

// Site hrefs in a language (`?lang=`), apart from the list of languages (`languages.ts`),
// which English pages never load in the browser.

/** The query parameter naming the language. */
export const langParam = "lang";

export const defaultLanguage: Language = "en";

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
