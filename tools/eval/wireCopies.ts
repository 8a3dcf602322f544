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

/**
 * A part at the scale of the real held-out set's largest stories: every headline carried
 * word for word by `copies` more publishers, five minutes apart, so that each story has
 * hundreds of articles and its subject more than a generic word's share of the window.
 */
export function withCarriedCopies(
  headlines: readonly LabelledHeadline[],
  copies: number,
): LabelledHeadline[] {
  const carried = headlines.flatMap((headline) =>
    Array.from({ length: copies }, (_, n) => ({
      ...headline,
      key: `${headline.key}/carried${n + 1}`,
      publisher: `carrier${n + 1}-${headline.publisher}`,
      seenAt: headline.seenAt + (n + 1) * 300_000,
    })),
  );
  return [...headlines, ...carried].sort((a, b) => a.seenAt - b.seenAt);
}
