/**
 * Answers made per request but reused for `reuseMs` while their key's data version is
 * unchanged; at most `maxEntries`, the oldest dropped first. A failed answer is forgotten.
 */
export class ReuseCache<T> {
  private readonly entries = new Map<
    string,
    { version: string; expires: number; value: Promise<T> }
  >();

  constructor(
    private readonly reuseMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: string, make: () => Promise<T>): Promise<T> {
    const now = this.now();
    const known = this.entries.get(key);
    if (known && known.version === version && known.expires > now) return known.value;
    const value = make();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value ?? "");
    this.entries.set(key, { version, expires: now + this.reuseMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
