import { createHash } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import { join } from "node:path";
import type { StorageStatus } from "../../shared/feedStatus.ts";
import { type PersistedSource, persistedSourceSchema } from "../../shared/persistedSource.ts";
import type { RefreshLog } from "./feedRefresher.ts";

export type { PersistedSource };

/** The file operations persistence uses; tests inject failures (a full disk, a read-only folder). */
export type PersistenceFs = Pick<
  typeof nodeFs,
  "mkdir" | "open" | "readdir" | "readFile" | "rename" | "rm"
>;

export interface PersistenceOptions {
  fs?: PersistenceFs;
  /** Told when the folder stops or starts being writable, and once about damaged files. */
  log?: RefreshLog;
  now?: () => number;
}

/** Temp files are written beside their target, then renamed over it. */
const tempSuffix = ".tmp";

/**
 * Stores each source's last good items in `<dataDir>/sources/`, one file per feed URL.
 * It remembers whether the folder is writable and reports only changes of that state, so a
 * read-only or full disk costs one log line, not one per source per refresh; `save` never
 * rejects.
 */
export class SourcePersistence {
  readonly dir: string;
  private readonly fs: PersistenceFs;
  private readonly log: RefreshLog | undefined;
  private readonly now: () => number;
  private counter = 0;
  private state: StorageStatus;

  constructor(dataDir: string, { fs = nodeFs, log, now = Date.now }: PersistenceOptions = {}) {
    this.dir = join(dataDir, "sources");
    this.fs = fs;
    this.log = log;
    this.now = now;
    this.state = { state: "ok", dir: this.dir, error: null, since: null, skippedFiles: [] };
  }

  /** The folder's state for `/public/api/status`. */
  status(): StorageStatus {
    return this.state;
  }

  /**
   * At start: creates the folder, removes the temp files an interrupted or failed write left
   * behind, and writes a probe file, so an unwritable folder is reported before any refresh.
   */
  async check(): Promise<void> {
    const probe = join(this.dir, `.probe.${process.pid}${tempSuffix}`);
    try {
      await this.fs.mkdir(this.dir, { recursive: true });
      const stale = (await this.fs.readdir(this.dir)).filter((name) => name.endsWith(tempSuffix));
      for (const name of stale) await this.fs.rm(join(this.dir, name), { force: true });
      await this.write(probe, "");
      await this.fs.rm(probe, { force: true });
      this.succeeded();
    } catch (error) {
      await this.fs.rm(probe, { force: true }).catch(() => {});
      this.failed(error);
    }
  }

  private fileFor(url: string): string {
    return join(this.dir, `${createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`);
  }

  /**
   * Writes atomically: a temp file in the same directory, flushed, then renamed over the
   * old one, so a crash mid-write leaves the previous good file intact. A failed write
   * removes its temp file and is recorded, not thrown.
   */
  async save(source: PersistedSource): Promise<void> {
    const target = this.fileFor(source.url);
    const temp = `${target}.${process.pid}.${++this.counter}${tempSuffix}`;
    try {
      await this.fs.mkdir(this.dir, { recursive: true });
      await this.write(temp, JSON.stringify(source));
      await this.fs.rename(temp, target);
      this.succeeded();
    } catch (error) {
      await this.fs.rm(temp, { force: true }).catch(() => {});
      this.failed(error);
    }
  }

  private async write(path: string, text: string): Promise<void> {
    const handle = await this.fs.open(path, "w");
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /**
   * Every persisted source that reads back valid; damaged files (invalid JSON, truncated,
   * wrong shape) are skipped, logged once and listed in `status()`.
   */
  async loadAll(): Promise<PersistedSource[]> {
    let names: string[];
    try {
      names = await this.fs.readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") this.failed(error);
      return [];
    }
    const loaded: PersistedSource[] = [];
    const skipped: StorageStatus["skippedFiles"] = [];
    for (const file of names.filter((name) => name.endsWith(".json")).sort()) {
      const result = await this.read(join(this.dir, file));
      if (result.ok) loaded.push(result.source);
      else skipped.push({ file, reason: result.reason });
    }
    this.state = { ...this.state, skippedFiles: skipped };
    if (skipped.length > 0)
      this.log?.warn(
        `data folder ${this.dir}: skipped ${skipped.length} damaged file(s), their sources refresh from upstream (${skipped
          .slice(0, 3)
          .map((s) => `${s.file}: ${s.reason}`)
          .join("; ")}${skipped.length > 3 ? "; ..." : ""}); see /public/api/status`,
      );
    return loaded;
  }

  private async read(
    path: string,
  ): Promise<{ ok: true; source: PersistedSource } | { ok: false; reason: string }> {
    let text: string;
    try {
      text = await this.fs.readFile(path, "utf8");
    } catch (error) {
      return { ok: false, reason: `unreadable: ${(error as Error).message}` };
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return { ok: false, reason: `invalid JSON: ${(error as Error).message}` };
    }
    const parsed = persistedSourceSchema.safeParse(data);
    if (parsed.success) return { ok: true, source: parsed.data };
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `not a persisted source: at ${issue?.path.join(".") || "the top"}: ${issue?.message}`,
    };
  }

  private failed(error: unknown): void {
    if (this.state.state === "unwritable") return;
    const message = error instanceof Error ? error.message : String(error);
    this.state = {
      ...this.state,
      state: "unwritable",
      error: message,
      since: new Date(this.now()).toISOString(),
    };
    this.log?.warn(
      `data folder ${this.dir} is not writable (${message}): live data is served but will not survive a restart until a write succeeds`,
    );
  }

  private succeeded(): void {
    if (this.state.state !== "unwritable") return;
    this.state = {
      ...this.state,
      state: "ok",
      error: null,
      since: new Date(this.now()).toISOString(),
    };
    this.log?.info(`data folder ${this.dir} is writable again`);
  }
}
