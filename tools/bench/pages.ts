/**
 * `npm run bench:pages`: Lighthouse 12 (mobile preset, simulated throttling, Debian's
 * Chromium) on the first route of every layout, against the production server with its
 * sample data (OFFLINE=1, over the existing build), one route at a time. Prints
 * performance, LCP, CLS and TBT per route and their medians, then where each route's LCP
 * went (Lighthouse's phases: server response, load delay, load time, render delay) and its
 * element, with the median and slowest LCP of its runs. BENCH_URL benches a server that is
 * already running instead, and BENCH_URL=<a>,<b> two (two trees' builds side by side), each
 * route's runs alternating between them, a table for each; BENCH_RUNS (default 1) takes
 * each route's median run.
 *
 * BENCH_IMAGES=1 serves live feeds from loopback publishers whose items carry 2400×1600
 * JPEGs from an HTTPS image host (tools/bench/imagePublishers.ts) instead of the samples,
 * and also prints the image bytes a phone (390 px, DPR 2) loads on each route after
 * scrolling the whole page; IMAGE_PROXY=0 measures the same with images hotlinked.
 * BENCH_PATHS=/,/africa benches those routes only.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import routes from "../../config/routes.json" with { type: "json" };
import { launchChromium } from "../browser/chromium.ts";
import { loadScrolled } from "../browser/pageImages.ts";
import { freePort, startSiteServer } from "../browser/siteServer.ts";
import { startImagePublishers, waitUntilSettled } from "./imagePublishers.ts";

const run = promisify(execFile);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.BENCH_RUNS ?? 1);

interface Run {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** LCP phases in ms: "TTFB", "Load Delay", "Load Time", "Render Delay". */
  lcpPhases: Record<string, number>;
  lcpElement: string;
  /** Lighthouse's total byte weight and image bytes (transfer sizes). */
  totalBytes: number;
  imageBytes: number;
  /** Requests to another origin than the page's. */
  foreignRequests: number;
}

interface Row extends Run {
  path: string;
  layout: string;
  /** The slowest and the median LCP of the route's runs. */
  worstLcpMs: number;
  medianLcpMs: number;
}

/** One route per layout, in manifest order (or BENCH_PATHS). */
function benchRoutes(): { path: string; layout: string }[] {
  const only = process.env.BENCH_PATHS?.split(",");
  if (only) return routes.routes.filter((route) => only.includes(route.path));
  const seen = new Set<string>();
  return routes.routes.filter((route) => !seen.has(route.layout) && seen.add(route.layout));
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is retried. */
async function lighthouse(url: string, outDir: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outDir);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  retrying ${url}: ${(error as Error).message.split("\n")[1] ?? ""}`);
    }
  }
}

async function lighthouseOnce(url: string, outDir: string): Promise<Run> {
  const out = join(outDir, "report.json");
  await run(
    "node_modules/.bin/lighthouse",
    [
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      // With BENCH_IMAGES, hotlinked images come from the loopback host's own certificate.
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu${process.env.BENCH_IMAGES === "1" ? " --ignore-certificate-errors" : ""}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(out, "utf8")) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number; details?: LcpDetails & ResourceDetails }>;
  };
  const origin = new URL(url).origin;
  const requests = (report.audits["network-requests"]?.details?.items ?? []) as {
    url?: string;
  }[];
  const summary = (report.audits["resource-summary"]?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const [element, phases] = report.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    lcpPhases: Object.fromEntries(
      (phases?.items ?? []).map((item) => [item.phase ?? "", item.timing ?? Number.NaN]),
    ),
    lcpElement: element?.items[0]?.node?.snippet ?? "",
    totalBytes: metric("total-byte-weight"),
    imageBytes: summary.find((item) => item.resourceType === "image")?.transferSize ?? 0,
    foreignRequests: requests.filter(
      (request) => request.url && /^https?:/.test(request.url) && !request.url.startsWith(origin),
    ).length,
  };
}

interface ResourceDetails {
  items: unknown[];
}

/** The `largest-contentful-paint-element` audit: the element, then the phases of its LCP. */
interface LcpDetails {
  items: {
    items: { node?: { snippet: string }; phase?: string; timing?: number }[];
  }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const publishers =
  process.env.BENCH_IMAGES === "1" && !process.env.BENCH_URL
    ? await startImagePublishers()
    : undefined;
const site = process.env.BENCH_URL
  ? undefined
  : await startSiteServer(
      publishers ? { ...publishers.env, LOG_LEVEL: "warn" } : { OFFLINE: "1", LOG_LEVEL: "warn" },
      await freePort(),
    );
const bases = process.env.BENCH_URL?.split(",") ?? [site?.url ?? ""];
const base = bases[0] ?? "";
if (publishers) await waitUntilSettled(base);

const outDir = await mkdtemp(join(tmpdir(), "bench-pages-"));
const rowsOf = new Map<string, Row[]>(bases.map((url) => [url, []]));
const scrolledRows: ({ path: string } & Awaited<ReturnType<typeof loadScrolled>>)[] = [];
try {
  for (const route of benchRoutes()) {
    const resultsOf = new Map<string, Run[]>(bases.map((url) => [url, []]));
    for (let i = 0; i < runs; i++)
      // Alternating which goes first, so neither always runs on a machine the other warmed.
      for (const url of i % 2 ? [...bases].reverse() : bases)
        resultsOf.get(url)?.push(await lighthouse(url + route.path, outDir));
    for (const [url, results] of resultsOf) {
      const byScore = results.sort((a, b) => a.performance - b.performance);
      const chosen = byScore[Math.floor(byScore.length / 2)];
      if (!chosen) continue;
      const worstLcpMs = Math.max(...results.map((result) => result.lcpMs));
      const medianLcpMs = median(results.map((result) => result.lcpMs));
      rowsOf
        .get(url)
        ?.push({ path: route.path, layout: route.layout, ...chosen, worstLcpMs, medianLcpMs });
    }
    console.error(`  measured ${route.path}`);
  }
  if (publishers) {
    const browser = await launchChromium();
    try {
      for (const row of rowsOf.get(base) ?? []) {
        const scrolled = await loadScrolled(browser, base + row.path);
        scrolledRows.push({ path: row.path, ...scrolled });
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await site?.stop();
  await publishers?.stop();
  await rm(outDir, { recursive: true, force: true });
}

const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const format = (r: Omit<Run, "lcpPhases" | "lcpElement">) => [
  String(r.performance),
  (r.lcpMs / 1000).toFixed(2),
  r.cls.toFixed(3),
  String(Math.round(r.tbtMs)),
  kb(r.totalBytes),
  kb(r.imageBytes),
  String(r.foreignRequests),
];
for (const [url, rows] of rowsOf) {
  if (bases.length > 1) console.log(`\n### ${url}\n`);
  console.log(
    line([
      "route",
      "layout",
      "perf",
      "LCP s",
      "CLS",
      "TBT ms",
      "weight KB",
      "images KB",
      "foreign",
    ]),
  );
  console.log(line(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const row of rows) console.log(line([row.path, row.layout, ...format(row)]));
  console.log(
    line([
      "**median**",
      "",
      ...format({
        performance: median(rows.map((r) => r.performance)),
        lcpMs: median(rows.map((r) => r.lcpMs)),
        cls: median(rows.map((r) => r.cls)),
        tbtMs: median(rows.map((r) => r.tbtMs)),
        totalBytes: median(rows.map((r) => r.totalBytes)),
        imageBytes: median(rows.map((r) => r.imageBytes)),
        foreignRequests: median(rows.map((r) => r.foreignRequests)),
      }),
    ]),
  );

  console.log(
    "\nWhere the median run's LCP went (ms), and the median and slowest LCP of the runs:",
  );
  const phaseNames = ["TTFB", "Load Delay", "Load Time", "Render Delay"];
  console.log(line(["route", ...phaseNames, "median LCP s", "slowest LCP s", "element"]));
  console.log(line(["---", ...phaseNames.map(() => "---:"), "---:", "---:", "---"]));
  for (const row of rows)
    console.log(
      line([
        row.path,
        ...phaseNames.map((name) => String(Math.round(row.lcpPhases[name] ?? Number.NaN))),
        (row.medianLcpMs / 1000).toFixed(2),
        (row.worstLcpMs / 1000).toFixed(2),
        `\`${row.lcpElement.slice(0, 60).replaceAll("|", "\\|")}\``,
      ]),
    );
}

if (scrolledRows.length > 0) {
  console.log("\nA phone (390×844, DPR 2) scrolling each whole page:");
  console.log(line(["route", "images", "image KB", "all KB", "other origins", "HTTP errors"]));
  console.log(line(["---", "---:", "---:", "---:", "---:", "---:"]));
  for (const row of scrolledRows)
    console.log(
      line([
        row.path,
        String(row.images),
        kb(row.imageBytes),
        kb(row.totalBytes),
        String(row.foreign.length),
        String(row.failed.length),
      ]),
    );
}
