import { arabicCount } from "./arabicCount.ts";
import type { Language } from "./languageHref.ts";

/** The texts of the day's top stories page (issue 50). */
export interface TodayTexts {
  /** The page's kicker (as the menu's entry, TEXT.chrome.today). */
  menu: string;
  heading: string;
  /** Under the heading of today's briefing. */
  intro: string;
  /** Under the heading of a past day's (`date` already written in the page's language). */
  pastIntro: (date: string) => string;
  /** What the summaries are, once, above the stories. */
  howSummed: string;
  developing: string;
  gained: (count: number) => string;
  publishers: (count: number) => string;
  countries: (count: number) => string;
  blindSpot: string;
  firstReport: string;
  latestReport: string;
  fullCoverage: string;
  previousDay: string;
  nextDay: string;
  empty: string;
  /** The returning reader's line: stories new and updated since `when`. */
  sinceLastVisit: (fresh: number, updated: number, when: string) => string;
  nothingSince: (when: string) => string;
}

const english: TodayTexts = {
  menu: "Today",
  heading: "Today's top stories",
  intro: "The stories most publishers in most countries reported in the last 24 hours.",
  pastIntro: (date) => `The stories most publishers reported on ${date}.`,
  howSummed:
    "Every summary sentence is quoted word for word from a report, with its publisher: the sentences the reports agree on most.",
  developing: "Developing",
  gained: (count) => (count === 1 ? "1 new report" : `${count} new reports`),
  publishers: (count) => (count === 1 ? "1 publisher" : `${count} publishers`),
  countries: (count) => (count === 1 ? "1 country" : `${count} countries`),
  blindSpot: "Blind spot",
  firstReport: "First report",
  latestReport: "Latest",
  fullCoverage: "Full coverage",
  previousDay: "Previous day",
  nextDay: "Next day",
  empty: "No stories for this day.",
  sinceLastVisit: (fresh, updated, when) =>
    `Since you last looked (${when}): ${fresh} new ${fresh === 1 ? "story" : "stories"}, ${updated} updated.`,
  nothingSince: (when) => `Nothing new since you last looked (${when}).`,
};

const spanish: TodayTexts = {
  menu: "Hoy",
  heading: "Las noticias principales de hoy",
  intro: "Las historias que más medios de más países publicaron en las últimas 24 horas.",
  pastIntro: (date) => `Las historias que más medios publicaron el ${date}.`,
  howSummed:
    "Cada frase de los resúmenes se cita textualmente de una noticia, con su medio: las frases en las que más coinciden.",
  developing: "En desarrollo",
  gained: (count) => (count === 1 ? "1 noticia nueva" : `${count} noticias nuevas`),
  publishers: (count) => (count === 1 ? "1 medio" : `${count} medios`),
  countries: (count) => (count === 1 ? "1 país" : `${count} países`),
  blindSpot: "Punto ciego",
  firstReport: "Primera noticia",
  latestReport: "Última",
  fullCoverage: "Cobertura completa",
  previousDay: "Día anterior",
  nextDay: "Día siguiente",
  empty: "No hay historias para este día.",
  sinceLastVisit: (fresh, updated, when) =>
    `Desde tu última visita (${when}): ${fresh} ${fresh === 1 ? "historia nueva" : "historias nuevas"}, ${updated} ${updated === 1 ? "actualizada" : "actualizadas"}.`,
  nothingSince: (when) => `Nada nuevo desde tu última visita (${when}).`,
};

const french: TodayTexts = {
  menu: "Aujourd'hui",
  heading: "L'essentiel d'aujourd'hui",
  intro:
    "Les sujets que le plus d'éditeurs, dans le plus de pays, ont traités ces dernières 24 heures.",
  pastIntro: (date) => `Les sujets que le plus d'éditeurs ont traités le ${date}.`,
  howSummed:
    "Chaque phrase des résumés est citée mot pour mot d'un article, avec son éditeur : celles sur lesquelles les articles s'accordent le plus.",
  developing: "En cours",
  gained: (count) => (count === 1 ? "1 nouvel article" : `${count} nouveaux articles`),
  publishers: (count) => (count === 1 ? "1 éditeur" : `${count} éditeurs`),
  countries: (count) => (count === 1 ? "1 pays" : `${count} pays`),
  blindSpot: "Angle mort",
  firstReport: "Premier article",
  latestReport: "Dernier",
  fullCoverage: "Couverture complète",
  previousDay: "Jour précédent",
  nextDay: "Jour suivant",
  empty: "Aucun sujet pour ce jour.",
  sinceLastVisit: (fresh, updated, when) =>
    `Depuis votre dernière visite (${when}) : ${fresh} ${fresh > 1 ? "nouveaux sujets" : "nouveau sujet"}, ${updated} mis à jour.`,
  nothingSince: (when) => `Rien de nouveau depuis votre dernière visite (${when}).`,
};

const arabic: TodayTexts = {
  menu: "اليوم",
  heading: "أهم أخبار اليوم",
  intro:
    "القصص التي نشرها أكبر عدد من الناشرين في أكبر عدد من البلدان خلال الساعات الأربع والعشرين الماضية.",
  pastIntro: (date) => `القصص التي نشرها أكبر عدد من الناشرين في ${date}.`,
  howSummed:
    "كل جملة في الملخصات مقتبسة حرفيًا من تقرير مع اسم ناشره: الجمل التي تتفق عليها التقارير أكثر من غيرها.",
  developing: "قصص متطورة",
  gained: (count) =>
    arabicCount(count, [
      "تقرير جديد",
      "تقريران جديدان",
      "تقارير جديدة",
      "تقريرًا جديدًا",
      "تقرير جديد",
    ]),
  publishers: (count) => arabicCount(count, ["ناشر واحد", "ناشران", "ناشرين", "ناشرًا", "ناشر"]),
  countries: (count) => arabicCount(count, ["بلد واحد", "بلدان", "بلدان", "بلدًا", "بلد"]),
  blindSpot: "نقطة عمياء",
  firstReport: "أول تقرير",
  latestReport: "الأحدث",
  fullCoverage: "التغطية الكاملة",
  previousDay: "اليوم السابق",
  nextDay: "اليوم التالي",
  empty: "لا توجد قصص لهذا اليوم.",
  sinceLastVisit: (fresh, updated, when) =>
    `منذ زيارتك الأخيرة (${when}): قصص جديدة ${fresh}، ومحدّثة ${updated}.`,
  nothingSince: (when) => `لا جديد منذ زيارتك الأخيرة (${when}).`,
};

export const todayTexts: Record<Language, TodayTexts> = {
  en: english,
  es: spanish,
  fr: french,
  ar: arabic,
};
