import * as z from "zod/mini";
import { defaultLanguage, type Language, languageCodes } from "./languageHref.ts";
import type { Label } from "./localizedLabel.ts";

const text = z.string().check(z.minLength(1, { error: "a label's text must not be empty" }));

/** English required; the other languages optional here, so `check:config` can name each one missing. */
const labelShape = Object.fromEntries(
  languageCodes.map((lang) => [lang, lang === defaultLanguage ? text : z.optional(text)]),
) as { en: typeof text } & { [L in Exclude<Language, "en">]: z.ZodMiniOptional<typeof text> };

/**
 * A label as written: a string is read as `{ en }`, so a label's problems (an unknown
 * language, an empty text) are reported like any object's, never as a failed union.
 */
export const labelSchema: z.ZodMiniType<Label> = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? { en: value } : value)),
  z.strictObject(labelShape),
);
