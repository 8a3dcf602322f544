/**
 * A damaged, read-only or full data folder never stops the server: bad files are skipped and
 * reported once, write failures are reported once per change of state, temp files never stay.
 */
import { createHash } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PersistedSource,
  type PersistenceFs,
  SourcePersistence,
} from "../../src/server/store/persistSources.ts";
import { feedStatusSchema } from "../../src/shared/feedStatus.ts";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { type Harness, startHarness } from "./harness.ts";
import { configReading, startServer } from "./serverProcess.ts";
import { startUpstream, type Upstream } from "./upstreamServer.ts";

const source = (url: string, items: number): PersistedSource => ({
  version: 1,
  url,
  savedAt: "2025-06-03T12:00:00.000Z",
  lastSuccess: "2025-06-03T12:00:00.000Z",
  validators: { etag: '"e1"' },
  items: Array.from({ length: items }, (_, i) => ({
    article: {
      title: `t${i}`,
      description: "",
      content: "",
      link: `https://x.test/${i}`,
      images: [],
      pubDate: null,
      category: null,
      creator: null,
      author: null,
      excerpt: null,
    },
    key: `x.test/${i}`,
    titleKey: `t${i}`,
    rank: i,
    feedSize: items,
  })),
});

/** The file name persistence gives a feed URL. */
const fileFor = (url: string) =>
  `${createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`;

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
    },
  };
}

function fsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected`), { code });
}

/** Node's fs, except that opening a file for writing fails with `code` while `failing()`. */
function failingOpen(code: string, failing: () => boolean): PersistenceFs {
  return {
    ...nodeFs,
    open: (async (path: string, flags: string) => {
      if (failing()) throw fsError(code);
      return nodeFs.open(path, flags);
    }) as typeof nodeFs.open,
  };
}

/** A full disk: the temp file is created and half written, then the write fails (ENOSPC). */
const fullDisk: PersistenceFs = {
  ...nodeFs,
  open: (async (path: string, flags: string) => {
    const handle = await nodeFs.open(path, flags);
    return Object.assign(Object.create(handle), {
      writeFile: async (text: string) => {
        await handle.writeFile(text.slice(0, text.length / 2));
        throw fsError("ENOSPC");
      },
      sync: () => handle.sync(),
      close: () => handle.close(),
    });
  }) as typeof nodeFs.open,
};

describe("reading the data folder back", () => {
  it("writes atomically (temp file then rename) and reloads the last good data", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    const persistence = new SourcePersistence(dataDir);
    const url = "https://x.test/feed.xml";
    await persistence.save(source(url, 2));
    await persistence.save(source(url, 3));
    expect(await readdir(join(dataDir, "sources"))).toEqual([fileFor(url)]);
    // A crash mid-write leaves only a stray temp file; the good file still loads.
    await writeFile(
      join(dataDir, "sources", `${fileFor(url)}.123.1.tmp`),
      '{"version":1,"url":"https://x.te',
    );
    const loaded = await persistence.loadAll();
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.items).toHaveLength(3);
    expect(loaded[0]?.validators).toEqual({ etag: '"e1"' });
    expect(persistence.status().skippedFiles).toEqual([]);
  });

  it("restores valid files and skips invalid JSON, truncated and wrong-shape files, saying so once", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    const { lines, log } = recorder();
    const persistence = new SourcePersistence(dataDir, { log });
    await persistence.check();
    await persistence.save(source("https://good.test/feed.xml", 2));
    const dir = join(dataDir, "sources");
    const valid = JSON.stringify(source("https://x.test/feed.xml", 3));
    await writeFile(join(dir, "a-invalid.json"), "{ not json");
    await writeFile(join(dir, "b-truncated.json"), valid.slice(0, valid.length / 2));
    // Valid JSON, wrong item shape: this crashed start-up in Coverage before.
    await writeFile(
      join(dir, "c-shape.json"),
      JSON.stringify({ ...JSON.parse(valid), items: [{ title: 42, link: "javascript:x" }] }),
    );
    await writeFile(join(dir, "d-other.json"), JSON.stringify({ version: 2, hello: "world" }));

    const loaded = await persistence.loadAll();
    expect(loaded.map((s) => s.url)).toEqual(["https://good.test/feed.xml"]);
    expect(persistence.status().skippedFiles).toEqual([
      { file: "a-invalid.json", reason: expect.stringMatching(/^invalid JSON: /) },
      { file: "b-truncated.json", reason: expect.stringMatching(/^invalid JSON: /) },
      { file: "c-shape.json", reason: expect.stringMatching(/^not a persisted source: at items/) },
      {
        file: "d-other.json",
        reason: expect.stringMatching(/^not a persisted source: at version/),
      },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn data folder .*: skipped 4 damaged file\(s\)/);
  });

  it("removes temp files left by an interrupted write when it starts", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    const first = new SourcePersistence(dataDir);
    await first.save(source("https://x.test/feed.xml", 1));
    const dir = join(dataDir, "sources");
    const [name] = await readdir(dir);
    await writeFile(join(dir, `${name}.123.1.tmp`), '{"version":1,"url":"https://x.te');
    const second = new SourcePersistence(dataDir);
    await second.check();
    expect(await readdir(dir)).toEqual([name]);
    expect(second.status().state).toBe("ok");
  });
});

describe("writing to the data folder", () => {
  it("read-only: reported once at start, saves never throw nor log again, recovery reported once", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    let readOnly = true;
    const { lines, log } = recorder();
    const persistence = new SourcePersistence(dataDir, {
      log,
      fs: failingOpen("EROFS", () => readOnly),
    });
    await persistence.check();
    expect(persistence.status()).toMatchObject({ state: "unwritable", error: /EROFS/ });
    for (let i = 0; i < 20; i++) await persistence.save(source(`https://x.test/${i}.xml`, 1));
    expect(lines).toEqual([expect.stringMatching(/^warn data folder .* is not writable \(EROFS/)]);
    readOnly = false;
    await persistence.save(source("https://x.test/feed.xml", 1));
    await persistence.save(source("https://x.test/other.xml", 1));
    expect(persistence.status()).toMatchObject({ state: "ok", error: null });
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^info data folder .* is writable again/),
    ]);
    expect(await readdir(join(dataDir, "sources"))).toHaveLength(2);
  });

  it("full disk: the half-written temp file is removed and the last good file kept", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    const url = "https://x.test/feed.xml";
    await new SourcePersistence(dataDir).save(source(url, 2));
    const { lines, log } = recorder();
    const persistence = new SourcePersistence(dataDir, { log, fs: fullDisk });
    for (let i = 0; i < 5; i++) await persistence.save(source(url, 3));
    expect(await readdir(join(dataDir, "sources"))).toEqual([fileFor(url)]);
    const kept = JSON.parse(await readFile(join(dataDir, "sources", fileFor(url)), "utf8"));
    expect(kept.items).toHaveLength(2);
    expect(persistence.status()).toMatchObject({ state: "unwritable", error: /ENOSPC/ });
    expect(lines).toHaveLength(1);
  });
});

describe("a read-only data folder under the refresher", () => {
  let upstream: Upstream;
  let server: Harness;
  beforeAll(async () => {
    upstream = await startUpstream();
    const endpoints: FeedsConfig["endpoints"] = {};
    for (const name of ["a", "b", "c", "d", "e"]) {
      upstream.set(`/${name}.xml`, { kind: "file", file: "atom.xml" });
      endpoints[`newYork/${name}`] = { sources: [upstream.url(`/${name}.xml`)], sample: true };
    }
    server = await startHarness(
      { version: 1, defaults: { refreshMinutes: 15, maxItems: 60 }, endpoints },
      {
        dataDir: await mkdtemp(join(tmpdir(), "maverick-data-")),
        fs: failingOpen("EACCES", () => true),
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it("logs one line, not one per source per refresh, and /public/api/status says why", async () => {
    for (let round = 0; round < 3; round++) await server.refresher.refreshAll();
    const folderLines = server.logs.filter((l) => /data folder|persist/.test(l));
    expect(folderLines).toEqual([expect.stringMatching(/^warn data folder .* is not writable/)]);
    const status = feedStatusSchema.parse(
      await (await fetch(`${server.base}/public/api/status`)).json(),
    );
    expect(status.storage).toMatchObject({ state: "unwritable", error: /EACCES/ });
    expect(status.summary.live).toBe(5);
  });
});

describe("the server process", () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
    upstream.set("/feed.xml", { kind: "file", file: "atom.xml" });
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it("starts over a wrong-shape persisted file, reporting it once", async () => {
    const url = upstream.url("/feed.xml");
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    await nodeFs.mkdir(join(dataDir, "sources"));
    await writeFile(
      join(dataDir, "sources", fileFor(url)),
      JSON.stringify({ ...source(url, 1), items: [{ article: { title: 1 } }] }),
    );
    const server = await startServer({ CONFIG_DIR: await configReading(url), DATA_DIR: dataDir });
    const status = feedStatusSchema.parse(
      await (await fetch(`${server.url}public/api/status`)).json(),
    );
    expect(status.storage.skippedFiles).toEqual([
      { file: fileFor(url), reason: expect.stringMatching(/^not a persisted source/) },
    ]);
    expect(server.output().match(/damaged file/g)).toHaveLength(1);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  }, 30_000);

  it("starts with a data folder it cannot write, saying so once", async () => {
    // Tests run as root, where permissions do not stop writes: a path under a file does.
    const file = join(await mkdtemp(join(tmpdir(), "maverick-data-")), "a-file");
    await writeFile(file, "");
    const server = await startServer({
      CONFIG_DIR: await configReading(upstream.url("/feed.xml")),
      DATA_DIR: join(file, "data"),
    });
    const status = feedStatusSchema.parse(
      await (await fetch(`${server.url}public/api/status`)).json(),
    );
    expect(status.storage).toMatchObject({ state: "unwritable", error: /ENOTDIR/ });
    expect(server.output().match(/is not writable/g)).toHaveLength(1);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  }, 30_000);
});
