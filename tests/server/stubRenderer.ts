/**
 * A stand-in page renderer module for the server's page tests, loaded like the built one
 * (in the render thread, or on the main thread). The home page reads bbc/breaking and
 * shows its first title; every page shows its URL, this thread's render count (so a test
 * can tell a new rendering from the kept one) and the query of a built-in search page's data resolved for it.
 * With STUB_RENDER_MS set, every rendering takes that long; with STUB_START_MS, the home
 * page's starts that late. Its dehydrated state holds only its data time, as the real renderer stamps it
 * (`dataUpdatedAt`: the source's `readAt`, or the time of the rendering).
 */
import { isMainThread } from "node:worker_threads";
import type { PageDataSource, RenderedPage } from "../../src/shared/renderedPage.ts";

/** A first headline containing this stops the render thread, as a renderer crash would. */
export const crashTitle = "Stop the render thread";

let renders = 0;

/** STUB_RENDER_MS: each rendering holds its thread this long, as a real page's React render does. */
const renderMs = Number(process.env.STUB_RENDER_MS ?? 0);
/**
 * STUB_START_MS: each rendering starts this late, as a render thread's does on a busy
 * machine (it runs at a lower priority than the event loop).
 */
const startMs = Number(process.env.STUB_START_MS ?? 0);
const pause = new Int32Array(new SharedArrayBuffer(4));

export function renderPage(url: string, source: PageDataSource): RenderedPage {
  renders++;
  const path = url.split("?")[0] ?? url;
  const reads = path === "/" ? ["bbc/breaking"] : [];
  if (startMs > 0 && reads.length > 0) Atomics.wait(pause, 0, 0, startMs);
  const dataUpdatedAt = source.readAt ?? Date.now();
  if (renderMs > 0) Atomics.wait(pause, 0, 0, renderMs);
  const first = reads.length > 0 ? source.feed("bbc/breaking")?.articles[0]?.title : undefined;
  if (first?.includes(crashTitle)) {
    if (isMainThread) throw new Error("the stub renderer refuses to crash the main thread");
    process.exit(1);
  }
  const greeting = source.builtIn?.page === "search" ? source.builtIn.query : undefined;
  return {
    status: path === "/no-such-page" ? 404 : 200,
    title: `Page ${path}`,
    styles: "<style>h1{}</style>",
    html: `<h1>${first ?? "static"}</h1><p>${url}</p><p>render ${renders}</p>${greeting ? `<p>${greeting}</p>` : ""}`,
    state: JSON.stringify({ queries: [{ state: { dataUpdatedAt } }] }),
    reads,
  };
}
