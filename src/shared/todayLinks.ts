import type { Language } from "./languageHref.ts";

/**
 * What the menu and the home page call the day's top stories (issue 50), in every language:
 * kept apart from the page's own texts (todayTexts.ts) because every page's bundle carries
 * the menu.
 */
export const todayLinkTexts: Record<Language, { menu: string; homeLink: string }> = {
  en: { menu: "Today", homeLink: "Today: the day's top stories in one page" },
  es: { menu: "Hoy", homeLink: "Hoy: las noticias principales del día en una página" },
  fr: { menu: "Aujourd'hui", homeLink: "Aujourd'hui : l'essentiel de la journée en une page" },
  ar: { menu: "اليوم", homeLink: "اليوم: أهم أخبار اليوم في صفحة واحدة" },
};
