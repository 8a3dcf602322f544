import { createContext, useContext } from "react";
import { type Catalogue, english } from "../shared/catalogue.ts";
import { type Language, withLanguage } from "../shared/languages.ts";

/** The page's interface language and its catalogue (one per document: `?lang=` picks it). */
export interface LanguageValue {
  lang: Language;
  texts: Catalogue;
}

const LanguageContext = createContext<LanguageValue>({ lang: "en", texts: english });

export const LanguageProvider = LanguageContext.Provider;

/** The page's language. */
export const useLanguage = () => useContext(LanguageContext).lang;

/** The current language's catalogue (`const { TEXT } = useTexts()`). */
export const useTexts = () => useContext(LanguageContext).texts;

/** Internal hrefs in the page's language: every site link keeps `?lang=`. */
export function useLocalHref(): (href: string) => string {
  const lang = useLanguage();
  return (href) => withLanguage(href, lang);
}
