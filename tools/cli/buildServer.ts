/**
 * The compiled server: `src/server/main.ts` (the entry), `runServer.ts` (the server it runs)
 * and the worker entries bundled to plain
 * JavaScript in `dist/app/`, which `npm start` runs with node alone. Under tsx every
 * isolate (the main thread and each worker) gets its own loader thread with its own heap,
 * which cost the server about 150 MB of its RSS (measured with `npm run bench:archive`,
 * see docs/benchmarks.md, *Memory*). Packages stay in node_modules; only our code is bundled,
 * with esbuild (the transpiler tsx itself uses, so the code runs the same). It takes well
 * under a second, so `npm start` rebuilds it every time and it is never stale.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const serverBuildOutDir = "dist/app";
/** What `npm start` runs: `node dist/app/main.js`. */
const serverBuildEntry = `${serverBuildOutDir}/main.js`;

/** The server main.js runs (see src/server/main.ts), compiled beside it. */
const serverEntry = "src/server/runServer.ts";

/** The threads' entries (see src/server/tsWorker.ts), compiled beside main.js. */
const workerEntries = [
  "src/server/feeds/ingestWorker.ts",
  "src/server/pages/renderWorker.ts",
  "src/server/db/searchWorker.ts",
];

/**
 * `import.meta.url` keeps meaning the source file's URL, so data read beside the code
 * (the sample snapshot, the sample images, the worker entries) is found where it is.
 */
const sourceUrls: Plugin = {
  name: "source-import-meta-url",
  setup(plugin) {
    plugin.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => ({
      contents: (await readFile(path, "utf8")).replaceAll(
        "import.meta.url",
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: path.endsWith(".tsx") ? "tsx" : "ts",
    }));
  },
};

/** Bundles the server into `dist/app/`; resolves with the entry to run. */
export async function buildServer(): Promise<string> {
  const compiledWorkers = Object.fromEntries(
    workerEntries.map((entry) => [
      pathToFileURL(resolve(entry)).href,
      pathToFileURL(resolve(serverBuildOutDir, `${entryName(entry)}.js`)).href,
    ]),
  );
  await build({
    entryPoints: ["src/server/main.ts", serverEntry, ...workerEntries],
    entryNames: "[name]",
    outdir: serverBuildOutDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    splitting: false,
    logLevel: "warning",
    define: {
      compiledWorkerEntries: JSON.stringify(compiledWorkers),
      // main.ts imports the server only once the allocator is set (a separate file).
      compiledServerEntry: JSON.stringify(
        pathToFileURL(resolve(serverBuildOutDir, `${entryName(serverEntry)}.js`)).href,
      ),
    },
    plugins: [sourceUrls],
  });
  return serverBuildEntry;
}

function entryName(file: string): string {
  return (file.split("/").pop() as string).replace(/\.tsx?$/, "");
}
