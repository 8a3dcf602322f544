import type { LoadedCatalogue } from "./catalogue.ts";
import type { Language } from "./languageHref.ts";

/** Other languages' catalogues are chunks of their own, loaded only for a page in that language. */
const catalogue = (module: Promise<{ catalogue: LoadedCatalogue }>) =>
  module.then((m) => m.catalogue);

/** Every language of `languageCodes` (a test holds them equal), named in itself, with its catalogue's loader. */
export const languages = [
  // English is in every bundle (`englishCore`): nothing to load.
  { code: "en", name: "English" },
  { code: "es", name: "Español", load: () => catalogue(import("./catalogues/es.ts")) },
  { code: "fr", name: "Français", load: () => catalogue(import("./catalogues/fr.ts")) },
  { code: "ar", name: "العربية", load: () => catalogue(import("./catalogues/ar.ts")) },
] as const satisfies readonly {
  code: Language;
  name: string;
  load?: () => Promise<LoadedCatalogue>;
}[];

/** The entry of a language code. */
const languageEntry = (lang: Language) =>
  languages.find((language) => language.code === lang) ?? languages[0];

/** A language's catalogue, loaded; none for English, whose texts every bundle has. */
export async function catalogueOf(lang: Language): Promise<LoadedCatalogue | undefined> {
  const entry = languageEntry(lang);
  return "load" in entry ? entry.load() : undefined;
}
