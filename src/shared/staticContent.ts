import * as z from "zod/mini";
import { categoryLabelSchema, showIdSchema, showSchema, stationSchema } from "./podcastRegistry.ts";

/**
 * The static sample content of the podcast, live and blogs pages (spec, Entities: "Podcast
 * item" and "Static samples"): `config/podcasts.json`, `config/live.json` and
 * `config/blogs.json`. Validated by `npm run check:config` and the build, and shipped
 * to the browser already validated (`virtual:static-content/<name>`).
 */

const text = z.string().check(z.minLength(1));

/** A file the site serves itself (under public/): a root-relative path, no scheme, no `..`. */
const localAssetSchema = z.string().check(
  z.regex(/^\/(?!.*\.\.)[A-Za-z0-9._/-]+$/, {
    error: "must be a site path such as '/podcast/news-1.svg' (local files only)",
  }),
);

/** A calendar date, 'YYYY-MM-DD'. */
const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" }));

/** The spec's bounds on a podcast category: 3 to 6 items. */
const PODCAST_ITEMS = { min: 3, max: 6 } as const;

const podcastItemSchema = z.strictObject({
  id: z.int().check(z.gte(1)),
  title: text,
  /** The episode label, e.g. 'EP 01'. */
  episode: text,
  image: localAssetSchema,
  /** Optional recording; when the featured episode has one, 'Listen Now' plays it. */
  audio: z.optional(localAssetSchema),
});
export type PodcastItem = z.output<typeof podcastItemSchema>;

const podcastCategorySchema = z.strictObject({
  /** Store key, e.g. 'NewsPodcast'. */
  id: z.string().check(z.regex(/^[A-Za-z]+$/, { error: "must be letters only" })),
  /** Button label in every interface language, e.g. { en: 'News', es: 'Noticias', ... }. */
  label: categoryLabelSchema,
  /** The real shows of the category (ids of `shows`), issue 46. */
  shows: z.array(showIdSchema),
  /** The project's own sample items, shown until real episodes are in. */
  items: z.array(podcastItemSchema).check(
    z.minLength(PODCAST_ITEMS.min, {
      error: `a category needs ${PODCAST_ITEMS.min} to ${PODCAST_ITEMS.max} items`,
    }),
    z.maxLength(PODCAST_ITEMS.max, {
      error: `a category needs ${PODCAST_ITEMS.min} to ${PODCAST_ITEMS.max} items`,
    }),
  ),
});
export type PodcastCategory = z.output<typeof podcastCategorySchema>;

/** `config/podcasts.json`. The first category is the default one (NewsPodcast). */
const podcastsConfigSchema = z.strictObject({
  hero: z.strictObject({ title: text, text, image: localAssetSchema }),
  categories: z.array(podcastCategorySchema).check(z.minLength(1)),
  shows: z.array(showSchema),
  stations: z.array(stationSchema),
});
export type PodcastsConfig = z.output<typeof podcastsConfigSchema>;

const liveEpisodeSchema = z.strictObject({
  id: z.int().check(z.gte(1)),
  title: text,
  author: text,
  date: isoDate,
  /** Running time as shown, e.g. '42:10'. */
  duration: z
    .string()
    .check(z.regex(/^(\d+:)?\d{1,2}:\d{2}$/, { error: "must be mm:ss or h:mm:ss" })),
});
export type LiveEpisode = z.output<typeof liveEpisodeSchema>;

const liveNewsSchema = z.strictObject({
  id: z.int().check(z.gte(1)),
  title: text,
  description: text,
  /** Time of day as shown, e.g. '09:30'. */
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/, { error: "must be HH:MM" })),
  date: isoDate,
  img: localAssetSchema,
});
export type LiveNewsItem = z.output<typeof liveNewsSchema>;

/** `config/live.json`. */
const liveConfigSchema = z.strictObject({
  stream: z.strictObject({ title: text, text, poster: localAssetSchema }),
  nowPlaying: z.strictObject({ title: text, host: text }),
  episodes: z.array(liveEpisodeSchema).check(z.minLength(1)),
  news: z.array(liveNewsSchema).check(z.minLength(1)),
});
export type LiveConfig = z.output<typeof liveConfigSchema>;

const blogSchema = z.strictObject({
  title: text,
  description: text,
  author: text,
  date: isoDate,
  imageUrl: localAssetSchema,
});
export type BlogPost = z.output<typeof blogSchema>;

/** `config/blogs.json`. */
const blogsConfigSchema = z.strictObject({
  intro: text,
  posts: z.array(blogSchema).check(z.minLength(1)),
});
export type BlogsConfig = z.output<typeof blogsConfigSchema>;

/** Each static content file, its schema, and the name its virtual module goes by. */
export const staticContentSchemas = {
  podcasts: podcastsConfigSchema,
  live: liveConfigSchema,
  blogs: blogsConfigSchema,
} as const;
export type StaticContentName = keyof typeof staticContentSchemas;
export const staticContentNames = Object.keys(staticContentSchemas) as StaticContentName[];

/** Which static content a layout shows (layouts not listed show feeds only). */
export const layoutStaticContent: Partial<Record<string, StaticContentName>> = {
  podcast: "podcasts",
  live: "live",
  blogs: "blogs",
};

export interface StaticContent {
  podcasts: PodcastsConfig;
  live: LiveConfig;
  blogs: BlogsConfig;
}
