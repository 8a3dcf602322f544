/**
 * `npm run bench:rerender`: API latency while every page is re-rendered. The production
 * server (createServer, OFFLINE sample data, the built page renderer) runs in this process;
 * wrk (2 threads, 100 connections) loads one cached API endpoint for 8 s, once idle and
 * once while full re-render rounds (every route: render, then br + gzip on the thread pool)
 * run back to back. Needs `npm run build` first.
 */
import { createServer } from "../../src/server/createServer.ts";
import { parseSettings } from "../../src/server/settings.ts";
import { wrkAsync } from "./wrk.ts";

const parsed = parseSettings({ OFFLINE: "1", PORT: "0", LOG_LEVEL: "silent" });
if (!parsed.ok) throw new Error(parsed.errors.join("; "));
const { app, pages } = await createServer(parsed.settings);
if (!pages) throw new Error("no page renderer: run `npm run build` first");
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
const url = `http://127.0.0.1:${port}/public/api/bbc/breaking`;

await wrkAsync(url, 2);
const idle = await wrkAsync(url, 8);

let rounds = 0;
let busy = true;
const roundTimes: number[] = [];
const rerendering = (async () => {
  while (busy) {
    const start = performance.now();
    await pages.rebuildAll();
    roundTimes.push(performance.now() - start);
    rounds++;
  }
})();
const loaded = await wrkAsync(url, 8);
busy = false;
await rerendering;
await app.close();

const mean = roundTimes.reduce((sum, t) => sum + t, 0) / Math.max(1, roundTimes.length);
console.log("| API under wrk -t2 -c100, 8 s | req/s | p50 | p99 | errors |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const [name, r] of [
  ["idle", idle],
  [`during ${rounds} full re-render rounds (${Math.round(mean)} ms each)`, loaded],
] as const)
  console.log(
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
  );
