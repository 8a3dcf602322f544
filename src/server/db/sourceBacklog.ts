import type { PersistedSource } from "../../shared/persistedSource.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";

/** An item that left its source's state before the store took it, and when it was seen. */
export interface LeftItem {
  item: SourceItem;
  at: string;
}

/** One source's writes that wait: its latest state, and what earlier states held beyond it. */
export interface WaitingSource {
  source: PersistedSource;
  /** By link (the archive's key within a source), with when each was first seen. */
  left: Map<string, LeftItem>;
  /** When each item of the latest state was first seen, while it waited. */
  seen: Map<string, string>;
}

/** Items kept beyond the sources' latest states, at most (about 2 KB each in memory). */
export const maxLeftItems = 20_000;

/**
 * The writes of sources the store refused (a full disk, a lost database), kept in memory
 * until it takes them (issue 48). Per source: its latest state, which is what a restart
 * restores, and every item an earlier state held that the latest no longer does, so that
 * the archive gets everything a reader was shown even when the publisher has moved on (or
 * answers 304 to the validators the latest state carries). Sources are written in the order
 * they first waited. Beyond `maxLeftItems` left items the oldest go first, counted in
 * `dropped`: the bound is said out loud, never silent.
 */
export class SourceBacklog {
  private readonly waiting = new Map<string, WaitingSource>();
  private leftCount = 0;
  /** Left items let go to keep the bound, since the start. */
  dropped = 0;

  constructor(private readonly maxLeft = maxLeftItems) {}

  add(source: PersistedSource): void {
    const known = this.waiting.get(source.url);
    const seen = new Map<string, string>();
    for (const { article } of source.items)
      seen.set(
        article.link,
        known?.seen.get(article.link) ?? known?.left.get(article.link)?.at ?? source.lastSuccess,
      );
    if (!known) {
      this.waiting.set(source.url, { source, left: new Map(), seen });
      return;
    }
    const { left } = known;
    for (const item of known.source.items) {
      const link = item.article.link;
      if (!seen.has(link))
        left.set(link, { item, at: known.seen.get(link) ?? known.source.lastSuccess });
    }
    // Back in the feed: the latest state archives it.
    for (const link of seen.keys()) left.delete(link);
    known.source = source;
    known.seen = seen;
    this.recount();
    this.trim();
  }

  /** The source that waited longest, or undefined when nothing waits. */
  first(): WaitingSource | undefined {
    return this.waiting.values().next().value;
  }

  /** `entry` reached the store: it waits no more (unless it was replaced while writing). */
  written(entry: WaitingSource): void {
    if (this.waiting.get(entry.source.url) !== entry) return;
    this.waiting.delete(entry.source.url);
    this.recount();
  }

  get sources(): number {
    return this.waiting.size;
  }

  /** Items waiting for the archive: the latest states' and those left behind. */
  get items(): number {
    let count = this.leftCount;
    for (const { source } of this.waiting.values()) count += source.items.length;
    return count;
  }

  private recount(): void {
    this.leftCount = 0;
    for (const { left } of this.waiting.values()) this.leftCount += left.size;
  }

  private trim(): void {
    for (const { left } of this.waiting.values()) {
      for (const link of left.keys()) {
        if (this.leftCount <= this.maxLeft) return;
        left.delete(link);
        this.leftCount--;
        this.dropped++;
      }
    }
  }
}
