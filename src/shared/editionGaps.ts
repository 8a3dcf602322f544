import type { EditionLanguage } from "./editions.ts";
import type { Language } from "./languageHref.ts";

/**
 * Why a news section has fewer than three feeds in a language (issue 49): the sections and
 * languages where the look-ups found no more publishers with a feed of their own for the
 * subject. `/sources` names the reason beside the count; a test holds every other section
 * to three feeds in each edition's language.
 */
export type GapReason = "regionInWorldPages" | "fewSubjectFeeds";

export const editionGaps: Readonly<Record<string, Partial<Record<EditionLanguage, GapReason>>>> = {
  "/america": { ar: "regionInWorldPages" },
  "/asia": { ar: "regionInWorldPages" },
  "/europe": { ar: "regionInWorldPages" },
  "/middleeast": { es: "regionInWorldPages", fr: "regionInWorldPages" },
  "/science": { ar: "fewSubjectFeeds" },
  "/space": { ar: "fewSubjectFeeds" },
  "/environment": { ar: "fewSubjectFeeds" },
  "/climate": { ar: "fewSubjectFeeds" },
};

/** The reasons, said in each interface language. */
export const gapReasonTexts: Record<Language, Record<GapReason, string>> = {
  en: {
    regionInWorldPages:
      "this language's press reports the region in its world pages: no feed of its own was found",
    fewSubjectFeeds: "no more publishers in this language with a feed of their own were found",
  },
  es: {
    regionInWorldPages:
      "la prensa en este idioma cubre la región en sus páginas de internacional: no se encontró un canal propio",
    fewSubjectFeeds: "no se encontraron más medios en este idioma con un canal propio del tema",
  },
  fr: {
    regionInWorldPages:
      "la presse de cette langue couvre la région dans ses pages internationales : aucun flux propre trouvé",
    fewSubjectFeeds:
      "aucun autre média de cette langue n’a été trouvé avec un flux propre au sujet",
  },
  ar: {
    regionInWorldPages:
      "تغطي صحافة هذه اللغة المنطقة في صفحاتها الدولية: لم يُعثر على خلاصة خاصة بها",
    fewSubjectFeeds: "لم يُعثر على ناشرين آخرين بهذه اللغة لديهم خلاصة خاصة بالموضوع",
  },
};
