import * as z from "zod/mini";
import { httpUrlSchema } from "./article.ts";
import { countryCodes } from "./countryCodes.ts";

/**
 * `config/sources.json` (issue 38): the registry of publishers the aggregator reads. Every
 * feed URL of `config/feeds.json` is one publisher's feed here; the registry says who
 * publishes it, from which country, in which language and as which kind of outlet.
 */

/** What kind of outlet a publisher is: how a story's coverage is broken down. */
export const publisherKinds = [
  /** A public-service broadcaster. */
  "public",
  /** State-controlled media. */
  "state",
  "private",
  "nonprofit",
  /** A wire service. */
  "agency",
] as const;

export type PublisherKind = (typeof publisherKinds)[number];

const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/**
 * A BCP 47 tag as written in canonical form ("en", "pt-BR", "zh-Hant") whose language
 * subtag is a known language; "EN", "english" and "xx" are not.
 */
export function isLanguageTag(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical === tag && languageNames.of(tag.split("-")[0] ?? "") !== undefined;
  } catch {
    return false;
  }
}

const languageSchema = z.string().check(
  z.refine(isLanguageTag, {
    error:
      'not a BCP 47 language tag of a known language in canonical form, e.g. "en", "es", "pt-BR"',
    abort: true,
  }),
);

const countrySchema = z.string().check(
  z.refine((code) => countryCodes.has(code), {
    error: 'unknown country: must be an ISO 3166-1 alpha-2 code in upper case, e.g. "GB", "FR"',
  }),
);

/**
 * One feed: its URL (in the publisher's only language), or `{ url, language }` for a
 * publisher with several languages, where each feed says which one it is in.
 */
const publisherFeedSchema = z.union([
  httpUrlSchema,
  z.strictObject({ url: httpUrlSchema, language: languageSchema }),
]);

const hostSchema = z
  .string()
  .check(
    z.regex(
      /^(?!www\.)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
      'must be a host name in lower case without www., e.g. "bbc.com"',
    ),
  );

const publisherSchema = z.strictObject({
  id: z
    .string()
    .check(
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case: lower-case letters, digits and '-'"),
    ),
  name: z.string().check(z.minLength(1)),
  homepage: httpUrlSchema,
  country: countrySchema,
  languages: z
    .array(languageSchema)
    .check(z.minLength(1, { error: "needs at least one language" })),
  kind: z.enum(publisherKinds),
  feeds: z.array(publisherFeedSchema).check(z.minLength(1, { error: "needs at least one feed" })),
  /** Other site hosts its articles and channel links use (e.g. "bbc.com" for BBC News). */
  hosts: z.optional(z.array(hostSchema)),
});

export const sourcesConfigSchema = z.strictObject({
  /**
   * The day the registry last changed (YYYY-MM-DD): the OPML's dateCreated. Content, not
   * the clock, so every instance and every restart serves the same bytes (and ETag).
   */
  updated: z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" }),
      z.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
        error: "must be a real calendar date",
      }),
    ),
  ),
  publishers: z
    .array(publisherSchema)
    .check(z.minLength(1, { error: "needs at least one publisher" })),
});

export type SourcesConfig = z.output<typeof sourcesConfigSchema>;
export type Publisher = z.output<typeof publisherSchema>;
export type PublisherFeed = z.output<typeof publisherFeedSchema>;
