import * as z from "zod/mini";
import { annotationSchema } from "./annotation.ts";
import { articleSchema } from "./article.ts";

/**
 * One normalized item of a source, as the server keeps and persists it (`SourceItem` of
 * src/server/feeds/normalizeFeed.ts): an article without its scores, which depend on every
 * source, plus what scoring and de-duplication need.
 */
const sourceItemSchema = z.object({
  article: z.omit(articleSchema, {
    popularity: true,
    trending: true,
    storyId: true,
    sourceCount: true,
  }),
  key: z.string(),
  titleKey: z.string(),
  rank: z.number().check(z.int(), z.gte(0)),
  feedSize: z.number().check(z.int(), z.gte(1)),
  publisher: z.optional(z.string()),
  annotation: z.optional(annotationSchema),
});

/** Conditional-GET validators remembered from a source's last good response. */
const validatorsSchema = z.object({
  etag: z.optional(z.string()),
  lastModified: z.optional(z.string()),
});

/** A source's last good data as stored in `<DATA_DIR>/sources/<hash>.json`. */
export const persistedSourceSchema = z.object({
  version: z.literal(1),
  url: z.string(),
  savedAt: z.string(),
  lastSuccess: z.string(),
  validators: validatorsSchema,
  items: z.array(sourceItemSchema),
});

export type PersistedSource = z.output<typeof persistedSourceSchema>;
