import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageDataSource, RenderedPage } from "../../shared/renderedPage.ts";

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

/** How long a renderer module may take to load: ~0.3 s is usual; a hang must not be silent. */
const defaultLoadTimeoutMs = 15_000;

/**
 * Imports a renderer module (the built entry-server, or a test's stand-in exporting
 * `renderPage`). A module that throws, exports no renderer or never finishes loading is an
 * error naming the file; the ref'd timer also keeps the process alive meanwhile, else a
 * module whose top-level await never settles ends a compiled server with exit code 13 and
 * no message (seen with a stale dist/server).
 */
export async function importRenderer(
  url: URL,
  loadTimeoutMs = defaultLoadTimeoutMs,
): Promise<PageRenderer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`it did not finish loading within ${loadTimeoutMs / 1000} s`)),
      loadTimeoutMs,
    );
  });
  try {
    const module = (await Promise.race([import(url.href), timeout])) as { renderPage?: unknown };
    if (typeof module.renderPage !== "function") throw new Error("it exports no renderPage");
    return module.renderPage as PageRenderer;
  } catch (error) {
    throw new Error(
      `cannot load the page renderer ${url.pathname}: ${(error as Error).message} (rebuild it: npm run build:app)`,
    );
  } finally {
    clearTimeout(timer);
  }
}
