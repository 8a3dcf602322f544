import type { Found } from "./findArticles.ts";

export interface SearchCacheLimits {
  /** JSON text held at most, in characters (the results' own size). */
  maxSize: number;
  maxEntries: number;
  /** A result is asked again after this long even without a write this instance saw. */
  maxAgeMs: number;
}

interface Entry {
  found: Promise<Found>;
  /** The section's sources; undefined: the whole archive (any write may change it). */
  sources: readonly string[] | undefined;
  expires: number;
  /** Counted once the result is in. */
  size: number;
}

/** What an entry costs beside its results (key, arrays, the promise). */
const entryOverhead = 500;

/**
 * Recent search results, kept until the archive changes (`changed`), least recently used
 * first out beyond `maxEntries` or `maxSize`. Concurrent askers of the same search share
 * one run; a failed run is not kept.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private size = 0;

  constructor(
    private readonly limits: SearchCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept result of `key`, else `find()`'s, kept. */
  get(key: string, sources: readonly string[] | undefined, find: () => Promise<Found>) {
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now()) {
      // Most recently used last: eviction takes the first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.found;
    }
    if (kept) this.forget(key, kept);
    const entry: Entry = {
      found: find(),
      sources,
      expires: this.now() + this.limits.maxAgeMs,
      size: 0,
    };
    this.entries.set(key, entry);
    entry.found.then(
      (found) => {
        if (this.entries.get(key) !== entry) return; // the archive changed meanwhile
        entry.size = found.size + key.length + entryOverhead;
        this.size += entry.size;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.forget(key, entry);
      },
    );
    return entry.found;
  }

  /**
   * The archive changed: forgets what a write to `source` may change (results of the whole
   * archive and of the sections reading it); without a source, everything.
   */
  changed(source?: string): void {
    for (const [key, entry] of this.entries)
      if (source === undefined || !entry.sources || entry.sources.includes(source))
        this.forget(key, entry);
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.size -= entry.size;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.size <= this.limits.maxSize) return;
      this.forget(key, entry);
    }
  }
}
