/** Static content facts the pages use at run time (the schemas stay in staticContent.ts). */

/** Spec, Entities: the podcast store starts on, and falls back to, this category. */
export const DEFAULT_PODCAST_CATEGORY = "NewsPodcast";

/** The URL query parameter that keeps the podcast page's category (reload, Back, sharing). */
export const PODCAST_CATEGORY_PARAM = "category";

/**
 * A config calendar date ('2025-06-30') as local noon, so date formatting shows the
 * same day in every time zone (a bare date would parse as UTC midnight).
 */
export function calendarDateTime(date: string): string {
  return `${date}T12:00:00`;
}
