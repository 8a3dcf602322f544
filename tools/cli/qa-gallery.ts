/**
 * `npm run qa:gallery`: starts the real server on the bundled sample feeds, photographs
 * every screen of the manifest at 1280 px and 390 px, and writes qa-gallery/index.html:
 * per route its path, title, layout, feed endpoints and slice rules beside the two shots.
 *
 * Two runs of the same code give the same pixels: the server's clock starts at one fixed
 * instant (FIXED_CLOCK, see tools/browser/fixedClock.mjs) and every image, lazy ones too,
 * is loaded before a shot. So a refactor proves it changed no screen:
 *   GALLERY_DIR=/tmp/before npm run qa:gallery          (on the old code)
 *   npm run qa:gallery -- --compare /tmp/before         (on the new: lists what differs)
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import config from "../../config/routes.json" with { type: "json" };
import { clientBuildDir } from "../../src/shared/clientBuildDir.ts";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { launchChromium } from "../browser/chromium.ts";
import { VIEWPORTS, waitForScreen } from "../browser/screens.ts";
import { startSiteServer } from "../browser/siteServer.ts";
import { compareShots } from "./compareShots.ts";

const OUT_DIR = process.env.GALLERY_DIR ?? "qa-gallery";
const compareWith = process.argv.includes("--compare")
  ? process.argv[process.argv.indexOf("--compare") + 1]
  : undefined;
/** Any fixed instant will do; this one is a weekday afternoon in every time zone's date. */
const FIXED_CLOCK = "2026-11-26T15:00:30Z";

interface SliceRule {
  feed: string;
  from?: number;
  count?: number;
}
interface Row {
  path: string;
  title: string;
  layout: string;
  slots: [string, SliceRule][];
  note?: string;
}

const rows: Row[] = [
  ...config.routes.map((route) => ({
    path: route.path,
    title: labelIn(route.title, "en"),
    layout: route.layout,
    slots: Object.entries((route as { slots?: Record<string, SliceRule> }).slots ?? {}),
  })),
  ...config.redirects.map((redirect) => ({
    path: redirect.from,
    title: `redirect to ${redirect.to}`,
    layout: "(redirect)",
    slots: [],
  })),
];

/** Loads every image of the page, lazy ones too, and waits until each is decoded or failed. */
const allImagesLoaded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );

const fileName = (path: string, viewport: string) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${viewport}.png`;

if (!existsSync(join(clientBuildDir, "index.html"))) {
  console.error("No client build: run `npm run build` first.");
  process.exit(1);
}

await rm(OUT_DIR, { recursive: true, force: true });
await mkdir(OUT_DIR, { recursive: true });
const site = await startSiteServer({
  OFFLINE: "1",
  FIXED_CLOCK,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${resolve("tools/browser/fixedClock.mjs")}`,
});
const browser = await launchChromium();
try {
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
    });
    for (const row of rows) {
      await page.goto(site.url + row.path, { waitUntil: "networkidle" });
      await waitForScreen(page).catch(() => {
        row.note = "still loading after 5 s";
      });
      await allImagesLoaded(page);
      await page.screenshot({
        path: join(OUT_DIR, fileName(row.path, viewport.name)),
        fullPage: true,
      });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );
const ruleText = ([slot, rule]: [string, SliceRule]) =>
  `${slot}: ${rule.feed} [${rule.from ?? 0}${rule.count === undefined ? "…" : `, +${rule.count}`}]`;
const shot = (path: string, viewport: string) =>
  `<a href="${fileName(path, viewport)}"><img loading="lazy" src="${fileName(path, viewport)}" alt="${escapeHtml(path)} at ${viewport} width"></a>`;

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>QA gallery: ${rows.length} screens</title>
<style>
body{font:14px system-ui,sans-serif;margin:1rem} table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}
td.shot img{width:260px;max-height:420px;object-fit:cover;object-position:top}
td.shot.mobile img{width:120px} code{font-size:12px} .note{color:#b3121b}
</style></head><body>
<h1>QA gallery</h1>
<p>${rows.length} screens from <code>config/routes.json</code>, shot at ${VIEWPORTS.map((v) => `${v.width} px`).join(" and ")} on the bundled sample feeds. Click a shot for the full page.</p>
<table><thead><tr><th>Path</th><th>Title</th><th>Layout</th><th>Feeds and slice rules</th><th>1280 px</th><th>390 px</th></tr></thead><tbody>
${rows
  .map(
    (
      row,
    ) => `<tr><td><code>${escapeHtml(row.path)}</code></td><td>${escapeHtml(row.title)}${row.note ? `<div class="note">${row.note}</div>` : ""}</td><td>${escapeHtml(row.layout)}</td>
<td>${row.slots.map((entry) => `<code>${escapeHtml(ruleText(entry))}</code>`).join("<br>")}</td>
<td class="shot">${shot(row.path, "desktop")}</td><td class="shot mobile">${shot(row.path, "mobile")}</td></tr>`,
  )
  .join("\n")}
</tbody></table></body></html>
`;
await writeFile(join(OUT_DIR, "index.html"), html);
console.log(
  `QA gallery: ${rows.length} screens x ${VIEWPORTS.length} widths in ${OUT_DIR}/index.html`,
);

if (compareWith) {
  const differences = await compareShots(compareWith, OUT_DIR);
  for (const { file, reason } of differences) console.log(`  ${file}: ${reason}`);
  console.log(
    `Compared with ${compareWith}: ${differences.length} of ${rows.length * VIEWPORTS.length} shots differ`,
  );
  if (differences.length > 0) process.exitCode = 1;
}
