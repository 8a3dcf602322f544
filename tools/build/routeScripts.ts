/**
 * What scripts each route loads, from the client build's Vite manifest: the entry, what it
 * starts after the first paint (hydration), what hydration starts on every page once done
 * (`afterHydration`), and the route's layout chunk, each with its static imports. The
 * bundle report sums them; a browser test checks that the home page loads exactly these
 * by network idle (tests/e2e/serverRendering.e2e.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { clientBuildDir } from "../../src/shared/clientBuildDir.ts";

/**
 * The home route's budget (gzip KB). The owner's stack (react, react-dom, react-router,
 * @tanstack/react-query, styled-components) is about 110 KB gzipped before any of the
 * site's code, all needed to hydrate; 130 leaves the site's own code room without letting
 * it creep (issue 20).
 */
export const homeBudgetKb = 130;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The modules hydration imports on every page once it is done (issue 45): live updates and
 * the service worker's registration. Anything else a page loads later waits for the reader
 * (a menu opened, a shortcut pressed, a page in another language).
 */
export const afterHydration = [
  "src/live/startLiveUpdates.tsx",
  "src/offline/registerServiceWorker.ts",
];

export interface RouteScripts {
  /** Every page's scripts (paths under the build, e.g. `assets/shell-….js`). */
  entry: Set<string>;
  /** A layout's scripts with every page's, by layout name. */
  byLayout: (layout: string) => Set<string>;
  /** A script's gzip -9 size in KB. */
  gzipKb: (file: string) => number;
}

export function routeScripts(outDir = clientBuildDir): RouteScripts {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  /** Every chunk file a chunk needs before it can run: itself and its static imports. */
  const closure = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("no entry chunk in the Vite manifest");
  // The entry only starts hydration, importing it after the first paint: what that import
  // loads is loaded on every page, so it counts as the entry's; so does what hydration
  // starts once done.
  const entry = closure(entryKey, new Set());
  const started = manifest[entryKey]?.dynamicImports ?? [];
  for (const key of started) closure(key, entry);
  for (const key of started)
    for (const later of manifest[key]?.dynamicImports ?? [])
      if (afterHydration.includes(later)) closure(later, entry);
  for (const module of afterHydration)
    if (!manifest[module])
      throw new Error(`${module} is no chunk of the build: update afterHydration`);

  const sizes = new Map<string, number>();
  return {
    entry,
    byLayout: (layout) => {
      const key = Object.keys(manifest).find(
        (candidate) =>
          manifest[candidate]?.isDynamicEntry && candidate.startsWith(`layouts/${layout}/`),
      );
      if (!key) throw new Error(`no lazy chunk for layout "${layout}"`);
      return closure(key, new Set(entry));
    },
    gzipKb: (file) => {
      let size = sizes.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1000;
        sizes.set(file, size);
      }
      return size;
    },
  };
}
