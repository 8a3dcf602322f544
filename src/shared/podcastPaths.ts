/**
 * The podcast pages' paths (issue 46): a show's `/podcast/<show>` (pages of 20:
 * `?page=N`) and an episode's `/podcast/<show>/<episode>`. Apart from sitePaths, which every
 * bundle carries: only the podcast pages and the server read these.
 */

/** The routes, in React Router's syntax. */
export const showPagePattern = "/podcast/:show";
export const episodePagePattern = "/podcast/:show/:episode";

export const showPath = (show: string, page = 1) =>
  `/podcast/${encodeURIComponent(show)}${page > 1 ? `?page=${page}` : ""}`;
export const episodePath = (show: string, episode: string) =>
  `/podcast/${encodeURIComponent(show)}/${encodeURIComponent(episode)}`;

/** A page number as written in `?page=`: a whole number from 1, else NaN. */
export function pageNumberOf(written: string | null): number {
  return /^[1-9]\d{0,4}$/.test(written ?? "1") ? Number(written ?? "1") : Number.NaN;
}

/**
 * The page a show's page shows for `?page=` (server and browser alike): a bad number is the
 * first page, as `?page=abc` is on every other page of the site.
 */
export function showPageNumber(written: string | null): number {
  const page = pageNumberOf(written);
  return Number.isNaN(page) ? 1 : page;
}
