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

/** The built renderer, or undefined when there is no server build (pages are then the shell). */
export async function loadBuiltRenderer(dir = serverBuildDir): Promise<PageRenderer | undefined> {
  const file = resolve(join(dir, serverEntryFile));
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}
