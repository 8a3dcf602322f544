import type { LabelledHeadline } from "./evalSet.ts";

/**
 * A part as wire services shape real sets: each event's first four headlines are carried
 * word for word by five more publishers each, ten to fifty minutes later (the project's
 * construction; the real held-out set has such copies, the wide set does not).
 */
export function withWireCopies(headlines: readonly LabelledHeadline[]): LabelledHeadline[] {
  const copies: LabelledHeadline[] = [];
  const byEvent = new Map<string, LabelledHeadline[]>();
  for (const headline of headlines)
    byEvent.set(headline.event, [...(byEvent.get(headline.event) ?? []), headline]);
  for (const [event, reports] of byEvent)
    reports.slice(0, 4).forEach((report, n) => {
      for (let copy = 1; copy <= 5; copy++)
        copies.push({
          ...report,
          key: `${report.key}/wire${copy}`,
          publisher: `wire-${event}-${n}-${copy}.example`,
          seenAt: report.seenAt + copy * 600_000,
        });
    });
  return [...headlines, ...copies].sort((a, b) => a.seenAt - b.seenAt);
}
