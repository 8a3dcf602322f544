/**
 * `npm run bench:rerender`: API latency while every page is re-rendered, with pages
 * rendered on the main thread (RENDER_WORKERS=0) and in the render thread (1), in one run.
 * The production server (createServer, OFFLINE sample data, the built page renderer) runs
 * in this process; wrk (2 threads, 100 connections) loads one cached API endpoint for 8 s,
 * once idle and once while full re-render rounds (every route: render, then br + gzip) run
 * back to back. Needs `npm run build` first.
 */
import { createServer } from "../../src/server/createServer.ts";
import { parseSettings } from "../../src/server/settings.ts";
import { type WrkResult, wrkAsync } from "./wrk.ts";

async function measure(renderWorkers: string) {
  const parsed = parseSettings({
    OFFLINE: "1",
    PORT: "0",
    LOG_LEVEL: "silent",
    RENDER_WORKERS: renderWorkers,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  const { app, pages, config } = await createServer(parsed.settings);
  if (!pages) throw new Error("no page renderer: run `npm run build` first");
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/public/api/bbc/breaking`;

  await wrkAsync(url, 2);
  const idle = await wrkAsync(url, 8);

  let busy = true;
  const roundTimes: number[] = [];
  const rerendering = (async () => {
    while (busy) {
      const start = performance.now();
      await pages.rebuildAll();
      roundTimes.push(performance.now() - start);
    }
  })();
  const loaded = await wrkAsync(url, 8);
  busy = false;
  await rerendering;
  await app.close();
  const mean = roundTimes.reduce((sum, t) => sum + t, 0) / Math.max(1, roundTimes.length);
  return {
    idle,
    loaded,
    rounds: roundTimes.length,
    meanMs: mean,
    routes: config.manifest.routes.length,
  };
}

const row = (name: string, r: WrkResult) =>
  `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} |`;

const lines = [
  "| API under wrk -t2 -c100, 8 s | req/s | p50 | p99 | max | errors |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
];
for (const [mode, label] of [
  ["0", "main thread (RENDER_WORKERS=0)"],
  ["1", "render thread (RENDER_WORKERS=1)"],
] as const) {
  const result = await measure(mode);
  lines.push(row(`${label}: idle`, result.idle));
  lines.push(
    row(
      `${label}: during ${result.rounds} full re-render rounds (${Math.round(result.meanMs)} ms each, ${result.routes} routes)`,
      result.loaded,
    ),
  );
}
console.log(lines.join("\n"));
