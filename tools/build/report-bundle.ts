/**
 * After `vite build`: prints the gzipped JavaScript each route loads (entry chunk,
 * its static imports, and its layout's lazy chunk with that chunk's imports) and
 * fails when the home route exceeds its budget.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import config from "../../config/routes.json" with { type: "json" };
import { clientBuildDir } from "../../src/shared/clientBuildDir.ts";
import { type ModuleSizes, moduleSizesFile } from "./moduleSizes.ts";

// The owner's stack (react, react-dom, react-router, @tanstack/react-query,
// styled-components) is about 110 KB gzipped before any of the site's code, all needed to
// hydrate; 130 leaves the site's own code room without letting it creep (issue 20).
const HOME_BUDGET_KB = 130;
const outDir = clientBuildDir;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const viteManifest = JSON.parse(
  readFileSync(join(outDir, ".vite/manifest.json"), "utf8"),
) as Record<string, ManifestChunk>;

const gzipKb = new Map<string, number>();
function sizeOf(file: string): number {
  let size = gzipKb.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1000;
    gzipKb.set(file, size);
  }
  return size;
}

/** Every chunk file a chunk needs before it can run: itself and its static imports. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = viteManifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(viteManifest).find((key) => viteManifest[key]?.isEntry);
if (!entryKey) throw new Error("no entry chunk in the Vite manifest");
// The entry only starts hydration, importing it after the first paint: what that import
// loads is loaded on every page, so it counts as the entry's.
const entryFiles = closure(entryKey);
for (const started of viteManifest[entryKey]?.dynamicImports ?? []) closure(started, entryFiles);

const rows = config.routes.map((route) => {
  const layoutKey = Object.keys(viteManifest).find(
    (key) => viteManifest[key]?.isDynamicEntry && key.startsWith(`layouts/${route.layout}/`),
  );
  if (!layoutKey) throw new Error(`no lazy chunk for layout "${route.layout}"`);
  const files = closure(layoutKey, new Set(entryFiles));
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  return { path: route.path, layout: route.layout, total, files };
});

const entryKb = [...entryFiles].reduce((sum, file) => sum + sizeOf(file), 0);
console.log(`\nJavaScript per route (gzip -9), shared entry ${entryKb.toFixed(1)} KB:`);
for (const row of rows)
  console.log(
    `  ${row.path.padEnd(26)} ${row.layout.padEnd(11)} ${row.total.toFixed(1).padStart(6)} KB`,
  );

const home = rows.find((row) => row.path === "/");
if (!home || home.total > HOME_BUDGET_KB) {
  console.error(
    `home route loads ${home?.total.toFixed(1)} KB gzipped; budget is ${HOME_BUDGET_KB} KB`,
  );
  process.exitCode = 1;
} else {
  console.log(`home route: ${home.total.toFixed(1)} KB of its ${HOME_BUDGET_KB} KB budget`);
}
/** The package a module comes from, grouped as the report names them; else the site's own. */
const packageGroups: [string, RegExp][] = [
  ["react-dom + scheduler", /node_modules\/(react-dom|scheduler)\//],
  ["react", /node_modules\/react\//],
  ["react-router", /node_modules\/react-router\//],
  ["@tanstack/react-query", /node_modules\/@tanstack\//],
  ["styled-components + stylis", /node_modules\/(styled-components|stylis|@emotion)\//],
  ["other libraries", /node_modules\//],
];

/**
 * The home route's gzipped JavaScript split by where it comes from: each chunk's gzip size
 * shared among its modules in proportion to their rendered length (an estimate: gzip
 * compresses some code better than other).
 */
function printShares(files: Iterable<string>) {
  const modules = JSON.parse(readFileSync(join(outDir, moduleSizesFile), "utf8")) as ModuleSizes;
  const shares = new Map<string, number>();
  for (const file of files) {
    const chunk = Object.entries(modules[file] ?? {});
    const rendered = chunk.reduce((sum, [, length]) => sum + length, 0);
    for (const [id, length] of chunk) {
      const group =
        packageGroups.find(([, pattern]) => pattern.test(id))?.[0] ?? "the site's own code";
      const kb = rendered ? (sizeOf(file) * length) / rendered : 0;
      shares.set(group, (shares.get(group) ?? 0) + kb);
    }
  }
  console.log("home route by origin (gzip, estimated):");
  for (const [group, kb] of [...shares].sort((a, b) => b[1] - a[1]))
    console.log(`  ${group.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB`);
}

if (home) printShares(home.files);
