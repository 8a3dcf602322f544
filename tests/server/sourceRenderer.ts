import { createServer as createVite, type ViteDevServer } from "vite";
import type { PageRenderer } from "../../src/server/pages/pageRenderer.ts";

/**
 * The page renderer from the source, through Vite (no build needed): for tests that render
 * pages in-process. Close the returned server after them.
 */
export async function sourceRenderer(): Promise<{ vite: ViteDevServer; renderPage: PageRenderer }> {
  const vite = await createVite({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const { renderPage } = (await vite.ssrLoadModule("/src/entry-server.tsx")) as {
    renderPage: PageRenderer;
  };
  return { vite, renderPage };
}
