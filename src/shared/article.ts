import * as z from "zod/mini";
import { episodeSchema, showInfoSchema } from "./episode.ts";
import { languageTagPattern } from "./languageTagPattern.ts";

/** A safe link: absolute http(s) only, so feed data can never inject `javascript:` URLs. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * One news article as the API serves it (spec: Entities). The server always sends every field;
 * the client tolerates missing optional ones so a partial item still renders.
 */
export const articleSchema = z.object({
  // An item without a title is still news: the layouts show their placeholder for "".
  title: z._default(z.string(), ""),
  description: z._default(z.string(), ""),
  content: z._default(z.string(), ""),
  link: httpUrlSchema,
  images: z._default(z.array(z.string()), []),
  pubDate: z._default(z.nullable(z.string()), null),
  category: z._default(z.nullable(z.string()), null),
  creator: z._default(z.nullable(z.string()), null),
  author: z._default(z.nullable(z.string()), null),
  excerpt: z._default(z.nullable(z.string()), null),
  popularity: z._default(z.number().check(z.gte(0)), 0),
  trending: z._default(z.boolean(), false),
  // Issue 11 (additive): the story this article belongs to and how many distinct
  // publishers cover it. The server always sends both.
  storyId: z.optional(z.string()),
  sourceCount: z.optional(z.number().check(z.int(), z.gte(1))),
  // Issue 25 (additive): the language of the article's text as its feed declares it (RSS
  // `<language>`, Atom `xml:lang`, JSON Feed `language`), a BCP 47 tag; null when undeclared.
  // The server always sends it.
  language: z.optional(z.nullable(z.string().check(z.regex(languageTagPattern)))),
  // Issue 23 (additive): the first image through the site's image proxy (see
  // shared/imageProxy.ts); null: show the placeholder; absent: link `images[0]` as it is.
  imageProxy: z.optional(
    z.nullable(
      z.object({
        src: z.string().check(z.regex(/^[\w-]+$/)),
        sig: z.string().check(z.regex(/^[\w-]+$/)),
      }),
    ),
  ),
  // Issue 46 (additive): a podcast episode's audio and what the feed says of it; `show` on
  // a show's newest episode only (the feed's own title, description and artwork).
  episode: z.optional(episodeSchema),
  show: z.optional(showInfoSchema),
});

export type Article = z.output<typeof articleSchema>;

/**
 * Validates an API response: it must be an array; items that do not fit the Article
 * schema are dropped rather than allowed to break a page.
 */
export function parseArticles(data: unknown): Article[] {
  if (!Array.isArray(data)) throw new TypeError("Feed response is not a JSON array");
  const articles: Article[] = [];
  for (const item of data) {
    const parsed = articleSchema.safeParse(item);
    if (parsed.success) articles.push(parsed.data);
  }
  return articles;
}
