import { type Briefing, briefingDatePattern } from "../../shared/briefing.ts";
import { jsonBytes } from "../responses/jsonBytes.ts";
import { type BriefingInput, dayBriefing } from "../stories/dayBriefing.ts";
import type { StoryCatalog } from "../stories/storyCatalog.ts";
import { noPublishers, type PublisherResolver } from "../stories/storyCoverage.ts";
import { scoreTime } from "./scoreTime.ts";

const dayMs = 86_400_000;

/** The stored stories with reports first seen in [from, to) (ms), with those reports. */
export type PastStories = (from: number, to: number) => Promise<BriefingInput[]>;

/** A briefing's answer: its JSON; undefined for a day the archive does not hold (404). */
export type BriefingAnswer = { json: Buffer; briefing: Briefing } | undefined;

/** The UTC day of a time, as `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The start (ms) of a `YYYY-MM-DD` UTC day; NaN for a malformed or impossible date. */
export function dayStart(date: string): number {
  const start = briefingDatePattern.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  // "2026-02-30" parses (as March 2nd): a real day writes itself back the same.
  return !Number.isNaN(start) && dayOf(start) === date ? start : Number.NaN;
}

/** Today's stories as a briefing reads them: every living story with its current reports. */
function* livingStories(catalog: StoryCatalog): Iterable<BriefingInput> {
  for (const view of catalog.stories())
    yield {
      id: view.id,
      title: view.title,
      reports: view.articles.map(({ item, publisher, seenAt }) => ({
        title: item.article.title,
        description: item.article.description,
        link: item.article.link,
        publisher,
        language: item.article.language ?? null,
        seenAt,
      })),
    };
}

/**
 * A past day's stories: those stored, and those served now (a story still carried by its
 * feeds may not be stored yet, and the bundled samples never are), each report once.
 */
function withLiving(stored: BriefingInput[], living: Iterable<BriefingInput>): BriefingInput[] {
  const byId = new Map(stored.map((story) => [story.id, story]));
  for (const story of living) {
    const kept = byId.get(story.id);
    if (!kept) {
      byId.set(story.id, story);
      continue;
    }
    const links = new Set(kept.reports.map((report) => report.link));
    const more = story.reports.filter((report) => !links.has(report.link));
    byId.set(story.id, { ...kept, reports: [...kept.reports, ...more] });
  }
  return [...byId.values()];
}

/**
 * The briefings (issue 50), each made once while the stories stay as they are (`forget`
 * when they change): today's, the last 24 hours of the stories served now, once per
 * 5-minute tick at most (its "developing" counts move with the clock); and each of the
 * archive's past days (the last `archiveDays` before today), from the stored stories.
 */
export class ServedBriefings {
  private made = new Map<string, { tick: number; answer: Promise<BriefingAnswer> }>();
  /** The stored stories with reports in [from, to) (ms); none: past days are empty. */
  private pastStories: PastStories = async () => [];
  private archiveDays = 30;
  private resolve: PublisherResolver = noPublishers;

  constructor(
    private readonly catalog: StoryCatalog,
    private readonly now: () => number,
  ) {}

  /** Reads past days with `read` from now on: the archive's last `days` before today. */
  readPastDaysWith(read: PastStories, days: number): void {
    this.pastStories = read;
    this.archiveDays = days;
    this.forget();
  }

  resolvePublishersWith(resolve: PublisherResolver): void {
    this.resolve = resolve;
    this.forget();
  }

  forget(): void {
    this.made = new Map();
  }

  /**
   * The briefing of `date` (today's without one) in the `lang` edition; undefined for a day
   * outside the archive's (future, older than `archiveDays`, or not a date at all).
   */
  briefing(date: string | undefined, lang: string): Promise<BriefingAnswer> {
    const tick = scoreTime(this.now());
    const today = dayOf(tick);
    const live = date === undefined || date === today;
    const first = dayStart(today) - this.archiveDays * dayMs;
    const start = live ? tick - dayMs : dayStart(date);
    // NaN (not a date) fails both comparisons.
    if (!live && !(start >= first && start < dayStart(today))) return Promise.resolve(undefined);
    const key = `${live ? "today" : date} ${lang}`;
    const kept = this.made.get(key);
    if (kept && (!live || kept.tick === tick)) return kept.answer;
    const answer = this.make(live ? today : (date as string), start, live, tick, lang, first).catch(
      () => undefined,
    );
    this.made.set(key, { tick, answer });
    return answer;
  }

  private async make(
    date: string,
    start: number,
    live: boolean,
    tick: number,
    lang: string,
    first: number,
  ): Promise<BriefingAnswer> {
    const to = live ? tick + 5 * 60_000 : start + dayMs;
    const stories = live
      ? livingStories(this.catalog)
      : withLiving(await this.pastStories(start, to), livingStories(this.catalog));
    const made = dayBriefing(stories, { from: start, to, lang, resolve: this.resolve });
    const dayBegins = live ? dayStart(date) : start;
    const briefing: Briefing = {
      date,
      lang,
      live,
      stories: made.stories,
      // A past day's last hours are not "now": only today's briefing has developing stories.
      developing: live ? made.developing : [],
      previous: dayBegins - dayMs >= first ? dayOf(dayBegins - dayMs) : null,
      next: live ? null : dayOf(start + dayMs),
    };
    return { json: jsonBytes(briefing), briefing };
  }
}
