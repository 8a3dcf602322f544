import * as z from "zod/mini";

/**
 * A podcast episode (issue 46) as the API serves it, on the article it is (`article.episode`):
 * what the feed's enclosure and the iTunes and Podcast Index namespaces say, every URL
 * checked, every text plain. Transcript and chapter files are named here by URL only: the
 * server fetches them (`/public/api/podcasts/<show>/<episode>`), the browser never does.
 */

const url = z.url({ protocol: /^https?$/ });
const count = z.nullable(z.int().check(z.gte(0)));

/** A file the feed links for the episode: its URL and declared MIME type. */
const linkedFileSchema = z.object({ url, type: z.string() });

/** A chapter as Podlove Simple Chapters or a chapters JSON file gives it. */
export const chapterSchema = z.object({
  /** Seconds from the start. */
  start: z.number().check(z.gte(0)),
  title: z.string(),
  url: z.nullable(url),
  image: z.nullable(url),
});
export type Chapter = z.output<typeof chapterSchema>;

export const episodeSchema = z.object({
  /** Stable, URL-safe id of the episode within its show (from its guid). */
  id: z.string().check(z.regex(/^[\w-]{1,40}$/)),
  guid: z.string(),
  audio: url,
  /** The enclosure's MIME type, e.g. 'audio/mpeg'. */
  type: z.string(),
  /** The enclosure's length in bytes, as the feed says it. */
  bytes: count,
  /** Running time in seconds (`itunes:duration`). */
  duration: count,
  image: z.nullable(url),
  season: count,
  number: count,
  transcript: z.nullable(linkedFileSchema),
  chapters: z.nullable(linkedFileSchema),
  /** Podlove Simple Chapters written in the feed itself. */
  inlineChapters: z.array(chapterSchema),
});
export type Episode = z.output<typeof episodeSchema>;

/** A show as its feed describes itself (channel title, description, artwork). */
export const showInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.nullable(url),
});
export type ShowInfo = z.output<typeof showInfoSchema>;
