import { arabicCount } from "./arabicCount.ts";
import type { Language } from "./languageHref.ts";
import type { PublisherKind } from "./sourcesConfig.ts";

/** The texts of a story's coverage (issue 38): who covered it, on the story page. */
export interface CoverageTexts {
  heading: string;
  byCountry: string;
  byKind: string;
  byLanguage: string;
  /** What a kind of outlet is called in a list ("public broadcaster 2"). */
  kinds: Record<PublisherKind, string>;
  /** One figure in the chart's name ("United Kingdom 3"). */
  figure: (name: string, count: number) => string;
  listSeparator: string;
  /** The chart's accessible name: its two figures' lists, each already joined. */
  chartName: (countries: string, kinds: string) => string;
  /** The bars past the largest countries, together. */
  otherCountries: string;
  /** What opens the chart's figures as a list, folded under it (its text alternative). */
  asList: string;
  reports: (count: number) => string;
  publishers: (count: number) => string;
  /** Reports whose publisher the registry does not list (they count as publishers only). */
  unlisted: (count: number) => string;
  blindSpot: string;
  /** After `blindSpot`: every report with a known publisher is from this country. */
  oneCountry: (country: string) => string;
  /** Likewise from one kind of outlet. */
  oneKind: Record<PublisherKind, string>;
}

const english: CoverageTexts = {
  heading: "Who covered it",
  byCountry: "Reports by country",
  byKind: "By kind of outlet",
  byLanguage: "By language",
  kinds: {
    public: "public broadcaster",
    state: "state media",
    private: "private",
    nonprofit: "non-profit",
    agency: "agency",
  },
  figure: (name, count) => `${name} ${count}`,
  listSeparator: ", ",
  chartName: (countries, kinds) => `Reports by country: ${countries}; by kind of outlet: ${kinds}`,
  otherCountries: "Other countries",
  asList: "The figures as a list",
  reports: (count) => (count === 1 ? "1 report" : `${count} reports`),
  publishers: (count) => (count === 1 ? "1 publisher" : `${count} publishers`),
  unlisted: (count) =>
    count === 1
      ? "1 report from a publisher not in our registry"
      : `${count} reports from publishers not in our registry`,
  blindSpot: "Blind spot:",
  oneCountry: (country) => `every report comes from publishers in one country, ${country}.`,
  oneKind: {
    public: "every report comes from public broadcasters.",
    state: "every report comes from state media.",
    private: "every report comes from private outlets.",
    nonprofit: "every report comes from non-profit newsrooms.",
    agency: "every report comes from news agencies.",
  },
};

const spanish: CoverageTexts = {
  heading: "Quién lo cubrió",
  byCountry: "Noticias por país",
  byKind: "Por tipo de medio",
  byLanguage: "Por idioma",
  kinds: {
    public: "radiotelevisión pública",
    state: "medio estatal",
    private: "privado",
    nonprofit: "sin ánimo de lucro",
    agency: "agencia",
  },
  figure: (name, count) => `${name} ${count}`,
  listSeparator: ", ",
  chartName: (countries, kinds) => `Noticias por país: ${countries}; por tipo de medio: ${kinds}`,
  otherCountries: "Otros países",
  asList: "Las cifras en una lista",
  reports: (count) => (count === 1 ? "1 noticia" : `${count} noticias`),
  publishers: (count) => (count === 1 ? "1 medio" : `${count} medios`),
  unlisted: (count) =>
    count === 1
      ? "1 noticia de un medio que no figura en nuestro registro"
      : `${count} noticias de medios que no figuran en nuestro registro`,
  blindSpot: "Punto ciego:",
  oneCountry: (country) => `todas las noticias proceden de medios de un solo país, ${country}.`,
  oneKind: {
    public: "todas las noticias proceden de radiotelevisiones públicas.",
    state: "todas las noticias proceden de medios estatales.",
    private: "todas las noticias proceden de medios privados.",
    nonprofit: "todas las noticias proceden de redacciones sin ánimo de lucro.",
    agency: "todas las noticias proceden de agencias de noticias.",
  },
};

const french: CoverageTexts = {
  heading: "Qui en a parlé",
  byCountry: "Articles par pays",
  byKind: "Par type de média",
  byLanguage: "Par langue",
  kinds: {
    public: "audiovisuel public",
    state: "média d’État",
    private: "privé",
    nonprofit: "à but non lucratif",
    agency: "agence",
  },
  figure: (name, count) => `${name} ${count}`,
  listSeparator: ", ",
  chartName: (countries, kinds) =>
    `Articles par pays : ${countries} ; par type de média : ${kinds}`,
  otherCountries: "Autres pays",
  asList: "Les chiffres sous forme de liste",
  reports: (count) => (count < 2 ? `${count} article` : `${count} articles`),
  publishers: (count) => (count < 2 ? `${count} média` : `${count} médias`),
  unlisted: (count) =>
    count < 2
      ? `${count} article d’un média absent de notre registre`
      : `${count} articles de médias absents de notre registre`,
  blindSpot: "Angle mort :",
  oneCountry: (country) => `tous les articles viennent de médias d’un seul pays, ${country}.`,
  oneKind: {
    public: "tous les articles viennent de l’audiovisuel public.",
    state: "tous les articles viennent de médias d’État.",
    private: "tous les articles viennent de médias privés.",
    nonprofit: "tous les articles viennent de rédactions à but non lucratif.",
    agency: "tous les articles viennent d’agences de presse.",
  },
};

const arabicReports = ["تقرير واحد", "تقريران", "تقارير", "تقريرًا", "تقرير"] as const;

const arabic: CoverageTexts = {
  heading: "من غطّى الخبر",
  byCountry: "التقارير حسب البلد",
  byKind: "حسب نوع المنفذ الإعلامي",
  byLanguage: "حسب اللغة",
  kinds: {
    public: "هيئة بث عامة",
    state: "إعلام حكومي",
    private: "خاص",
    nonprofit: "غير ربحي",
    agency: "وكالة أنباء",
  },
  figure: (name, count) => `${name} ${count}`,
  listSeparator: "، ",
  chartName: (countries, kinds) =>
    `التقارير حسب البلد: ${countries}؛ حسب نوع المنفذ الإعلامي: ${kinds}`,
  otherCountries: "بلدان أخرى",
  asList: "الأرقام في قائمة",
  reports: (count) => arabicCount(count, arabicReports),
  publishers: (count) => arabicCount(count, ["ناشر واحد", "ناشران", "ناشرين", "ناشرًا", "ناشر"]),
  unlisted: (count) => `${arabicCount(count, arabicReports)} من ناشرين غير مدرجين في سجلّنا`,
  blindSpot: "نقطة عمياء:",
  oneCountry: (country) => `كل التقارير من ناشرين في بلد واحد، ${country}.`,
  oneKind: {
    public: "كل التقارير من هيئات بث عامة.",
    state: "كل التقارير من وسائل إعلام حكومية.",
    private: "كل التقارير من منافذ إعلامية خاصة.",
    nonprofit: "كل التقارير من غرف أخبار غير ربحية.",
    agency: "كل التقارير من وكالات أنباء.",
  },
};

/** The coverage texts of each interface language. */
export const coverageTexts: Record<Language, CoverageTexts> = {
  en: english,
  es: spanish,
  fr: french,
  ar: arabic,
};
