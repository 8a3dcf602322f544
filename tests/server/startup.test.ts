/** The real server process: settings and config are checked before it listens; SIGTERM stops it. */
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import feedsConfig from "../../config/feeds.json" with { type: "json" };
import podcastsConfig from "../../config/podcasts.json" with { type: "json" };
import { defaultIngestWorkers, parseSettings } from "../../src/server/settings.ts";
import { type Harness, startHarness, testFeeds } from "./harness.ts";
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
    // Counted from the config, which gains editions and shows as the registries grow (offline,
    // the sample show is one more podcast feed).
    const endpoints = Object.values(feedsConfig.endpoints) as { editions?: object }[];
    const editions = endpoints.reduce((sum, e) => sum + Object.keys(e.editions ?? {}).length, 0);
    expect(server.output()).toContain(
      `${endpoints.length} feed endpoints, ${podcastsConfig.shows.length + 1} podcast feeds and ${editions} language editions: 0 live`,
    );
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
    const feeds = testFeeds({
      "newYork/world": { sources: [upstream.url("/feed.xml")], sample: true },
    });
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

describe("settings", () => {
  it("has defaults", () => {
    expect(parseSettings({})).toEqual({
      ok: true,
      settings: {
        port: 8080,
        host: "127.0.0.1",
        dataDir: "data",
        configDir: "config",
        clientDir: "dist/client",
        feedsFile: undefined,
        databaseUrl: undefined,
        archiveDays: 30,
        syncIntervalMs: 5_000,
        offline: false,
        allowPrivateNetworks: false,
        ingestWorkers: defaultIngestWorkers,
        renderWorkers: 1,
        searchWorkers: 2,
        searchTimeoutMs: 2_000,
        searchPerIp: 4,
        searchQueueMs: 4_000,
        searchIndexCheckMs: 86_400_000,
        logLevel: "info",
        images: { proxy: true, key: undefined, cacheBytes: 1024 * 1024 * 1024 },
        http: {
          headersTimeoutMs: 10_000,
          requestTimeoutMs: 30_000,
          keepAliveTimeoutMs: 5_000,
          maxConnections: 1_000,
          hstsMaxAgeSeconds: 0,
        },
        shutdownGraceMs: 3_000,
        liveEvents: { on: true, perIp: 8, heartbeatMs: 25_000 },
      },
    });
  });

  it("parses every variable", () => {
    const result = parseSettings({
      PORT: "3000",
      HOST: "0.0.0.0",
      DATA_DIR: "/tmp/d",
      FEEDS_FILE: "mirror.json",
      OFFLINE: "1",
      FETCH_ALLOW_PRIVATE_NETWORKS: "true",
      HEADERS_TIMEOUT_MS: "1500",
      REQUEST_TIMEOUT_MS: "2000",
      KEEP_ALIVE_TIMEOUT_MS: "65000",
      MAX_CONNECTIONS: "50",
      SHUTDOWN_GRACE_MS: "0",
      HSTS_MAX_AGE: "31536000",
      INGEST_WORKERS: "0",
      SEARCH_WORKERS: "3",
      SEARCH_TIMEOUT_MS: "500",
      IMAGE_PROXY: "0",
      IMAGE_PROXY_KEY: "k".repeat(32),
      IMAGE_CACHE_MB: "64",
      LIVE_EVENTS: "off",
      EVENTS_PER_IP: "2",
      EVENTS_HEARTBEAT_MS: "1000",
      SAMPLES_AT: "2026-11-29T12:00:00+01:00",
    });
    expect(result.ok && result.settings).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "/tmp/d",
      feedsFile: "mirror.json",
      offline: true,
      allowPrivateNetworks: true,
      http: {
        headersTimeoutMs: 1500,
        requestTimeoutMs: 2000,
        keepAliveTimeoutMs: 65_000,
        maxConnections: 50,
        hstsMaxAgeSeconds: 31_536_000,
      },
      shutdownGraceMs: 0,
      ingestWorkers: 0,
      searchWorkers: 3,
      searchTimeoutMs: 500,
      images: { proxy: false, key: "k".repeat(32), cacheBytes: 64 * 1024 * 1024 },
      liveEvents: { on: false, perIp: 2, heartbeatMs: 1_000 },
      samplesAt: Date.UTC(2026, 10, 29, 11),
    });
    // A short key would make links guessable.
    expect(parseSettings({ IMAGE_PROXY_KEY: "short" }).ok).toBe(false);
  });

  it("names each bad variable and its value", () => {
    const result = parseSettings({ PORT: "eighty", OFFLINE: "yes", INGEST_WORKERS: "-1" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(3);
      expect(result.errors[0]).toMatch(/^PORT="eighty": /);
      expect(result.errors[1]).toMatch(/^OFFLINE="yes": /);
      expect(result.errors[2]).toMatch(/^INGEST_WORKERS="-1": /);
    }
    expect(parseSettings({ PORT: "70000" }).ok).toBe(false);
    expect(parseSettings({ MAX_CONNECTIONS: "0" }).ok).toBe(false);
    expect(parseSettings({ SAMPLES_AT: "yesterday" })).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^SAMPLES_AT="yesterday": must be an ISO 8601 time/)],
    });
    // Node refuses a head timeout longer than the whole-request timeout.
    expect(parseSettings({ HEADERS_TIMEOUT_MS: "40000" })).toEqual({
      ok: false,
      errors: ['HEADERS_TIMEOUT_MS="40000": must not exceed REQUEST_TIMEOUT_MS'],
    });
  });
});
