import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import site from "../../config/site.json" with { type: "json" };
import {
  iconPaths,
  offlinePagePath,
  serviceWorkerPath,
  webManifestPath,
} from "../../src/shared/offlinePaths.ts";

const serviceWorkerSource = "src/offline/serviceWorker.ts";

/** The offline page in every interface language, each from its catalogue. */
async function offlinePages(): Promise<Record<string, string>> {
  const { offlinePageHtml } = await import("./offlinePage.ts");
  // Not through the English catalogue: `texts.ts` would become a dependency of the Vite
  // config, and `npm run dev` would restart its server on every edit of it.
  const { OFFLINE_TEXT } = await import("../../src/shared/offlineTexts.ts");
  const { languageCodes } = await import("../../src/shared/languageHref.ts");
  const { catalogueOf } = await import("../../src/shared/languages.ts");
  const pages: Record<string, string> = {};
  for (const lang of languageCodes) {
    const texts = (await catalogueOf(lang))?.OFFLINE_TEXT ?? OFFLINE_TEXT;
    pages[offlinePagePath(lang)] = offlinePageHtml(lang, texts);
  }
  return pages;
}

/**
 * Makes the client build installable and readable offline (issue 26): adds the manifest
 * link and the theme colours to index.html, and writes the manifest, its icons, the offline
 * page and the service worker (`sw.js`, bundled by esbuild: a fixed name at the root, no
 * module graph shared with the app). The worker gets the build's id (a hash of every
 * output's name, which Vite derives from content), its entry script and the files to
 * precache: every hashed asset (about 150 KB gzipped), the offline page and the icons.
 */
export function offlineFiles(): Plugin {
  return {
    name: "offline-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transformIndexHtml: async () => {
      const { light } = await import("./offlineAssets.ts");
      const { darkTokens } = await import("../../src/shared/darkTokens.ts");
      return [
        { tag: "link", attrs: { rel: "manifest", href: webManifestPath }, injectTo: "head" },
        {
          tag: "link",
          attrs: { rel: "apple-touch-icon", href: iconPaths.any192 },
          injectTo: "head",
        },
        {
          tag: "meta",
          attrs: { name: "theme-color", media: "(prefers-color-scheme: light)", content: light },
          injectTo: "head",
        },
        {
          tag: "meta",
          attrs: {
            name: "theme-color",
            media: "(prefers-color-scheme: dark)",
            content: darkTokens.color.paper,
          },
          injectTo: "head",
        },
      ];
    },
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const { webManifest, icons } = await import("./offlineAssets.ts");
        const { build } = await import("esbuild");
        const outputs = Object.values(bundle);
        const entry = outputs.find(
          (output) => output.type === "chunk" && output.isEntry && output.name === "index",
        );
        if (!entry) throw new Error("offline-files: no entry chunk in the client build");
        const files: Record<string, string | Buffer> = {
          [webManifestPath]: JSON.stringify(webManifest()),
          ...(await offlinePages()),
          ...(await icons()),
        };
        const assets = outputs
          .map((output) => `/${output.fileName}`)
          .filter((path) => path.startsWith("/assets/"))
          .sort();
        const id = createHash("sha256")
          .update(assets.join("\n"))
          .update(JSON.stringify(files))
          .digest("hex")
          .slice(0, 12);
        const precache = [...assets, ...Object.keys(files), "/favicon.svg", site.logo];
        const worker = await build({
          entryPoints: [serviceWorkerSource],
          bundle: true,
          minify: true,
          format: "iife",
          target: "es2022",
          write: false,
          define: {
            __SW_BUILD__: JSON.stringify({ id, entry: `/${entry.fileName}`, precache }),
          },
        });
        files[serviceWorkerPath] = Buffer.from(worker.outputFiles[0]?.contents ?? "");
        for (const [path, source] of Object.entries(files))
          this.emitFile({ type: "asset", fileName: path.slice(1), source });
      },
    },
  };
}
