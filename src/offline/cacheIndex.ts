/**
 * What the service worker keeps besides its precache, in least-recently-used order (a
 * Map's insertion order: a use moves an entry to the end), with the limits that bound it.
 * Pure, so that the pruning is tested without a browser; the worker persists it as JSON.
 */
export type CacheKind = "page" | "data" | "media";

export interface IndexEntry {
  kind: CacheKind;
  /** The body's size: media count against a byte budget. */
  bytes: number;
  /** A page's title, for the offline page's list. */
  title?: string;
}

export interface CacheLimits {
  pages: number;
  data: number;
  mediaBytes: number;
}

/** The bounds: 50 pages (and 50 API answers), 30 MB of images and assets. */
export const cacheLimits: CacheLimits = { pages: 50, data: 50, mediaBytes: 30 * 1024 * 1024 };

export class CacheIndex {
  readonly #entries: Map<string, IndexEntry>;

  constructor(entries: Iterable<[string, IndexEntry]> = []) {
    this.#entries = new Map(entries);
  }

  /** Adds or replaces an entry, as the most recently used. */
  record(url: string, entry: IndexEntry): void {
    this.#entries.delete(url);
    this.#entries.set(url, entry);
  }

  /** Marks an entry as just used; false when it is not indexed. */
  touch(url: string): boolean {
    const entry = this.#entries.get(url);
    if (!entry) return false;
    this.record(url, entry);
    return true;
  }

  delete(url: string): void {
    this.#entries.delete(url);
  }

  /**
   * Removes the least recently used entries until every kind is within its limit, and
   * returns them (the worker deletes them from their caches).
   */
  prune(limits: CacheLimits): [string, CacheKind][] {
    let pages = 0;
    let data = 0;
    let mediaBytes = 0;
    for (const entry of this.#entries.values()) {
      if (entry.kind === "page") pages++;
      else if (entry.kind === "data") data++;
      else mediaBytes += entry.bytes;
    }
    const dropped: [string, CacheKind][] = [];
    for (const [url, entry] of this.#entries) {
      if (entry.kind === "page" && pages > limits.pages) pages--;
      else if (entry.kind === "data" && data > limits.data) data--;
      else if (entry.kind === "media" && mediaBytes > limits.mediaBytes) mediaBytes -= entry.bytes;
      else continue;
      dropped.push([url, entry.kind]);
    }
    for (const [url] of dropped) this.#entries.delete(url);
    return dropped;
  }

  /**
   * Makes the index agree with what one kind's cache holds (`cached`: its URLs): forgets
   * entries the cache lost, and returns the cached URLs it never indexed (a worker stopped
   * between storing and saving), which the worker deletes so that nothing escapes the limits.
   */
  reconcile(kind: CacheKind, cached: readonly string[]): string[] {
    const held = new Set(cached);
    for (const [url, entry] of this.#entries)
      if (entry.kind === kind && !held.has(url)) this.#entries.delete(url);
    return cached.filter((url) => this.#entries.get(url)?.kind !== kind);
  }

  /** The saved pages, most recently used first. */
  pages(): { url: string; title: string }[] {
    return [...this.#entries]
      .filter(([, entry]) => entry.kind === "page")
      .map(([url, entry]) => ({ url, title: entry.title || url }))
      .reverse();
  }

  toJSON(): [string, IndexEntry][] {
    return [...this.#entries];
  }
}
