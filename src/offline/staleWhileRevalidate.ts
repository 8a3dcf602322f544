/**
 * Whether a kept page may be shown at once while the worker fetches a newer one: only
 * within the window the page's own Cache-Control allows (`stale-while-revalidate`, the
 * route's refresh interval), counted from its Date. Older than that, a reader who is online
 * waits for today's page instead of seeing yesterday's headlines; offline, the kept one is
 * shown anyway. Pure, so it is tested without a browser.
 */
export function withinStaleWindow(
  cacheControl: string | null,
  date: string | null,
  now: number,
): boolean {
  const seconds = /(?:^|,)\s*stale-while-revalidate=(\d+)/i.exec(cacheControl ?? "")?.[1];
  const dated = Date.parse(date ?? "");
  if (seconds === undefined || Number.isNaN(dated)) return false;
  return now - dated <= Number(seconds) * 1000;
}
