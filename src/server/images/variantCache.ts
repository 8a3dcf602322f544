import { createHash } from "node:crypto";
import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";

/** A variant on disk: its file, size and strong ETag (a hash of its bytes). */
export interface CachedVariant {
  file: string;
  size: number;
  etag: string;
}

/** `<variant key hash>-<content hash>.<ext>`: everything the index needs is in the name. */
const fileName = /^([0-9a-f]{32})-([\w-]{22})\.(avif|webp|jpeg)$/;

/**
 * Bytes of recently served variants kept in memory: a page's images in a few widths and
 * formats are some hundreds of KB, so this holds the images of the pages being read now.
 */
const maxHotBytes = 16 * 1024 * 1024;

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Resized images on disk (`<DATA_DIR>/images/`), at most `maxBytes` in all: the least
 * recently used go first. The index lives in memory (a Map in use order) and is rebuilt
 * from the folder at start, ordered by the files' modification times, which a hit renews
 * (at most once a minute per file), so the order survives restarts too.
 */
export class VariantCache {
  private readonly index = new Map<string, CachedVariant & { touched: number }>();
  private total = 0;
  /** The bytes of the variants served lately, by file: a hit costs no disk read. */
  private readonly hot = new Map<string, Buffer>();
  private hotBytes = 0;

  private constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly now: () => number,
  ) {}

  static async open(
    dir: string,
    maxBytes: number,
    now: () => number = Date.now,
  ): Promise<VariantCache> {
    const cache = new VariantCache(dir, maxBytes, now);
    await mkdir(dir, { recursive: true });
    const found: { key: string; variant: CachedVariant; mtime: number }[] = [];
    for (const name of await readdir(dir)) {
      const match = fileName.exec(name);
      const file = join(dir, name);
      if (!match) {
        // A write cut short (a crash) leaves a temporary file: never served, removed.
        if (name.endsWith(".tmp")) await unlink(file).catch(() => undefined);
        continue;
      }
      const info = await stat(file).catch(() => undefined);
      if (!info) continue;
      found.push({
        key: match[1] as string,
        variant: { file, size: info.size, etag: `"${match[2]}"` },
        mtime: info.mtimeMs,
      });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { key, variant, mtime } of found) {
      const previous = cache.index.get(key);
      if (previous) await cache.remove(key, previous);
      cache.index.set(key, { ...variant, touched: mtime });
      cache.total += variant.size;
    }
    await cache.evict();
    return cache;
  }

  /** Bytes held now. */
  get size(): number {
    return this.total;
  }

  get count(): number {
    return this.index.size;
  }

  /** A variant, marked as just used; undefined when not cached (or its file is gone). */
  get(variantKey: string): CachedVariant | undefined {
    const key = hashOf(variantKey);
    const entry = this.index.get(key);
    if (!entry) return undefined;
    this.index.delete(key);
    this.index.set(key, entry);
    const now = this.now();
    if (now - entry.touched > 60_000) {
      entry.touched = now;
      const at = new Date(now);
      utimes(entry.file, at, at).catch(() => undefined);
    }
    return entry;
  }

  /** A variant's bytes; undefined when its file is gone (evicted, or removed by hand). */
  /** Whether a variant is cached, without marking it used. */
  has(variantKey: string): boolean {
    return this.index.has(hashOf(variantKey));
  }

  async read(variant: CachedVariant): Promise<Buffer | undefined> {
    const kept = this.hot.get(variant.file);
    if (kept) {
      this.hot.delete(variant.file);
      this.hot.set(variant.file, kept);
      return kept;
    }
    const bytes = await readFile(variant.file).catch(() => undefined);
    if (bytes) this.keepHot(variant.file, bytes);
    return bytes;
  }

  private keepHot(file: string, bytes: Buffer): void {
    if (this.hot.has(file)) return;
    this.hot.set(file, bytes);
    this.hotBytes += bytes.length;
    for (const [oldest, kept] of this.hot) {
      if (this.hotBytes <= maxHotBytes) break;
      this.hot.delete(oldest);
      this.hotBytes -= kept.length;
    }
  }

  private forgetHot(file: string): void {
    const kept = this.hot.get(file);
    if (!kept) return;
    this.hot.delete(file);
    this.hotBytes -= kept.length;
  }

  /** Stores a variant (written to a temporary file, then renamed: never half-read). */
  async put(variantKey: string, bytes: Buffer, ext: string): Promise<CachedVariant> {
    const key = hashOf(variantKey);
    const etag = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
    const file = join(this.dir, `${key}-${etag}.${ext}`);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    const previous = this.index.get(key);
    if (previous && previous.file !== file) await this.remove(key, previous);
    else if (previous) {
      this.index.delete(key);
      this.total -= previous.size;
    }
    const variant = { file, size: bytes.length, etag: `"${etag}"` };
    this.index.set(key, { ...variant, touched: this.now() });
    this.keepHot(file, bytes);
    this.total += bytes.length;
    await this.evict();
    return variant;
  }

  private async remove(key: string, entry: CachedVariant): Promise<void> {
    this.index.delete(key);
    this.total -= entry.size;
    this.forgetHot(entry.file);
    await unlink(entry.file).catch(() => undefined);
  }

  private async evict(): Promise<void> {
    for (const [key, entry] of this.index) {
      if (this.total <= this.maxBytes) return;
      await this.remove(key, entry);
    }
  }
}
