import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import routesConfig from "../../../config/routes.json" with { type: "json" };
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { statusApiPath } from "../../../src/shared/sitePaths.ts";
import { launchChromium } from "../../../tools/browser/chromium.ts";
import { freePort, type RunningSite, startSiteServer } from "../../../tools/browser/siteServer.ts";
import { type FakePublisher, type PublisherMode, startFakePublisher } from "./fakePublisher.ts";

export interface E2eSite {
  url: string;
  upstream: FakePublisher;
  browser: Browser;
  dataDir: string;
  /** Restarts the server on the same data directory (same port, same feeds file). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface E2eOptions {
  /** Per-endpoint changes to the generated feeds file, e.g. `{ sample: false }`. */
  endpoints?: Record<string, Partial<FeedsConfig["endpoints"][string]>>;
  /** Upstream answers to set before the server's first fetch. */
  modes?: Record<string, PublisherMode>;
  /** More server settings, e.g. `{ EVENTS_PER_IP: "16" }`. */
  env?: Record<string, string>;
  /** Podcast shows for the registry (issue 46), their feeds on a loopback server. */
  shows?: { id: string; title: string; publisher: string; feed: string; languages: string[] }[];
  /** Live stations for the registry (issue 46), their streams on a loopback server. */
  stations?: {
    id: string;
    name: string;
    publisher: string;
    languages: string[];
    stream: string;
    format: string;
  }[];
}

/**
 * The real server (same code as `npm start`) with FEEDS_FILE pointing every endpoint at a
 * loopback upstream serving the project's generated feeds, plus a headless Chromium.
 * Resolves once every endpoint that can succeed has served live data, and every page has
 * been rendered again with it.
 */
export async function startE2eSite(options: E2eOptions = {}): Promise<E2eSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const upstream = await startFakePublisher(url);
  for (const [endpoint, mode] of Object.entries(options.modes ?? {}))
    upstream.setMode(endpoint, mode);
  const workDir = await mkdtemp(join(tmpdir(), "maverick-e2e-"));
  const dataDir = join(workDir, "data");
  const feeds = JSON.parse(await readFile("config/feeds.json", "utf8")) as FeedsConfig;
  for (const [endpoint, entry] of Object.entries(feeds.endpoints)) {
    // Its editions (issue 38) read the same loopback feed: no test reaches a real publisher.
    const editions =
      entry.editions &&
      Object.fromEntries(
        Object.keys(entry.editions).map((lang) => [lang, [upstream.feedUrl(endpoint)]]),
      );
    feeds.endpoints[endpoint] = {
      ...entry,
      sources: [upstream.feedUrl(endpoint)],
      ...(editions ? { editions } : {}),
      ...options.endpoints?.[endpoint],
    };
  }
  const feedsFile = join(workDir, "feeds.json");
  await writeFile(feedsFile, JSON.stringify(feeds));
  // The podcasts registry without its real shows (issue 46): no test reaches a publisher.
  const podcasts = JSON.parse(await readFile("config/podcasts.json", "utf8"));
  podcasts.shows = options.shows ?? [];
  if (options.stations) podcasts.stations = options.stations;
  for (const category of podcasts.categories)
    category.shows = podcasts.shows.map((show: { id: string }) => show.id);
  const podcastsFile = join(workDir, "podcasts.json");
  await writeFile(podcastsFile, JSON.stringify(podcasts));

  // These feeds' images are the site's own samples, linked as they are (tests/e2e/images
  // covers publishers' images through the image proxy).
  const env = {
    FEEDS_FILE: feedsFile,
    PODCASTS_FILE: podcastsFile,
    DATA_DIR: dataDir,
    IMAGE_PROXY: "0",
    ...options.env,
  };
  let site: RunningSite = await startSiteServer(env, port);
  await waitUntilLive(url, Object.keys(feeds.endpoints).length);
  await waitUntilPagesSettle(url);
  const browser = await launchChromium();
  return {
    url,
    upstream,
    browser,
    dataDir,
    restart: async () => {
      await site.stop();
      site = await startSiteServer(env, port);
    },
    stop: async () => {
      await browser.close();
      await site.stop();
      await upstream.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

interface StatusEndpoint {
  sample?: boolean;
  itemCount?: number;
  lastError?: unknown;
}

/** The server's per-endpoint status report. */
export async function endpointStatus(url: string): Promise<Record<string, StatusEndpoint>> {
  const response = await fetch(`${url}${statusApiPath}`);
  const body = (await response.json()) as { endpoints: Record<string, StatusEndpoint> };
  return body.endpoints;
}

/** Waits until the server has tried every endpoint once (live data or a recorded error). */
async function waitUntilLive(url: string, endpointCount: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await endpointStatus(url);
    const settled = Object.values(status).filter(
      (entry) => entry.sample === false || entry.lastError,
    );
    if (settled.length >= endpointCount) return;
    if (Date.now() > deadline)
      throw new Error(`only ${settled.length}/${endpointCount} endpoints settled`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until no page changes for a second: the server renders a page again after its data
 * changed, one page at a time, so on a busy machine a page can still hold the samples for
 * a while after every endpoint is live.
 */
async function waitUntilPagesSettle(url: string): Promise<void> {
  const etags = async () =>
    Promise.all(
      routesConfig.routes.map(
        async ({ path }) => (await fetch(url + path, { method: "HEAD" })).headers.get("etag") ?? "",
      ),
    ).then((tags) => tags.join(" "));
  const deadline = Date.now() + 60_000;
  let before = await etags();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await etags();
    if (now === before) return;
    if (Date.now() > deadline) throw new Error("pages were still being rendered after 60 s");
    before = now;
  }
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and failed requests seen so far. */
  problems: string[];
}

/** A fresh page that records console errors, page errors and failed requests. */
export async function watchedPage(
  browser: Browser,
  width: number,
  options: { height?: number; bypassCSP?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width, height: options.height ?? 900 },
    // Only for injecting axe-core, whose script the site's CSP rightly refuses.
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText;
    // A navigation or reload cancels the requests still in flight: deliberate, not a failure.
    if (reason !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, context, problems };
}
