/**
 * Scores decay with the clock, so scoring at the exact time would change every endpoint's
 * bytes (and re-render every page) on each rescoring, however little changed. Scores move
 * on 5-minute ticks instead: a rescoring within one tick changes only what really changed.
 */
const scoreTickMs = 5 * 60_000;

/** The time articles are scored at: `now` rounded down to its 5-minute tick. */
export function scoreTime(now: number): number {
  return Math.floor(now / scoreTickMs) * scoreTickMs;
}
