import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageDataSource } from "../../engine/pageData.ts";
import type { RenderedPage } from "../../shared/renderedPage.ts";

/** Renders one page (path and query) with the data the source has now: `renderPage` of entry-server. */
export type PageRenderer = (url: string, source: PageDataSource) => RenderedPage;

/** Where `vite build --ssr` writes the page renderer. */
export const serverBuildDir = "dist/server";
export const serverEntryFile = "entry-server.js";

/** The built renderer's module URL, or undefined when there is no server build (pages are then the shell). */
export function builtRendererUrl(dir = serverBuildDir): URL | undefined {
  const file = resolve(join(dir, serverEntryFile));
  return existsSync(file) ? pathToFileURL(file) : undefined;
}

/** Imports a renderer module (the built entry-server, or a test's stand-in exporting `renderPage`). */
export async function importRenderer(url: URL): Promise<PageRenderer> {
  const module = (await import(url.href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== "function")
    throw new Error(`${url.href} exports no renderPage function`);
  return module.renderPage as PageRenderer;
}
