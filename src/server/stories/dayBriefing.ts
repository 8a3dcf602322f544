import { blindSpots, displayName } from "../../shared/blindSpots.ts";
import {
  type BriefingStory,
  type DevelopingStory,
  developingHours,
} from "../../shared/briefing.ts";
import type { StoryCoverage } from "../../shared/story.ts";
import { type PublisherResolver, storyCoverage } from "./storyCoverage.ts";
import { summarize } from "./summarySentences.ts";

/** A report as a briefing reads it. */
export interface BriefingReport {
  title: string;
  description: string;
  link: string;
  publisher: string;
  /** Its feed's declared language (BCP 47), else null. */
  language: string | null;
  /** When it was first seen (ms). */
  seenAt: number;
}

/** A story with its reports (any day's: the briefing keeps its own day's). */
export interface BriefingInput {
  id: string;
  title: string;
  reports: readonly BriefingReport[];
}

export const briefingRules = {
  /** Stories a briefing lists at most. */
  maxStories: 15,
  /** Stories shown as developing at most, and the reports they must have gained. */
  maxDeveloping: 3,
  minGained: 2,
} as const;

/** What a briefing is made of: one day (or the last 24 hours), in one edition. */
export interface BriefingWindow {
  /** Reports first seen in [from, to) count. */
  from: number;
  to: number;
  /** The edition: only reports in this language count (see reportLanguage). */
  lang: string;
  /** Who each report's publisher is (country, kind, languages). */
  resolve: PublisherResolver;
}

/**
 * A report's language, by primary subtag: its feed's, else its publisher's only one, else
 * English (the site's first edition, where an undeclared feed is served).
 */
function reportLanguage(report: BriefingReport, resolve: PublisherResolver): string {
  const declared = report.language ?? undefined;
  const known = resolve(report.publisher, declared)?.languages;
  const tag = declared ?? (known?.length === 1 ? known[0] : undefined) ?? "en";
  return tag.split("-")[0]?.toLowerCase() || "en";
}

interface Ranked {
  story: BriefingInput;
  reports: BriefingReport[];
  coverage: StoryCoverage;
  latest: number;
}

/**
 * The order of a briefing: most publishers first, then most countries, then most kinds of
 * outlet (a story told across borders and by different kinds of newsroom is more surely
 * the day's news than one a single country's outlets repeat), then the most recent latest
 * report, then the id (the same stories always rank alike).
 */
export function byCoverage(a: Ranked, b: Ranked): number {
  return (
    b.coverage.publishers - a.coverage.publishers ||
    b.coverage.countries.length - a.coverage.countries.length ||
    b.coverage.kinds.length - a.coverage.kinds.length ||
    b.latest - a.latest ||
    (a.story.id < b.story.id ? -1 : a.story.id > b.story.id ? 1 : 0)
  );
}

/** A story's blind spot, its country named in `lang` (the page needs no name tables). */
function blindSpotIn(coverage: StoryCoverage, lang: string): BriefingStory["blindSpot"] {
  const { country, kind } = blindSpots(coverage);
  return {
    ...(country ? { country: displayName(lang, "region", country) } : {}),
    ...(kind ? { kind } : {}),
  };
}

/**
 * A day's briefing (issue 50): the `maxStories` stories with reports in the window ranked by
 * coverage (`byCoverage`), each summed up from its day's reports (`summarize`, earliest
 * first on a tie), with its coverage, its first and latest report and how many reports it
 * gained in the last `developingHours` before `to`; and the developing stories: those of
 * the whole window that gained most (at least `minGained`), ranked or not, since a story
 * growing now may have few publishers yet. Pure: the same stories give the same briefing.
 */
export function dayBriefing(
  stories: Iterable<BriefingInput>,
  { from, to, lang, resolve }: BriefingWindow,
): { stories: BriefingStory[]; developing: DevelopingStory[] } {
  const ranked: Ranked[] = [];
  for (const story of stories) {
    const reports = story.reports.filter(
      (report) =>
        report.seenAt >= from && report.seenAt < to && reportLanguage(report, resolve) === lang,
    );
    if (reports.length === 0) continue;
    let latest = Number.NEGATIVE_INFINITY;
    for (const report of reports) latest = Math.max(latest, report.seenAt);
    // Only what ranks needs the coverage's countries and kinds: counted for every story.
    ranked.push({ story, reports, coverage: storyCoverage(reports, resolve), latest });
  }
  const since = to - developingHours * 3_600_000;
  const gainedOf = (reports: BriefingReport[]) =>
    reports.filter((report) => report.seenAt >= since).length;
  const titleOf = (story: BriefingInput, reports: BriefingReport[]) =>
    reports.some((report) => report.title === story.title)
      ? story.title
      : // The edition's own words: its earliest report's headline that day.
        (reports.reduce((a, b) => (b.seenAt < a.seenAt ? b : a)).title ?? story.title);
  const top = ranked
    .sort(byCoverage)
    .slice(0, briefingRules.maxStories)
    .map(({ story, reports, coverage, latest }): BriefingStory => {
      const ordered = reports.toSorted((a, b) => a.seenAt - b.seenAt);
      return {
        id: story.id,
        title: titleOf(story, reports),
        summary: summarize(ordered).map((sentence) => {
          // Named as the story page names the quoted report's publisher (its feed's language).
          const quoted = ordered.find((report) => report.link === sentence.link);
          const name = resolve(sentence.publisher, quoted?.language ?? undefined)?.name;
          return name === undefined ? sentence : { ...sentence, publisherName: name };
        }),
        coverage,
        blindSpot: blindSpotIn(coverage, lang),
        firstSeen: new Date(ordered[0]?.seenAt ?? latest).toISOString(),
        updated: new Date(latest).toISOString(),
        reports: reports.length,
        gained: gainedOf(reports),
      };
    });
  // Over every story of the window, ranked or not: what moves now may have few publishers yet.
  const developing = ranked
    .map(({ story, reports }) => ({ story, reports, gained: gainedOf(reports) }))
    .filter(({ gained }) => gained >= briefingRules.minGained)
    .sort((a, b) => b.gained - a.gained)
    .slice(0, briefingRules.maxDeveloping)
    .map(({ story, reports, gained }) => ({
      id: story.id,
      title: titleOf(story, reports),
      gained,
    }));
  return { stories: top, developing };
}
