import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Plugin, preprocessCSS, type ResolvedConfig } from "vite";
import { clientBuildDir } from "../../src/shared/clientBuildDir.ts";

const VIRTUAL_ID = "virtual:page-styles";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Where the site's stylesheets live: the global one and every component's CSS Module. */
const styleDirs = ["src", "layouts"];
const isPageStylesheet = (file: string) =>
  file.endsWith(".module.css") || file.endsWith("/global.css");

/**
 * Serves `virtual:page-styles`: the `<style>` elements the page renderer
 * (src/entry-server.tsx) puts in every page's head, so its first paint needs no request.
 *
 * - Build (`vite build --ssr`, after the client build): the client build's one stylesheet
 *   (`build.cssCodeSplit` is off), found through its manifest, so a page carries exactly
 *   the CSS, class names included, that the browser bundle was built with.
 * - Dev (`npm run dev`, tests rendering through Vite): each stylesheet as Vite compiles it
 *   for the browser, in a `<style data-vite-dev-id>`: Vite's client adopts those elements
 *   instead of adding its own, and updates them in place when a stylesheet is edited.
 */
export function pageStylesPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "page-styles",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      let styles: string;
      if (config.command === "build") styles = builtStyles(config.root);
      else {
        const files = stylesheets(config.root);
        for (const file of files) this.addWatchFile(file);
        styles = await devStyles(files, config);
      }
      return `export const pageStyles = ${JSON.stringify(styles)};`;
    },
  };
}

function builtStyles(root: string): string {
  const dir = resolve(root, clientBuildDir);
  let manifest: Record<string, { file: string; css?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(join(dir, ".vite", "manifest.json"), "utf8"));
  } catch {
    throw new Error(`No client build in ${dir}: build the client (vite build) before the renderer`);
  }
  const [file, ...others] = new Set(
    Object.values(manifest).flatMap((chunk) => [
      ...(chunk.css ?? []),
      ...(chunk.file.endsWith(".css") ? [chunk.file] : []),
    ]),
  );
  if (!file || others.length > 0)
    throw new Error(`Expected the client build's one stylesheet, found: ${[file, ...others]}`);
  return `<style>${readFileSync(join(dir, file), "utf8").trim()}</style>`;
}

/** The global stylesheet (tokens, reset) first, as in the built one, then every CSS Module. */
function stylesheets(root: string): string[] {
  return styleDirs
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((file) =>
        join(root, dir, file),
      ),
    )
    .filter(isPageStylesheet)
    .sort((a, b) => Number(!a.endsWith("/global.css")) - Number(!b.endsWith("/global.css")));
}

/**
 * Each stylesheet compiled as Vite compiles it for the browser (same class names), with the
 * id Vite's client gives it. Compiled outside the dev server's module graph: a module there
 * that no browser module imports would turn a stylesheet edit into a full page reload.
 */
async function devStyles(files: string[], config: ResolvedConfig): Promise<string> {
  const sheets = await Promise.all(
    files.map(async (file) => {
      const { code } = await preprocessCSS(readFileSync(file, "utf8"), file, config);
      return `<style data-vite-dev-id="${file}">${code}</style>`;
    }),
  );
  return sheets.join("");
}
