import { defaultLanguage, type Language, languageCodes } from "./languageHref.ts";

/**
 * A label the config gives the interface (a menu group, a route's title and menu label, a
 * layout's section titles, the ad slot's label), in every interface language:
 * `{ "en": "Africa", "es": "África", "fr": "Afrique", "ar": "أفريقيا" }`. A plain string is
 * English only: the schema accepts it, so code and tests that build a config by hand keep
 * working, and `check:config` names every language such a label lacks (`labelProblems.ts`).
 * The schema is in `labelSchema.ts`: the browser reads labels, never zod.
 */
export type LocalizedLabel = { readonly en: string } & {
  readonly [L in Exclude<Language, "en">]?: string;
};

export type Label = string | LocalizedLabel;

/** The label in `lang`; English where the config gives none in that language. */
export function labelIn(label: Label, lang: Language): string {
  if (typeof label === "string") return label;
  return label[lang] ?? label.en;
}

/** The interface languages a label lacks (a plain string lacks every one but English). */
export function missingLanguages(label: Label): Language[] {
  return languageCodes.filter((lang) =>
    typeof label === "string" ? lang !== defaultLanguage : label[lang] === undefined,
  );
}
