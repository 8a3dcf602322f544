import type { EditionLanguage } from "./editions.ts";
import type { Language } from "./languageHref.ts";

/**
 * What a slot says in a page in another language when its feed has no edition in that
 * language and shows the English headlines (issue 38).
 */
const englishHeadlinesNotes: Record<EditionLanguage, string> = {
  es: "No hay fuentes en español para esta sección: titulares en inglés.",
  fr: "Aucune source en français pour cette rubrique : titres en anglais.",
  ar: "لا توجد مصادر باللغة العربية لهذا القسم: العناوين بالإنجليزية.",
};

/** The note in a page's language; none in English, whose headlines these are. */
export function englishHeadlinesNote(lang: Language): string | undefined {
  return lang === "en" ? undefined : englishHeadlinesNotes[lang];
}
