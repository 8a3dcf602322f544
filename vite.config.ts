import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { clientBuildDir } from "./src/shared/clientBuildDir.ts";
import { moduleSizes } from "./tools/build/moduleSizes.ts";
import { offlineFiles } from "./tools/build/offlineFiles.ts";
import { plainEntryImport } from "./tools/build/plainEntryImport.ts";
import { reactRouterTreeShaking } from "./tools/build/reactRouterTreeShaking.ts";
import { shellChunk } from "./tools/build/shellChunk.ts";
import { siteConfigPlugin } from "./tools/build/siteConfigPlugin.ts";

const shell = shellChunk();

export default defineConfig({
  plugins: [
    react(),
    siteConfigPlugin(),
    reactRouterTreeShaking(),
    moduleSizes(),
    offlineFiles(),
    shell.plugin,
    plainEntryImport(),
  ],
  // Oxc's styled-components transform (Vite's own compiler, the Babel plugin's port): ids
  // from file and position, so server and browser agree on class names although the
  // renderer evaluates every layout up front and the browser lazily; CSS minified at build.
  oxc: {
    plugins: {
      styledComponents: {
        displayName: false,
        fileName: false,
        ssr: true,
        minify: true,
        pure: true,
      },
    },
  },
  build: {
    outDir: clientBuildDir,
    // The bundle report reads the manifest to sum what each route loads.
    manifest: true,
    sourcemap: false,
    target: "es2022",
    rolldownOptions: { output: { codeSplitting: { groups: [shell.helper, shell.group] } } },
    // No preload helper (issue 45: 0.9 KB of every page's script by network idle): a
    // chunk's static imports are found as fast in the chunk itself, and preloading the
    // dozen chunks of hydration meant a dozen <link> insertions in one task (50 ms on a
    // phone). A layout's chunks are found one import level at a time instead, on the
    // first screen before hydration and on navigation.
    modulePreload: false,
  },
  // The page renderer (`vite build --ssr`): styled-components' CommonJS build gives Node's
  // ESM loader no usable default export, so it is bundled into the renderer.
  ssr: { noExternal: ["styled-components"] },
  test: {
    // Dates render in the visitor's zone; tests pin one so their expectations hold anywhere.
    env: { TZ: "UTC" },
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          // A file's first render loads a whole layout chunk; on a busy 2-core machine that
          // alone can pass the default 5 s.
          testTimeout: 15_000,
          include: ["tests/**/*.test.tsx"],
          setupFiles: ["tests/setup/dom.ts"],
          // styled-components' browser build, as the browser loads it (Node would pick its
          // server build, which never inserts a global style into the document).
          alias: [
            {
              find: /^styled-components$/,
              replacement: "styled-components/dist/styled-components.browser.esm.js",
            },
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/e2e/**"],
        },
      },
      {
        // Real Chromium against the real server: needs `npm run build` first; one file at a time.
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
