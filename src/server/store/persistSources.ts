import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Validators } from "../feeds/fetchUpstream.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";

/** One source's last good data as stored on disk. */
export interface PersistedSource {
  version: 1;
  url: string;
  savedAt: string;
  lastSuccess: string;
  validators: Validators;
  items: SourceItem[];
}

/** Stores each source's last good items in `<dataDir>/sources/`, one file per feed URL. */
export class SourcePersistence {
  private readonly dir: string;
  private counter = 0;

  constructor(dataDir: string) {
    this.dir = join(dataDir, "sources");
  }

  private fileFor(url: string): string {
    return join(this.dir, `${createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`);
  }

  /**
   * Writes atomically: a temp file in the same directory, flushed, then renamed over the
   * old one, so a crash mid-write leaves the previous good file intact.
   */
  async save(source: PersistedSource): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = this.fileFor(source.url);
    const temp = `${target}.${process.pid}.${++this.counter}.tmp`;
    const handle = await open(temp, "w");
    try {
      await handle.writeFile(JSON.stringify(source));
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Every readable persisted source; unreadable or foreign files are skipped. */
  async loadAll(): Promise<PersistedSource[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const loaded: PersistedSource[] = [];
    for (const name of names) {
      if (!name.endsWith(".json")) continue;
      try {
        const data = JSON.parse(await readFile(join(this.dir, name), "utf8")) as PersistedSource;
        if (data.version === 1 && typeof data.url === "string" && Array.isArray(data.items))
          loaded.push(data);
      } catch {
        // A damaged file is ignored; the source refreshes from upstream.
      }
    }
    return loaded;
  }
}
