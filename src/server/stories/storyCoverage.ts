import type { Publisher, PublisherKind } from "../../shared/sourcesConfig.ts";
import type { StoryCoverage } from "../../shared/story.ts";

/** What coverage reads of a publisher the registry knows, and its name for the page. */
export type CoveragePublisher = Pick<Publisher, "country" | "kind"> & {
  name?: string;
  languages?: readonly string[];
};

/**
 * Who published an article from `host` in `language` (PublisherRegistry.resolve over the
 * registry and the sample publishers); undefined when the registry does not know it.
 */
export type PublisherResolver = (
  host: string,
  language: string | undefined,
) => CoveragePublisher | undefined;

/** What coverage reads of a report: its publisher's host and its declared language. */
interface Report {
  publisher: string;
  language?: string | null;
}

/** Counts by key, largest first, ties by key (the same story always lists alike). */
function ranked<K extends string>(counts: Map<K, number>): { key: K; count: number }[] {
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function add<K extends string>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * A story's coverage (issue 38) from its reports: how many publishers, and how many
 * reports by country, language and kind of outlet. A report whose publisher `resolve`
 * does not know counts among the publishers only. Its language is the one its feed
 * declares, else its publisher's only language, by primary subtag ("en-GB" is "en").
 */
export function storyCoverage(
  reports: readonly Report[],
  resolve: PublisherResolver,
): StoryCoverage {
  const countries = new Map<string, number>();
  const languages = new Map<string, number>();
  const kinds = new Map<PublisherKind, number>();
  for (const { publisher: host, language } of reports) {
    const publisher = resolve(host, language ?? undefined);
    if (!publisher) continue;
    add(countries, publisher.country);
    add(kinds, publisher.kind);
    const declared =
      language ?? (publisher.languages?.length === 1 ? publisher.languages[0] : undefined);
    const primary = declared?.split("-")[0]?.toLowerCase();
    if (primary) add(languages, primary);
  }
  return {
    publishers: new Set(reports.map((report) => report.publisher)).size,
    countries: ranked(countries).map(({ key, count }) => ({ code: key, count })),
    languages: ranked(languages).map(({ key, count }) => ({ code: key, count })),
    kinds: ranked(kinds).map(({ key, count }) => ({ kind: key, count })),
  };
}

/** No publisher known: every story's coverage counts its publishers only. */
export const noPublishers: PublisherResolver = () => undefined;
