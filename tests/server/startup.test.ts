/** The real server process: settings and config are checked before it listens; SIGTERM stops it. */
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { type Harness, startHarness } from "./harness.ts";
import { runServer, startServer } from "./serverProcess.ts";
import { startUpstream, type Upstream } from "./upstreamServer.ts";

describe("server process", () => {
  it("refuses to start on invalid settings, naming each", async () => {
    const server = runServer({ PORT: "eighty", OFFLINE: "maybe" });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PORT="eighty"');
    expect(server.output()).toContain('OFFLINE="maybe"');
  }, 20_000);

  it("refuses to start on an invalid config, printing every problem", async () => {
    const dir = await mkdtemp(join(tmpdir(), "maverick-config-"));
    await cp("config", dir, { recursive: true });
    const routes = JSON.parse(await readFile(join(dir, "routes.json"), "utf8"));
    routes.routes[0].layout = "nope";
    await writeFile(join(dir, "routes.json"), JSON.stringify(routes));
    const feeds = JSON.parse(await readFile(join(dir, "feeds.json"), "utf8"));
    feeds.defaults.refreshMinutes = 0;
    await writeFile(join(dir, "feeds.json"), JSON.stringify(feeds));
    const server = runServer({ CONFIG_DIR: dir, OFFLINE: "1", PORT: "0" });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('unknown layout "nope"');
    expect(server.output()).toMatch(
      /feeds\.json: at defaults\.refreshMinutes: must be a whole number of 1 or more/,
    );
    expect(server.output()).toMatch(/config problem\(s\): the server does not start/);
  }, 20_000);

  it("starts offline on sample content, prints its URL and stops on SIGTERM", async () => {
    const server = await startServer({
      OFFLINE: "1",
      DATA_DIR: await mkdtemp(join(tmpdir(), "d-")),
    });
    const { url } = server;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.output()).toContain("78 sample");
    const response = await fetch(`${url}public/api/newYork/Charles`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-feed-source")).toBe("sample");
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("not built yet");
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  }, 20_000);
});

describe("restart", () => {
  let upstream: Upstream;
  let first: Harness | undefined;
  let second: Harness | undefined;
  beforeAll(async () => {
    upstream = await startUpstream();
    upstream.set("/feed.xml", { kind: "file", file: "atom.xml", etag: '"a1"' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await upstream.close();
  });

  it("reloads the last good live data from the data directory, then revalidates it", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-data-"));
    const feeds: FeedsConfig = {
      version: 1,
      defaults: { refreshMinutes: 15, maxItems: 60 },
      endpoints: { "newYork/world": { sources: [upstream.url("/feed.xml")], sample: true } },
    };
    first = await startHarness(feeds, { dataDir });
    await first.refresher.refreshAll();
    const live = await (await fetch(`${first.base}/public/api/newYork/world`)).json();
    await first.close();
    first = undefined;

    second = await startHarness(feeds, { dataDir });
    const restored = await fetch(`${second.base}/public/api/newYork/world`);
    expect(restored.headers.get("x-feed-source")).toBe("live");
    expect(await restored.json()).toEqual(live);
    expect(upstream.hits("/feed.xml").total).toBe(1);
    await second.refresher.refreshAll();
    expect(upstream.hits("/feed.xml").conditional).toBe(1);
    // Two starts, each opening (and the first creating) the database.
  }, 20_000);
});
