import type { ScheduleRules } from "./storyRules.ts";

/**
 * When the window's lone reports are grouped again (groupStories regroups all of it): the
 * one counter of articles added since, and the one decision. StoryClusters keeps it;
 * StoryCatalog asks it on each refresh, with a clock, and its owner's timer through dueIn.
 */
export class RegroupSchedule {
  /** Articles added since the last regroup. */
  private ungrouped = 0;
  /** Whether a prune ran since, and whether it took articles away (see due). */
  private pruned = false;
  private shrunk = false;
  /** When the last regroup was, on the clock of those who give one. */
  private groupedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly rules: ScheduleRules) {}

  added(): void {
    this.ungrouped++;
  }

  /** Notes a prune and how many articles it took away. */
  prunedNow(removed: number): void {
    this.pruned = true;
    if (removed > 0) this.shrunk = true;
  }

  /** Notes a regroup; `now` when the caller keeps a clock. */
  grouped(now?: number): void {
    this.ungrouped = 0;
    this.pruned = false;
    this.shrunk = false;
    if (now !== undefined) this.groupedAt = now;
  }

  /**
   * Whether to regroup a window of `articles` now (see ScheduleRules). A refresh (with a
   * clock) regroups after any prune, a few times an hour, or once regroupEveryMs has passed
   * or regroupShare of the window is new. A read (without one) regroups once a prune took
   * articles away, which may have held a group together, or regroupShareOnRead is new: no
   * timer will group them later.
   */
  due(articles: number, now?: number): boolean {
    const { regroupEveryMs, regroupShare, regroupShareOnRead } = this.rules;
    if (now === undefined)
      return this.shrunk || (this.ungrouped > 0 && this.ungrouped >= articles * regroupShareOnRead);
    if (this.pruned) return true;
    if (this.ungrouped === 0) return false;
    return now - this.groupedAt >= regroupEveryMs || this.ungrouped >= articles * regroupShare;
  }

  /** How long until the articles waiting should be grouped (ms, 0: now); undefined: none wait. */
  dueIn(now: number): number | undefined {
    if (this.ungrouped === 0) return undefined;
    return Math.max(0, this.groupedAt + this.rules.regroupEveryMs - now);
  }
}
