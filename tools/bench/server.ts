/**
 * `npm run bench:server`: in one run, (1) feed decode + parse + normalize throughput of our
 * pipeline next to feedsmith's parse alone; (2) API latency while feeds ingest, with the
 * worker pool, the pool with pages rendered on the main thread (RENDER_WORKERS=0), and
 * inline (INGEST_WORKERS=0): one valid 4 MiB feed, then five 20,000-item feeds (with the
 * server's peak RSS); (3) HTTP throughput and latency of a cached API
 * endpoint under wrk (2 threads, 100 connections, keep-alive, 10 s after a 3 s warm-up), next
 * to nginx (one worker, gzip_static/brotli_static) and a bare node:http server sending the same
 * bytes with the same headers, in alternating rounds (BENCH_RUNS, default 5; BENCH_APP_BEFORE=
 * <main.js of another build> adds that build, for a before/after in one sitting); (4) live updates: the server's RSS and CPU with
 * 5,000 idle event streams and SIGTERM with them open, and the time from an ingest to its
 * event reaching 1,000 streams (see liveEvents.ts). Loopback only; bounded in time (about
 * 5 min). `npm run bench:server -- ingest` (or `parsers`, `refresh`, `http`, `events`) runs one
 * part alone; `refresh` is a full round of every configured source (see fullRefresh.ts).
 */
import { defaultIngestWorkers } from "../../src/server/settings.ts";
import { freePort } from "../browser/siteServer.ts";
import { benchCorpus, realCorpus, syntheticRss } from "./corpus.ts";
import { measureFullRefresh } from "./fullRefresh.ts";
import { measureHttp } from "./httpCompare.ts";
import { compactRss, measureIngestLatency } from "./ingestLatency.ts";
import { measureIdleStreams, measureIngestToClients } from "./liveEvents.ts";
import { candidates, measure } from "./parsers.ts";

const only = process.argv[2];
const runs = (part: "parsers" | "ingest" | "refresh" | "http" | "events") =>
  only === undefined || only === part;

// 1. Parsers.
if (runs("parsers")) {
  const corpus = benchCorpus();
  const real = realCorpus();
  console.log(
    "Feed decode + parse + normalize (mean of runs over >= 1.5 s after warm-up; one thread)",
  );
  console.log(
    `  corpus: small ${corpus.small.xml.length} bytes, large ${corpus.large.xml.length} bytes, ${real ? `real-world ${real.xml.length} bytes in ${real.files} files` : "real-world corpus absent (../shared/corpus)"}`,
  );
  for (const feed of real ? [corpus.small, corpus.large, real] : [corpus.small, corpus.large])
    for (const candidate of candidates) {
      const result = measure(candidate, feed);
      console.log(
        `  ${result.feed.padEnd(24)} ${result.parser.padEnd(40)} ${result.msPerFeed.toFixed(2).padStart(7)} ms ${result.mbPerSecond.toFixed(1).padStart(6)} MB/s  ${result.items} items`,
      );
    }
}

// 2. API latency while feeds ingest: the worker pool, then inline, in the same run.
if (runs("ingest")) {
  const bigFeed = Buffer.from(syntheticRss(860, 12));
  const hugeFeeds = Object.fromEntries(
    ["bbc/breaking", "newYork/world", "newYork/asia", "newYork/africa", "newYork/europe"].map(
      (endpoint, i) => [
        `/huge${i}.xml`,
        { body: Buffer.from(compactRss(20_000, `h${i}`)), endpoint },
      ],
    ),
  );
  console.log(
    `\nAPI latency while feeds ingest (8 keep-alive clients on a cached endpoint; requests started between the first feed body sent and the last source's success)`,
  );
  for (const [label, feeds, apiPath] of [
    [
      `one valid ${(bigFeed.length / 1048576).toFixed(1)} MiB feed (860 items)`,
      { "/big.xml": { body: bigFeed, endpoint: "bbc/breaking" } },
      "/public/api/newYork/world",
    ],
    ["five 20,000-item feeds (4.5 MiB each)", hugeFeeds, "/public/api/newYork/science"],
  ] as const)
    for (const [workers, renderWorkers] of [
      [defaultIngestWorkers, 1],
      [defaultIngestWorkers, 0],
      [0, 1],
    ] as const) {
      const result = await measureIngestLatency({
        feeds,
        ingestWorkers: workers,
        renderWorkers,
        port: await freePort(),
        apiPath,
      });
      const ingest = workers === 0 ? "inline" : `pool (${workers})`;
      const pages = renderWorkers === 0 ? "main thread" : "render thread";
      console.log(
        `  ${label.padEnd(38)} ${`${ingest}, pages: ${pages}`.padEnd(34)} p99 ${result.p99Ms.toFixed(1).padStart(7)} ms  max ${result.maxMs.toFixed(1).padStart(7)} ms  peak RSS ${result.peakRssMb.toFixed(0).padStart(4)} MB  (${result.requests} requests over ${(result.ingestWindowMs / 1000).toFixed(1)} s)`,
      );
    }
}

// 2b. A full refresh round of every configured source (issue 38), three times.
if (runs("refresh")) {
  const feedsFile = process.env.FEEDS ?? "config/feeds.json";
  console.log(`\nA full refresh round of every source of ${feedsFile} (3 runs)`);
  for (let run = 0; run < 3; run++) {
    const r = await measureFullRefresh(await freePort(), feedsFile);
    console.log(
      `  ${r.sources} sources, ${r.endpoints} endpoints: round ${(r.roundMs / 1000).toFixed(1)} s, CPU ${(r.cpuMs / 1000).toFixed(2)} s, RSS ${r.rssMb.toFixed(0)} MB (peak ${r.peakRssMb.toFixed(0)} MB); API p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms (${r.requests} requests)`,
    );
  }
}

// 3. HTTP: the app's cached endpoint next to nginx and a bare node:http server sending
// the same bytes with the same headers, in alternating rounds.
if (runs("http")) await measureHttp();

// 4. Live updates (issue 26).
if (runs("events")) {
  const idle = await measureIdleStreams(5_000, await freePort());
  console.log(
    `\nLive updates: ${idle.opened} idle event streams (${idle.refused} refused), held by a child process`,
  );
  console.log(
    `  server RSS (medians of samples) ${idle.rssBeforeMb.toFixed(1)} MB before, ${idle.rssAfterMb.toFixed(1)} MB with them (at most ${idle.rssAfterMaxMb.toFixed(1)}): ${(idle.rssAfterMb - idle.rssBeforeMb).toFixed(1)} MB added (${(((idle.rssAfterMb - idle.rssBeforeMb) * 1024) / Math.max(1, idle.opened)).toFixed(1)} KB per stream)`,
  );
  console.log(
    `  server CPU over ${idle.windowS} s idle (one heartbeat): ${idle.cpuPercent.toFixed(2)} % of a core`,
  );
  console.log(
    `  SIGTERM with them open: exit ${idle.exitCode} after ${idle.exitMs.toFixed(0)} ms, ${idle.endedStreams} streams ended`,
  );
  const latency = await measureIngestToClients(1_000, 10, await freePort());
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  console.log(
    `  ingest to ${latency.streams} streams (${latency.ingests} ingests, ms from the feed's last byte): median of medians ${median(latency.medianMs).toFixed(0)} ms, median of maxima ${median(latency.maxMs).toFixed(0)} ms, worst ${Math.max(...latency.maxMs).toFixed(0)} ms; streams reached per ingest ${Math.min(...latency.reached)}-${Math.max(...latency.reached)}`,
  );
}
