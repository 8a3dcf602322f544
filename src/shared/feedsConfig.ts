import * as z from "zod/mini";
import { httpUrlSchema } from "./article.ts";
import { editionLanguages } from "./editions.ts";
import { endpointIdSchema } from "./endpointIdSchema.ts";

const positiveInt = z.int().check(z.gte(1, { error: "must be a whole number of 1 or more" }));

/**
 * One publisher feed: its URL, or the URL with its own User-Agent for publishers that
 * block unknown agents (`{ "url": "...", "userAgent": "..." }`).
 */
const sourceSchema = z.union([
  httpUrlSchema,
  z.strictObject({
    url: httpUrlSchema,
    userAgent: z.string().check(z.minLength(1), z.maxLength(500), z.regex(/^[\x20-\x7e]+$/)),
  }),
]);

const sourcesSchema = z
  .array(sourceSchema)
  .check(z.minLength(1, { error: "needs at least one source URL" }));

/**
 * An endpoint's language editions (issue 38): per interface language but English, the feeds
 * in that language it reads for `?lang=<code>`. A language it lacks shows the English
 * sources, saying so. Each URL is a feed of `config/sources.json` in that language.
 */
const editionsSchema = z.partialRecord(z.enum(editionLanguages), sourcesSchema);

const endpointFeedsSchema = z.strictObject({
  /** Upstream publisher RSS/Atom/JSON feeds merged into this endpoint. */
  sources: sourcesSchema,
  editions: z.optional(editionsSchema),
  refreshMinutes: z.optional(positiveInt),
  maxItems: z.optional(positiveInt),
  /** Whether the bundled sample snapshot may stand in before the first live success. */
  sample: z._default(z.boolean(), true),
});

/** `config/feeds.json`: every API endpoint and the publisher feeds behind it. */
export const feedsConfigSchema = z.strictObject({
  version: z.literal(1),
  defaults: z.strictObject({ refreshMinutes: positiveInt, maxItems: positiveInt }),
  endpoints: z.record(endpointIdSchema, endpointFeedsSchema),
});

export type FeedsConfig = z.output<typeof feedsConfigSchema>;
export type EndpointFeeds = z.output<typeof endpointFeedsSchema>;
export type SourceConfig = z.output<typeof sourceSchema>;

/** A source's URL and User-Agent override, whichever form the config used. */
export function sourceOptions(source: SourceConfig): { url: string; userAgent?: string } {
  return typeof source === "string" ? { url: source } : source;
}
