import * as z from "zod/mini";
import { articleSchema } from "./article.ts";

/** An article as a story lists it: with its publisher and when the server first saw it. */
export const storyArticleSchema = z.extend(articleSchema, {
  publisher: z.string(),
  firstSeen: z.string(),
});

/**
 * `GET /public/api/stories/<id>` (issue 11): one event across publishers. `articles` come
 * one per publisher first, then the rest, each group newest first. `why.terms`: the names
 * and words that tie its reports, strongest first, as their headlines write them
 * (StoryClusters.whyTerms); optional, as answers written before it have none.
 */
export const storySchema = z.object({
  id: z.string(),
  title: z.string(),
  sourceCount: z.number().check(z.int(), z.gte(1)),
  firstSeen: z.string(),
  updated: z.string(),
  articles: z.array(storyArticleSchema),
  why: z.optional(z.object({ terms: z.array(z.string()) })),
});

export type StoryArticle = z.output<typeof storyArticleSchema>;
export type StoryData = z.output<typeof storySchema>;
