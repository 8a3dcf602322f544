import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { clientBuildDir } from "./src/shared/clientBuildDir.ts";
import { pageStylesPlugin } from "./tools/build/pageStylesPlugin.ts";
import { siteConfigPlugin } from "./tools/build/siteConfigPlugin.ts";

export default defineConfig({
  plugins: [react(), siteConfigPlugin(), pageStylesPlugin()],
  css: {
    // CSS Modules compiled by lightningcss: class names hashed from the file's path (so the
    // client and the renderer builds agree, build after build), and the breakpoints of
    // src/styles/breakpoints.css as custom media.
    transformer: "lightningcss",
    lightningcss: { drafts: { customMedia: true } },
  },
  build: {
    outDir: clientBuildDir,
    // The bundle report reads the manifest to sum what each route loads.
    manifest: true,
    // One stylesheet for the whole site, inlined in every page (virtual:page-styles): no
    // request before the first paint, and a layout loaded later finds its rules there.
    cssCodeSplit: false,
    sourcemap: false,
    target: "es2022",
    modulePreload: {
      // Every browser we serve supports modulepreload.
      polyfill: false,
      // The entry imports hydrate.tsx after the first paint; preloading its dozen chunks
      // means a dozen <link> insertions in one task (50 ms on a phone), while the browser
      // finds them as fast in the chunk's own imports. Layouts, loaded on navigation, keep
      // their preloads.
      resolveDependencies: (filename, deps) => (/\/hydrate-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
  },
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
          // Stylesheets are compiled and added to the document, as in the browser.
          css: { include: [/\.css$/] },
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
