import { apiBasePath, todayPagePath } from "./sitePaths.ts";

/*
 * The day's top stories (issue 50): `/today` (the last 24 hours), `/today/<YYYY-MM-DD>` (a
 * past day of the archive), their RSS and JSON Feed, and the same as JSON. Apart from
 * sitePaths.ts, which every page's bundle carries: only the page's chunk and the server
 * read these.
 */

export const todayDayPattern = `${todayPagePath}/:date`;
export const todayApiPath = `${apiBasePath}/today`;

/** The page of a day's briefing; today's (or none) is `/today`. */
export function todayPath(date?: string | null): string {
  return date ? `${todayPagePath}/${date}` : todayPagePath;
}
