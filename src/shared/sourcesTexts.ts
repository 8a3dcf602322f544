import type { Language } from "./languageHref.ts";
import type { PublisherKind } from "./sourcesConfig.ts";

/**
 * The texts of the sources page and of the /status page's summary and groups (issue 38),
 * in every interface language. The feed states and dates' words come from STATUS_TEXT.
 */
export interface SourcesTexts {
  title: string;
  intro: (publishers: number, countries: number, feeds: number) => string;
  /** How many of the registry's feeds the site reads now: the count /status gives. */
  readNow: (read: number, feeds: number) => string;
  /** The visible link to the OPML file. */
  opml: string;
  opmlHint: string;
  /** What a kind of outlet is called beside a publisher. */
  kinds: Record<PublisherKind, string>;
  languages: string;
  kind: string;
  feeds: (count: number) => string;
  /** A registry feed the site does not read now (no endpoint uses it). */
  unused: string;
  /** An external link's hint (opens the publisher's site). */
  homepage: (name: string) => string;
  loading: string;
  failed: string;
  /** The table of news sections by language (issue 49). */
  sections: {
    heading: string;
    intro: (enough: number) => string;
    section: string;
  };
  status: {
    summary: string;
    /** The count of distinct feed addresses the site reads. */
    sources: string;
    /** Why that count differs from /sources' and from a count per section. */
    sourcesNote: string;
    lastAttempt: string;
    lastSuccess: string;
    /** The last success when sources were asked but none has answered yet. */
    noSuccess: string;
    updated: string;
    failures: string;
    noFailures: string;
    /** One error's heading: the error and how many sources it affects. */
    errorGroup: (error: string, count: number) => string;
    byPublisher: string;
    /** A publisher's line: its feeds and how many fail. */
    publisherCounts: (feeds: number, failing: number) => string;
    /** The link to /sources. */
    allPublishers: string;
  };
}

const english: SourcesTexts = {
  title: "Sources",
  intro: (publishers, countries, feeds) =>
    `The ${publishers} publishers the site reads, from ${countries} countries, and the health of each of their ${feeds} feeds.`,
  readNow: (read, feeds) =>
    `The site reads ${read} of these ${feeds} feeds now (the feeds /status counts), each fetched once however many sections read it.`,
  opml: "Every feed as OPML",
  opmlHint: "to follow them in a feed reader.",
  kinds: {
    public: "Public broadcaster",
    state: "State media",
    private: "Private",
    nonprofit: "Non-profit",
    agency: "News agency",
  },
  languages: "Languages",
  kind: "Kind",
  feeds: (count) => (count === 1 ? "1 feed" : `${count} feeds`),
  unused: "Not read now",
  homepage: (name) => `${name} (opens the publisher's site)`,
  loading: "Loading sources...",
  failed: "Failed to load the sources. Please try again later.",
  sections: {
    heading: "Feeds by section and language",
    intro: (enough) =>
      `How many feeds each section's blocks read in each language. Fewer than ${enough} is marked, with why where no more were found; a section with none in a language shows English headlines there.`,
    section: "Section",
  },
  status: {
    summary: "At a glance",
    sources: "Feeds read",
    sourcesNote:
      "Each feed address is counted once, however many sections and language editions read it; the Sources page also lists the registry's feeds the site does not read now.",
    lastAttempt: "Last attempt",
    lastSuccess: "Last success",
    noSuccess: "None succeeded",
    updated: "Report made",
    failures: "Failures by error",
    noFailures: "No source is failing.",
    errorGroup: (error, count) => `${error} (${count})`,
    byPublisher: "Sources by publisher",
    publisherCounts: (feeds, failing) =>
      `${feeds === 1 ? "1 feed" : `${feeds} feeds`}${failing ? `, ${failing} failing` : ""}`,
    allPublishers: "Every publisher, by country",
  },
};

const spanish: SourcesTexts = {
  title: "Fuentes",
  intro: (publishers, countries, feeds) =>
    `Los ${publishers} medios que lee el sitio, de ${countries} países, y el estado de cada uno de sus ${feeds} canales.`,
  readNow: (read, feeds) =>
    `El sitio lee ahora ${read} de estos ${feeds} canales (los que cuenta /status), cada uno una sola vez aunque lo lean varias secciones.`,
  opml: "Todos los canales en OPML",
  opmlHint: "para seguirlos en un lector de noticias.",
  kinds: {
    public: "Servicio público",
    state: "Medio estatal",
    private: "Privado",
    nonprofit: "Sin ánimo de lucro",
    agency: "Agencia de noticias",
  },
  languages: "Idiomas",
  kind: "Tipo",
  feeds: (count) => (count === 1 ? "1 canal" : `${count} canales`),
  unused: "No se lee ahora",
  homepage: (name) => `${name} (abre el sitio del medio)`,
  loading: "Cargando las fuentes...",
  failed: "No se pudieron cargar las fuentes. Inténtelo de nuevo más tarde.",
  sections: {
    heading: "Canales por sección e idioma",
    intro: (enough) =>
      `Cuántos canales leen los bloques de cada sección en cada idioma. Menos de ${enough} se marca, con el motivo cuando no se encontraron más; una sección sin ninguno en un idioma muestra allí titulares en inglés.`,
    section: "Sección",
  },
  status: {
    summary: "De un vistazo",
    sources: "Canales leídos",
    sourcesNote:
      "Cada dirección de canal se cuenta una vez, aunque la lean varias secciones y ediciones; la página Fuentes lista también los canales del registro que el sitio no lee ahora.",
    lastAttempt: "Último intento",
    lastSuccess: "Último éxito",
    noSuccess: "Ninguno con éxito",
    updated: "Informe generado",
    failures: "Fallos por error",
    noFailures: "Ninguna fuente falla.",
    errorGroup: (error, count) => `${error} (${count})`,
    byPublisher: "Fuentes por medio",
    publisherCounts: (feeds, failing) =>
      `${feeds === 1 ? "1 canal" : `${feeds} canales`}${failing ? `, ${failing} con fallos` : ""}`,
    allPublishers: "Todos los medios, por país",
  },
};

const french: SourcesTexts = {
  title: "Sources",
  intro: (publishers, countries, feeds) =>
    `Les ${publishers} médias que lit le site, de ${countries} pays, et l’état de chacun de leurs ${feeds} flux.`,
  readNow: (read, feeds) =>
    `Le site lit actuellement ${read} de ces ${feeds} flux (ceux que compte /status), chacun une seule fois même si plusieurs rubriques le lisent.`,
  opml: "Tous les flux en OPML",
  opmlHint: "pour les suivre dans un lecteur de flux.",
  kinds: {
    public: "Service public",
    state: "Média d’État",
    private: "Privé",
    nonprofit: "Association",
    agency: "Agence de presse",
  },
  languages: "Langues",
  kind: "Type",
  feeds: (count) => (count === 1 ? "1 flux" : `${count} flux`),
  unused: "Non lu actuellement",
  homepage: (name) => `${name} (ouvre le site du média)`,
  loading: "Chargement des sources...",
  failed: "Impossible de charger les sources. Veuillez réessayer plus tard.",
  sections: {
    heading: "Flux par rubrique et par langue",
    intro: (enough) =>
      `Combien de flux lisent les blocs de chaque rubrique dans chaque langue. Moins de ${enough} est signalé, avec la raison quand aucun autre n’a été trouvé ; une rubrique sans flux dans une langue y montre des titres en anglais.`,
    section: "Rubrique",
  },
  status: {
    summary: "En un coup d’œil",
    sources: "Flux lus",
    sourcesNote:
      "Chaque adresse de flux compte une fois, quel que soit le nombre de rubriques et d’éditions qui la lisent ; la page Sources liste aussi les flux du registre que le site ne lit pas actuellement.",
    lastAttempt: "Dernière tentative",
    lastSuccess: "Dernier succès",
    noSuccess: "Aucun succès",
    updated: "Rapport établi",
    failures: "Échecs par erreur",
    noFailures: "Aucune source n’échoue.",
    errorGroup: (error, count) => `${error} (${count})`,
    byPublisher: "Sources par média",
    publisherCounts: (feeds, failing) => `${feeds} flux${failing ? `, ${failing} en échec` : ""}`,
    allPublishers: "Tous les médias, par pays",
  },
};

const arabic: SourcesTexts = {
  title: "المصادر",
  intro: (publishers, countries, feeds) =>
    `وسائل الإعلام التي يقرأها الموقع (${publishers}) من ${countries} دولة، وحالة كل واحدة من خلاصاتها (${feeds}).`,
  readNow: (read, feeds) =>
    `يقرأ الموقع حاليًا ${read} من هذه الخلاصات (${feeds})، وهي التي تحسبها صفحة /status، وتُجلب كل واحدة مرة واحدة مهما كان عدد الأقسام التي تقرؤها.`,
  opml: "كل الخلاصات بصيغة OPML",
  opmlHint: "لمتابعتها في قارئ الخلاصات.",
  kinds: {
    public: "إذاعة عامة",
    state: "إعلام حكومي",
    private: "خاصة",
    nonprofit: "غير ربحية",
    agency: "وكالة أنباء",
  },
  languages: "اللغات",
  kind: "النوع",
  feeds: (count) => `الخلاصات: ${count}`,
  unused: "لا تُقرأ حاليًا",
  homepage: (name) => `${name} (يفتح موقع الناشر)`,
  loading: "جارٍ تحميل المصادر...",
  failed: "تعذّر تحميل المصادر. يرجى المحاولة لاحقًا.",
  sections: {
    heading: "الخلاصات حسب القسم واللغة",
    intro: (enough) =>
      `عدد الخلاصات التي تقرؤها كتل كل قسم بكل لغة. يُعلَّم ما يقل عن ${enough} مع السبب حين لم يُعثر على غيرها؛ والقسم الذي لا خلاصة له بلغة ما يعرض فيها عناوين بالإنجليزية.`,
    section: "القسم",
  },
  status: {
    summary: "نظرة سريعة",
    sources: "الخلاصات المقروءة",
    sourcesNote:
      "يُحسب عنوان كل خلاصة مرة واحدة مهما كان عدد الأقسام والطبعات التي تقرؤها؛ وتعرض صفحة المصادر أيضًا خلاصات السجل التي لا يقرؤها الموقع حاليًا.",
    lastAttempt: "آخر محاولة",
    lastSuccess: "آخر نجاح",
    noSuccess: "لم تنجح أي محاولة",
    updated: "وقت التقرير",
    failures: "الأعطال حسب الخطأ",
    noFailures: "لا يوجد مصدر معطّل.",
    errorGroup: (error, count) => `${error} (${count})`,
    byPublisher: "المصادر حسب الناشر",
    publisherCounts: (feeds, failing) =>
      `الخلاصات: ${feeds}${failing ? `، المعطّلة: ${failing}` : ""}`,
    allPublishers: "كل الناشرين حسب الدولة",
  },
};

const texts: Record<Language, SourcesTexts> = {
  en: english,
  es: spanish,
  fr: french,
  ar: arabic,
};

/** The sources texts in a page's language. */
export const sourcesTextsIn = (lang: Language): SourcesTexts => texts[lang];
