/**
 * Publishers as real feeds are: every configured endpoint's feed on a loopback publisher,
 * each item carrying a 2400×1600 JPEG (~0.5 MB) from a loopback HTTPS image host, and one
 * item per feed whose image answers 404. Returns the environment that points the real
 * server at them (FEEDS_FILE, DATA_DIR, the host's certificate as NODE_EXTRA_CA_CERTS, and
 * FETCH_ALLOW_PRIVATE_NETWORKS, since the "internet" here is loopback). Used by
 * `bench:pages` (BENCH_IMAGES=1), `bench:images` and the browser tests.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { escapeUTF8 } from "entities";
import routes from "../../config/routes.json" with { type: "json" };
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { distinctHeadline } from "../browser/distinctHeadlines.ts";
import { type ImageHost, startImageHost } from "./imageHost.ts";

const itemsPerFeed = 14;
/** The item (1-based) of each feed whose image answers 404. */
export const missingImageItem = 3;

export interface ImagePublishers {
  host: ImageHost;
  /** Environment for the site server. */
  env: Record<string, string>;
  /** The image URL of an endpoint's item n (1-based). */
  imageUrl(endpoint: string, n: number): string;
  stop(): Promise<void>;
}

export async function startImagePublishers(
  options: {
    configDir?: string;
    hostile?: (endpoint: string, n: number) => string | undefined;
  } = {},
): Promise<ImagePublishers> {
  const host = await startImageHost();
  const workDir = await mkdtemp(join(tmpdir(), "maverick-image-publishers-"));
  const feeds = JSON.parse(
    await readFile(join(options.configDir ?? "config", "feeds.json"), "utf8"),
  ) as FeedsConfig;
  const endpoints = Object.keys(feeds.endpoints);
  const imageUrl = (endpoint: string, n: number) => {
    const hostile = options.hostile?.(endpoint, n);
    if (hostile) return host.url(hostile);
    const index = endpoints.indexOf(endpoint) * itemsPerFeed + n;
    return host.url(n === missingImageItem ? `/missing/${index}.jpg` : `/photos/${index}.jpg`);
  };
  const now = Date.now();
  const rss = (endpoint: string) => {
    const items = Array.from({ length: itemsPerFeed }, (_, i) => {
      const n = i + 1;
      const link = `https://publisher.example/${endpoint}/${n}`;
      // Each item its own event: numbered copies of one headline would be one card.
      return `<item><title>${escapeUTF8(`${distinctHeadline(n)} (${endpoint} ${n})`)}</title><link>${link}</link><guid>${link}</guid><description>${escapeUTF8(`${distinctHeadline(n)}.`)}</description><pubDate>${new Date(now - n * 3_600_000).toUTCString()}</pubDate><category>World</category><dc:creator>Reporter ${n}</dc:creator><media:content url="${escapeUTF8(imageUrl(endpoint, n))}" medium="image" type="image/jpeg" width="2400" height="1600"/></item>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${escapeUTF8(endpoint)}</title><link>https://publisher.example/</link><description>Feed</description>${items.join("")}</channel></rss>`;
  };
  const server: Server = createServer((request, response) => {
    const endpoint = decodeURIComponent((request.url ?? "").replace(/^\/feeds\//, ""));
    if (!feeds.endpoints[endpoint]) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(endpoint));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  for (const endpoint of endpoints) {
    const entry = feeds.endpoints[endpoint];
    if (entry)
      feeds.endpoints[endpoint] = {
        ...entry,
        sources: [`http://127.0.0.1:${port}/feeds/${encodeURIComponent(endpoint)}`],
      };
  }
  const feedsFile = join(workDir, "feeds.json");
  const caFile = join(workDir, "image-host.pem");
  await writeFile(feedsFile, JSON.stringify(feeds));
  await writeFile(caFile, host.ca);
  return {
    host,
    env: {
      FEEDS_FILE: feedsFile,
      DATA_DIR: join(workDir, "data"),
      NODE_EXTRA_CA_CERTS: caFile,
      FETCH_ALLOW_PRIVATE_NETWORKS: "1",
    },
    imageUrl,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await host.close();
      // The site may still be writing its image cache here as it stops.
      await rm(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/**
 * Waits until every endpoint serves its live feed (or has failed) and the pages stopped
 * changing (the server renders them again after their feeds changed), so that what is
 * measured next is not sharing the machine with ingest and rendering.
 */
export async function waitUntilSettled(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const tags = async () =>
    (
      await Promise.all(
        routes.routes.map(async ({ path }) =>
          (await fetch(url + path, { method: "HEAD" })).headers.get("etag"),
        ),
      )
    ).join(" ");
  for (;;) {
    const status = (await (await fetch(`${url}/public/api/status`)).json()) as {
      endpoints: Record<string, { sample?: boolean; lastError?: unknown }>;
    };
    const entries = Object.values(status.endpoints);
    if (entries.every((entry) => entry.sample === false || entry.lastError)) break;
    if (Date.now() > deadline) throw new Error("the feeds did not all go live");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  let before = await tags();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const now = await tags();
    if (now === before) return;
    if (Date.now() > deadline) throw new Error("pages were still changing");
    before = now;
  }
}
