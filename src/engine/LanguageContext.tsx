import { createContext, useContext } from "react";
import { englishCore, type LoadedCatalogue } from "../shared/catalogue.ts";
import { type Language, langParam, withLanguage } from "../shared/languageHref.ts";

/** The page's interface language and its catalogue (one per document: `?lang=` picks it). */
export interface LanguageValue {
  lang: Language;
  texts: LoadedCatalogue;
}

const LanguageContext = createContext<LanguageValue>({ lang: "en", texts: englishCore });

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

/** A GET form's hidden `lang` field: the page it submits to stays in the page's language. */
export function LanguageField() {
  const lang = useLanguage();
  return lang === "en" ? null : <input type="hidden" name={langParam} value={lang} />;
}
