/**
 * After `vite build`: prints the gzipped JavaScript each route loads by network idle (the
 * entry, hydration, what hydration starts on every page once done, and the route's layout
 * chunk, each with its imports: routeScripts.ts) and fails when the home route exceeds its
 * budget.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import config from "../../config/routes.json" with { type: "json" };
import { clientBuildDir } from "../../src/shared/clientBuildDir.ts";
import { type ModuleSizes, moduleSizesFile } from "./moduleSizes.ts";
import { homeBudgetKb as HOME_BUDGET_KB, routeScripts } from "./routeScripts.ts";

const outDir = clientBuildDir;
const scripts = routeScripts(outDir);
const sizeOf = scripts.gzipKb;

const rows = config.routes.map((route) => {
  const files = scripts.byLayout(route.layout);
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  return { path: route.path, layout: route.layout, total, files };
});

const entryKb = [...scripts.entry].reduce((sum, file) => sum + sizeOf(file), 0);
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
