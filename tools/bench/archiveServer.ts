/**
 * What both archive benches (archive.ts, millionArchive.ts) serve the real server from: a
 * loopback upstream answering every source with a fresh feed, the shipped config with every
 * source pointed at it, and the server's memory read from /proc.
 */
import { readFileSync } from "node:fs";
import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { sourceOptions } from "../../src/shared/feedsConfig.ts";
import { text } from "./archiveData.ts";

/**
 * A loopback upstream answering every source with a current feed of `feedItems` items, on
 * `port` (0: any free one).
 */
export async function startUpstream(
  words: string[],
  rand: () => number,
  feedItems: number,
  port = 0,
): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const items = Array.from({ length: feedItems }, (_, i) => {
      const title = text(words, rand, 70);
      return `<item><title>${title}</title><link>https://live.test${req.url}/${i}</link><description>${text(words, rand, 250)}</description><pubDate>${new Date(Date.now() - i * 600_000).toUTCString()}</pubDate></item>`;
    });
    res.writeHead(200, { "content-type": "application/rss+xml" });
    res.end(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><link>https://live.test/</link>${items.join("")}</channel></rss>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

export interface BenchSource {
  /** Where the server reads it: the upstream. */
  url: string;
  /** The configured feed it stands for (its host names the generated articles' links). */
  configured: string;
  /** Read by a language edition only. */
  edition: boolean;
}

/**
 * config/ with every source (editions' too) pointed at the upstream; the sources in
 * archive order, the endpoints' first.
 */
export async function benchConfig(
  upstreamUrl: string,
): Promise<{ dir: string; sources: BenchSource[] }> {
  const dir = await mkdtemp(join(tmpdir(), "maverick-bench-config-"));
  await cp("config", dir, { recursive: true });
  const feeds = JSON.parse(readFileSync("config/feeds.json", "utf8")) as FeedsConfig;
  const sources = new Map<string, BenchSource>();
  const renamed = (edition: boolean) => (source: Parameters<typeof sourceOptions>[0]) => {
    const { url } = sourceOptions(source);
    if (!sources.has(url))
      sources.set(url, { url: `${upstreamUrl}/source/${sources.size}`, configured: url, edition });
    return (sources.get(url) as BenchSource).url;
  };
  for (const endpoint of Object.values(feeds.endpoints))
    endpoint.sources = endpoint.sources.map(renamed(false));
  for (const endpoint of Object.values(feeds.endpoints))
    for (const [lang, list] of Object.entries(endpoint.editions ?? {}))
      (endpoint.editions as Record<string, unknown>)[lang] = list.map(renamed(true));
  await writeFile(join(dir, "feeds.json"), JSON.stringify(feeds));
  return { dir, sources: [...sources.values()] };
}

/** A process's resident memory now and at its peak, in MB. */
export function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}
