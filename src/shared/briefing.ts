import type { PublisherKind } from "./sourcesConfig.ts";
import type { StoryCoverage } from "./story.ts";

/** One sentence of a story's summary, quoted word for word from a report's description. */
export interface BriefingSentence {
  text: string;
  /** The quoted report's publisher, as the story's `articles` name it. */
  publisher: string;
  /**
   * Its name in the registry, where the registry knows it (as a story's articles'
   * `publisherName`): what the page shows, the host only for a publisher it does not know.
   */
  publisherName?: string;
  /** The quoted report. */
  link: string;
}

/** A story in a day's briefing (issue 50). */
export interface BriefingStory {
  id: string;
  title: string;
  summary: BriefingSentence[];
  /** Who covered it, counted over the day's reports in the briefing's language. */
  coverage: StoryCoverage;
  /**
   * Where every report with a known publisher comes from one country (named in the
   * briefing's language) or one kind of outlet (see blindSpots); empty when neither.
   */
  blindSpot: { country?: string; kind?: PublisherKind };
  /** The day's first and latest report (ISO). */
  firstSeen: string;
  updated: string;
  /** The day's reports of it. */
  reports: number;
  /** Of those, how many were first seen in the last `developingHours` (today's briefing). */
  gained: number;
}

/** A story that gained most reports in the last `developingHours`. */
export interface DevelopingStory {
  id: string;
  title: string;
  gained: number;
}

/**
 * `GET /public/api/today` (and `?date=`, `?lang=`): a day's top stories, ranked by coverage,
 * each summed up from its own reports. `date` is the UTC day (YYYY-MM-DD); `live` when the
 * briefing is today's (the last 24 hours, read as they are now). `developing`: the stories
 * that gained most reports in the last hours, most first. `previous`/`next`:
 * the archive days around it, null where there is none.
 */
export interface Briefing {
  date: string;
  lang: string;
  live: boolean;
  stories: BriefingStory[];
  developing: DevelopingStory[];
  previous: string | null;
  next: string | null;
}

/** The hours a story's new reports count as "developing". */
export const developingHours = 3;

/** `YYYY-MM-DD`, as a briefing's day is written in its address. */
export const briefingDatePattern = /^\d{4}-\d{2}-\d{2}$/;
