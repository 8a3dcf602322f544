/**
 * Seconds from a clock time as podcast files write it: `01:02:03.500`, `02:03,5` (SRT's
 * comma), `93.5` or `93`; undefined for anything else. Hours are optional, minutes and
 * seconds below 60 when a larger unit is given.
 */
export function clockSeconds(text: string): number | undefined {
  const match = /^\s*(?:(?:(\d+):)?([0-5]?\d):)?(\d+(?:[.,]\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  const secs = Number((seconds as string).replace(",", "."));
  if (minutes !== undefined && secs >= 60) return undefined;
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + secs;
}
