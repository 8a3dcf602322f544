import * as z from "zod/mini";
import { articleSchema } from "./article.ts";
import { publisherKinds } from "./sourcesConfig.ts";

/**
 * An article as a story lists it: with its publisher (the host that tells publishers
 * apart), the registry's name for it when the registry knows it (issue 49), and when the
 * server first saw it.
 */
export const storyArticleSchema = z.extend(articleSchema, {
  publisher: z.string(),
  publisherName: z.optional(z.string()),
  firstSeen: z.string(),
});

const countSchema = z.number().check(z.int(), z.gte(1));

/**
 * Who covered a story (issue 38), in reports: by the publishers' country (ISO 3166-1
 * alpha-2), the reports' language (primary subtag) and the kind of outlet, each largest
 * first. `publishers`: distinct publishers; a report whose publisher the registry does not
 * know counts there only.
 */
export const storyCoverageSchema = z.object({
  publishers: z.number().check(z.int(), z.gte(0)),
  countries: z.array(z.object({ code: z.string(), count: countSchema })),
  languages: z.array(z.object({ code: z.string(), count: countSchema })),
  kinds: z.array(z.object({ kind: z.enum(publisherKinds), count: countSchema })),
});

/**
 * `GET /public/api/stories/<id>` (issue 11): one event across publishers. `articles` come
 * one per publisher first, then the rest, each group newest first. `why.terms`: the names
 * and words that tie its reports, strongest first, as their headlines write them
 * (StoryClusters.whyTerms); optional, as answers written before it have none. `coverage`:
 * see storyCoverageSchema; optional likewise.
 */
export const storySchema = z.object({
  id: z.string(),
  title: z.string(),
  sourceCount: z.number().check(z.int(), z.gte(1)),
  firstSeen: z.string(),
  updated: z.string(),
  articles: z.array(storyArticleSchema),
  why: z.optional(z.object({ terms: z.array(z.string()) })),
  coverage: z.optional(storyCoverageSchema),
});

export type StoryArticle = z.output<typeof storyArticleSchema>;
export type StoryData = z.output<typeof storySchema>;
export type StoryCoverage = z.output<typeof storyCoverageSchema>;
