/**
 * `npm run bench:images`: the image proxy of the real server (`src/server/main.ts`, as
 * `npm start` runs it) in front of loopback publishers whose images are 2400×1600 JPEGs of
 * ~0.5 MB on an HTTPS host (tools/bench/imagePublishers.ts). Prints:
 * - cold resizes per second: distinct sources, each fetched, decoded, resized to 640 px and
 *   encoded as AVIF (then WebP), two requests at a time (the proxy resizes two at once);
 * - a cached variant's latency against a static file of the client build, one request at a
 *   time over keep-alive (median and p99 of 500);
 * - the server's resident memory before and at its peak during 20 concurrent cold requests.
 */
import { readFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import type { Article } from "../../src/shared/article.ts";
import { type ImageProxy, imageProxyUrl, imageWidths } from "../../src/shared/imageProxy.ts";
import { freePort, startSiteServer } from "../browser/siteServer.ts";
import { startImagePublishers, waitUntilSettled } from "./imagePublishers.ts";

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** One GET; resolves with status, body size and milliseconds taken. */
function get(url: string, accept: string): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** The server itself: tsx runs the script in a child process of the one we started. */
async function serverPid(pid: number): Promise<number> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  const child = Number(children.trim().split(/\s+/)[0]);
  return Number.isInteger(child) && child > 0 ? serverPid(child) : pid;
}

const publishers = await startImagePublishers();
const site = await startSiteServer({ ...publishers.env, LOG_LEVEL: "warn" }, await freePort());
const avif = "image/avif,image/webp,*/*";
const webp = "image/webp,*/*";
const width640 = imageWidths.indexOf(640);
try {
  // Every endpoint live: the API then links every item's image.
  const links: ImageProxy[] = [];
  const deadline = Date.now() + 120_000;
  const endpoints = Object.keys(
    (
      JSON.parse(await readFile(publishers.env.FEEDS_FILE ?? "", "utf8")) as {
        endpoints: Record<string, unknown>;
      }
    ).endpoints,
  );
  await waitUntilSettled(site.url);
  while (links.length < 200) {
    links.length = 0;
    for (const endpoint of endpoints) {
      const res = await fetch(`${site.url}/public/api/${endpoint}`);
      if (!res.ok) continue;
      for (const article of (await res.json()) as Article[])
        if (article.imageProxy && !/missing/.test(article.images[0] ?? ""))
          links.push(article.imageProxy);
    }
    if (Date.now() > deadline) throw new Error("the feeds did not go live");
    if (links.length < 200) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const unique = [...new Map(links.map((link) => [link.src, link])).values()];
  let next = 0;
  const take = (n: number) => {
    const batch = unique.slice(next, next + n);
    next += n;
    return batch;
  };
  const urlOf = (link: ImageProxy, index = width640) => `${site.url}${imageProxyUrl(link, index)}`;

  const cold = async (label: string, accept: string, count: number) => {
    const batch = take(count);
    const started = performance.now();
    let cursor = 0;
    const worker = async () => {
      while (cursor < batch.length) {
        const link = batch[cursor++];
        if (!link) break;
        const res = await get(urlOf(link), accept);
        if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
      }
    };
    await Promise.all([worker(), worker()]);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `cold 2400×1600 JPEG → 640 px ${label}: ${(batch.length / seconds).toFixed(1)} resizes/s (${batch.length} in ${seconds.toFixed(2)} s)`,
    );
  };
  await cold("warm-up (AVIF)", avif, 4);
  await cold("AVIF", avif, 40);
  await cold("WebP", webp, 40);

  const cachedLink = take(1)[0];
  if (!cachedLink) throw new Error("no link left");
  const cachedUrl = urlOf(cachedLink);
  const first = await get(cachedUrl, avif);
  const staticUrl = `${site.url}/favicon.svg`;
  const time = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < 50; i++) await get(url, avif);
    for (let i = 0; i < 500; i++) times.push((await get(url, avif)).ms);
    return times;
  };
  const cached = await time(cachedUrl);
  const staticFile = await time(staticUrl);
  const staticBytes = (await get(staticUrl, avif)).bytes;
  const row = (label: string, times: number[], bytes: number) =>
    console.log(
      `${label} (${bytes} B): median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
    );
  row("cached variant, 640 px AVIF", cached, first.bytes);
  row("static file /favicon.svg", staticFile, staticBytes);

  if (site.pid !== undefined) {
    const pid = await serverPid(site.pid);
    const before = await rssKb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      rssKb(pid).then(
        (kb) => (peak = Math.max(peak, kb)),
        () => undefined,
      );
    }, 10);
    const burst = take(20);
    const started = performance.now();
    const answers = await Promise.all(
      burst.map((link) => get(urlOf(link, imageWidths.indexOf(750)), avif)),
    );
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    clearInterval(sampler);
    const ok = answers.filter((res) => res.status === 200).length;
    console.log(
      `20 concurrent cold requests (750 px AVIF): ${ok} answered 200 in ${seconds.toFixed(2)} s; server RSS ${(before / 1024).toFixed(0)} MB before, peak ${(peak / 1024).toFixed(0)} MB`,
    );
  }
} finally {
  agent.destroy();
  await site.stop();
  await publishers.stop();
}
