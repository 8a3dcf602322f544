import type { Language } from "./languageHref.ts";

/**
 * What the menu and the home page call the day's top stories (issue 50), in every language:
 * kept apart from the page's own texts (todayTexts.ts) because every page's bundle carries
 * the menu.
 */
export const todayLinkTexts: Record<Language, { menu: string; homeLink: string }> = {
  en: { menu: "Today", homeLink: "Today's top stories" },
  es: { menu: "Hoy", homeLink: "Lo principal de hoy" },
  fr: { menu: "Aujourd'hui", homeLink: "L'essentiel du jour" },
  ar: { menu: "اليوم", homeLink: "أهم أخبار اليوم" },
};
