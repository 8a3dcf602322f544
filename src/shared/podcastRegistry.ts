import * as z from "zod/mini";
import { httpUrlSchema } from "./article.ts";
import { languageCodes } from "./languageHref.ts";

/**
 * The registry of real shows and stations (issue 46) in `config/podcasts.json`: which
 * podcast feeds the aggregator reads and which radio streams `/live` plays. Every feed and
 * stream URL is one its publisher documents or one attested in public code; `publisher` is
 * an id of config/sources.json (checked by `podcastRegistryProblems`).
 */

const text = z.string().check(z.minLength(1));

/** A show or station id: kebab-case, as it appears in `/podcast/<show>`. */
const idSchema = z
  .string()
  .check(
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case: lower-case letters, digits and '-'"),
  );

const languagesSchema = z
  .array(z.enum(languageCodes))
  .check(z.minLength(1, { error: "needs at least one language" }));

export const showSchema = z.strictObject({
  id: idSchema,
  title: text,
  /** An id of config/sources.json. */
  publisher: idSchema,
  /** The show's own RSS feed. */
  feed: httpUrlSchema,
  /** The interface languages the show speaks: an edition leads with its shows. */
  languages: languagesSchema,
});
export type Show = z.output<typeof showSchema>;

/** How a station streams: Icecast MP3 or AAC (the `<audio>` element plays both) or HLS. */
export const streamFormats = ["mp3", "aac", "hls"] as const;
export type StreamFormat = (typeof streamFormats)[number];

export const stationSchema = z.strictObject({
  id: idSchema,
  name: text,
  publisher: idSchema,
  languages: languagesSchema,
  stream: httpUrlSchema,
  format: z.enum(streamFormats),
});
export type Station = z.output<typeof stationSchema>;

/** A category's label in every interface language (the category buttons of /podcast). */
export const categoryLabelSchema = z.strictObject({ en: text, es: text, fr: text, ar: text });
export type CategoryLabel = z.output<typeof categoryLabelSchema>;

export { idSchema as showIdSchema };

/**
 * The store id of a show's feed: an endpoint outside the spec's namespaces, whose URL
 * (`/public/api/podcasts/<show>`, what /status links) the podcasts API answers.
 */
export function showEndpointId(show: string): string {
  return `podcasts/${show}`;
}
