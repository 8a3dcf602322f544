/**
 * The server as `npm start` runs it: compiled by tools/cli/buildServer.ts and run with node
 * alone (no tsx). Its two kinds of thread must start from their compiled entries: a live
 * feed proves the ingest thread, a page showing that feed's headline proves the render
 * thread; the process must run no TypeScript loader at all.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../tools/cli/buildServer.ts";
import { fakeClientBuild } from "./harness.ts";
import { configReading, runServer, type ServerProcess, startServer } from "./serverProcess.ts";
import { fixture, startUpstream, type Upstream } from "./upstreamServer.ts";

/** A built renderer's stand-in, in JavaScript as the real one is: the first headline of bbc/breaking. */
const rendererSource = `export function renderPage(url, source) {
  const first = source.feed("bbc/breaking")?.articles[0]?.title;
  return { status: 200, title: "compiled", styles: "", html: "<h1>" + (first ?? "none") + "</h1>", state: "{}", reads: ["bbc/breaking"] };
}`;

describe("the compiled server (npm start)", () => {
  let upstream: Upstream;
  let server: ServerProcess;
  let base: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    const entry = resolve(await buildServer());
    upstream = await startUpstream();
    upstream.set("/feed.xml", { kind: "file", file: "rss2-media.xml" });
    const work = await mkdtemp(join(tmpdir(), "maverick-compiled-"));
    await mkdir(join(work, "dist", "server"), { recursive: true });
    await writeFile(join(work, "dist", "server", "entry-server.js"), rendererSource);
    const configDir = await configReading(upstream.url("/feed.xml"));
    const clientDir = await fakeClientBuild();
    dirs.push(work, configDir, clientDir);
    // Run from `work`, where dist/server/entry-server.js is the renderer it finds.
    const started = await startServer(
      {
        CONFIG_DIR: configDir,
        CLIENT_DIR: clientDir,
        DATA_DIR: join(work, "data"),
        FETCH_ALLOW_PRIVATE_NETWORKS: "1",
      },
      { args: [entry], cwd: work },
    );
    server = started;
    base = started.url.replace(/\/$/, "");
  }, 30_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exit;
    }
    await upstream?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("ingests in its compiled thread and renders the page in its compiled thread", async () => {
    const expected = /<title>([^<]+)<\/title>/.exec(
      fixture("rss2-media.xml").toString("utf8").split("<item>")[1] ?? "",
    )?.[1];
    expect(expected).toBeTruthy();
    let titles: string[] = [];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const response = await fetch(`${base}/public/api/bbc/breaking`);
      titles = ((await response.json()) as { title: string }[]).map((article) => article.title);
      if (upstream.hits("/feed.xml").total > 0 && titles.includes(expected as string)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(titles).toContain(expected);
    let page = "";
    while (Date.now() < deadline) {
      page = await (await fetch(`${base}/`)).text();
      if (page.includes(`<h1>${titles[0]}</h1>`)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page).toContain(`<h1>${titles[0]}</h1>`);
    expect(server.output()).not.toMatch(/error|failed/i);
  }, 30_000);

  it("runs without tsx: no esbuild service process beside it, as tsx keeps one", () => {
    const children = readdirSync(`/proc/${server.child.pid}/task`)
      .flatMap((task) =>
        readFileSync(`/proc/${server.child.pid}/task/${task}/children`, "utf8").split(" "),
      )
      .filter((pid) => pid !== "")
      .map((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8"));
    expect(children.filter((cmdline) => cmdline.includes("esbuild"))).toEqual([]);
    const args = readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0");
    expect(args).not.toContain("tsx");
  });

  it("sets up the allocator itself when started without MALLOC_ARENA_MAX (issue 48)", () => {
    // Started as a process manager starts it (no MALLOC_ARENA_MAX): the server runs in a
    // child that has it, and only there.
    const environ = (pid: number | string) =>
      readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    expect(environ(server.child.pid as number)).not.toContain("MALLOC_ARENA_MAX=2");
    const served = childrenOf(server.child.pid as number);
    expect(served).toHaveLength(1);
    expect(environ(served[0] as string)).toContain("MALLOC_ARENA_MAX=2");
  });
});

/** The processes `pid` started. */
function childrenOf(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" "))
    .filter((child) => child !== "");
}

describe("the compiled server with a broken renderer", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** Runs the compiled server on a renderer module with `source`. */
  async function startOn(source: string) {
    const entry = resolve(await buildServer());
    const work = await mkdtemp(join(tmpdir(), "maverick-compiled-broken-"));
    dirs.push(work);
    await mkdir(join(work, "dist", "server"), { recursive: true });
    await writeFile(join(work, "dist", "server", "entry-server.js"), source);
    const clientDir = await fakeClientBuild();
    dirs.push(clientDir);
    return runServer(
      {
        PORT: "0",
        OFFLINE: "1",
        CONFIG_DIR: resolve("config"),
        CLIENT_DIR: clientDir,
        DATA_DIR: join(work, "data"),
      },
      { args: [entry], cwd: work },
    );
  }

  it("refuses to start on a renderer that throws, naming the file and the fix", async () => {
    const server = await startOn('throw new Error("stale build");');
    expect(await server.exit).toBe(1);
    expect(server.output()).toMatch(
      /cannot load the page renderer \S+entry-server\.js: stale build \(rebuild it: npm run build:app\)/,
    );
  }, 30_000);

  it("passes its server's exit code on, and its server stops when it is killed", async () => {
    const failing = await startOn('throw new Error("stale build");');
    expect(await failing.exit).toBe(1);
    const stuck = await startOn("await new Promise(() => {}); export function renderPage() {}");
    await new Promise((done) => setTimeout(done, 1_500));
    const [served] = childrenOf(stuck.child.pid as number);
    expect(served).toBeDefined();
    stuck.child.kill("SIGKILL");
    await stuck.exit;
    // Its parent gone, the server stops rather than live on alone.
    const deadline = Date.now() + 10_000;
    while (existsSync(`/proc/${served}`) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100));
    expect(existsSync(`/proc/${served}`)).toBe(false);
  }, 30_000);

  it("waits for a renderer still loading instead of ending silently with exit code 13", async () => {
    // A module whose top-level await never settles, as a stale build's once did.
    const server = await startOn("await new Promise(() => {}); export function renderPage() {}");
    const early = await Promise.race([
      server.exit,
      new Promise((done) => setTimeout(() => done("still running"), 3_000)),
    ]);
    expect(early).toBe("still running");
    server.child.kill("SIGKILL");
    await server.exit;
  }, 30_000);
});
