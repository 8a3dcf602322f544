/**
 * `npm run bench:deploy` (issue 47): the reference deployment (docs/deploy.md) as
 * `npm run deploy:local` starts it, two compiled instances on sample content (OFFLINE),
 * measured with wrk -c100 through nginx:
 * - a cached API endpoint through the proxy, against nginx serving the same bytes and
 *   headers as a static file (tools/bench/nginx.ts, as many workers), in alternating
 *   rounds (median; the ratio taken within each round);
 * - a page (`/africa`) through the proxy: rate, p50, p99;
 * - the same cached-API run while one instance is SIGKILLed, and a run that always reaches
 *   the instances (a query string of its own per request) while one is SIGKILLed: errors
 *   and p99;
 * - that uncached run through a rolling restart (each instance SIGTERMed and started again
 *   in turn): failures.
 * Beside the rates, nginx's own CPU time per request on each side (its processes' user +
 * system time from /proc over the round): wrk shares the two cores, so the rate ratio moves
 * with the machine's load and with wrk's own cost, the CPU per request far less.
 * Needs wrk (`apt-get install wrk`). BENCH_RUNS sets the rounds (default 5).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../browser/siteServer.ts";
import {
  buildForStart,
  compiledInstance,
  type LocalDeployment,
  startLocalDeployment,
} from "../deploy/localDeployment.ts";
import { cpuSeconds, median, milliseconds, path, rawGet } from "./httpCompare.ts";
import { childPids, nginxBinary, startNginx } from "./nginx.ts";
import { statusTally, type WrkResult, wrk, wrkAsync } from "./wrk.ts";

const seconds = 10;
const encoding = "gzip";

function requireTools(): void {
  const missing = [
    ...(existsSync(nginxBinary) ? [] : ["nginx"]),
    ...(spawnable("wrk") ? [] : ["wrk"]),
  ];
  if (missing.length === 0) return;
  console.error(
    `bench:deploy needs ${missing.join(" and ")}: apt-get install -y ${missing.join(" ")}`,
  );
  process.exit(1);
}

function spawnable(command: string): boolean {
  try {
    execFileSync("which", [command], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** CPU seconds used so far by the processes of the nginx master `pid`. */
const nginxCpu = (pid: number | undefined) =>
  pid === undefined ? 0 : childPids(pid).reduce((sum, child) => sum + cpuSeconds(child), 0);

const row = (name: string, result: WrkResult, extra = "") =>
  `| ${name} | ${Math.round(result.requestsPerSecond).toLocaleString("en")} | ${result.p50} | ${result.p99} | ${result.errors}${result.errorKinds ? ` (${result.errorKinds})` : ""} |${extra}`;

/** wrk against `url` while `during` runs (from 3 s in), e.g. an instance killed. */
async function wrkWhile(
  url: string,
  runSeconds: number,
  during: () => Promise<void>,
  script?: string,
): Promise<WrkResult> {
  const run = wrkAsync(url, runSeconds, encoding, script);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await during();
  return run;
}

async function main(): Promise<void> {
  requireTools();
  if (!buildForStart()) process.exit(1);
  const dir = await mkdtemp(join(tmpdir(), "maverick-bench-deploy-"));
  // Every request a URL of its own: nginx asks an instance each time.
  const uncached = join(dir, "uncached.lua");
  await writeFile(
    uncached,
    `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, "${path}?n=" .. n)\nend\n${statusTally}`,
  );
  const deployment: LocalDeployment = await startLocalDeployment({
    instances: 2,
    port: 0,
    command: compiledInstance,
    env: { OFFLINE: "1", LOG_LEVEL: "warn" },
  });
  const stops: (() => Promise<void> | void)[] = [() => deployment.stop()];
  try {
    const proxied = `${deployment.url}${path}`;
    // The bytes and headers an instance sends (through nginx, as cached), for the static copy.
    const sent = await rawGet(deployment.port, encoding);
    const identity = await rawGet(deployment.port, undefined);
    const headers = sent.headers.filter(
      ([name]) => !["date", "connection", "keep-alive", "x-cache"].includes(name.toLowerCase()),
    );
    const staticPort = await freePort();
    const nginx = await startNginx({
      dir: join(dir, "static"),
      port: staticPort,
      path,
      bodies: { identity: identity.body, gzip: sent.body },
      headers,
      workers: availableParallelism(),
    });
    stops.push(nginx.stop);
    const staticUrl = `http://127.0.0.1:${staticPort}${path}`;

    const rounds = Number(process.env.BENCH_RUNS ?? 5);
    const proxy: WrkResult[] = [];
    const file: WrkResult[] = [];
    const ratios: number[] = [];
    const cpuPerRequest: Record<string, number[]> = { proxy: [], file: [] };
    const masters: Record<string, number | undefined> = {
      proxy: deployment.nginx.pid,
      file: nginx.process.pid,
    };
    wrk(proxied, 3, encoding);
    wrk(staticUrl, 3, encoding);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ["proxy", "file"] : ["file", "proxy"];
      const results: Record<string, WrkResult> = {};
      for (const name of order) {
        const before = nginxCpu(masters[name]);
        const result = wrk(name === "proxy" ? proxied : staticUrl, seconds, encoding);
        const used = nginxCpu(masters[name]) - before;
        cpuPerRequest[name]?.push((used * 1e6) / (result.requestsPerSecond * seconds));
        results[name] = result;
      }
      const p = results.proxy as WrkResult;
      const f = results.file as WrkResult;
      proxy.push(p);
      file.push(f);
      ratios.push(p.requestsPerSecond / f.requestsPerSecond);
      console.error(
        `round ${round + 1}: proxy ${Math.round(p.requestsPerSecond)}/s, file ${Math.round(f.requestsPerSecond)}/s`,
      );
    }
    const byRate = (results: WrkResult[]) =>
      [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
        Math.floor(results.length / 2)
      ] as WrkResult;

    wrk(`${deployment.url}/africa`, 3, encoding);
    const page = wrk(`${deployment.url}/africa`, seconds, encoding);

    const killOne = async () => {
      deployment.instances[0]?.process.kill("SIGKILL");
      await deployment.instances[0]?.exited;
    };
    const cachedKill = await wrkWhile(proxied, seconds, killOne);
    await deployment.restart(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const uncachedBase = wrk(proxied, seconds, encoding, uncached);
    const uncachedKill = await wrkWhile(proxied, seconds, killOne, uncached);
    await deployment.restart(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    let restartMs = 0;
    const rolling = await wrkWhile(
      proxied,
      60,
      async () => {
        const began = Date.now();
        for (const n of [1, 2]) {
          const instance = deployment.instances[n - 1];
          instance?.process.kill("SIGTERM");
          await instance?.exited;
          await deployment.restart(n);
          // nginx tries an instance it saw fail again after fail_timeout (2 s).
          await new Promise((resolve) => setTimeout(resolve, 2_500));
        }
        restartMs = Date.now() - began;
      },
      uncached,
    );

    const p = byRate(proxy);
    const f = byRate(file);
    console.log(
      `\nbench:deploy: 2 instances (compiled, OFFLINE samples) behind nginx (worker_processes auto: ${availableParallelism()}), wrk -t2 -c100 -d${seconds}s, Accept-Encoding: ${encoding}; ${rounds} rounds, median\n`,
    );
    console.log("| run | req/s | p50 | p99 | errors |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    console.log(row(`cached API through the proxy (\`${path}\`)`, p));
    console.log(
      row(`the same bytes as a static file (nginx, ${availableParallelism()} workers)`, f),
    );
    console.log(
      `| proxy / static file (median of per-round ratios) | ${median(ratios).toFixed(2)}× | | | |`,
    );
    const cpuProxy = median(cpuPerRequest.proxy ?? []);
    const cpuFile = median(cpuPerRequest.file ?? []);
    console.log(
      `| nginx CPU per request (median): proxy ${cpuProxy.toFixed(1)} µs, static file ${cpuFile.toFixed(1)} µs; file / proxy | ${(cpuFile / cpuProxy).toFixed(2)}× | | | |`,
    );
    console.log(row("`/africa` through the proxy (cached page)", page));
    console.log(row("cached API, one instance SIGKILLed 3 s in", cachedKill));
    console.log(row("uncached API (a query string per request), both instances", uncachedBase));
    console.log(row("uncached API, one instance SIGKILLed 3 s in", uncachedKill));
    console.log(
      row(
        `uncached API through a rolling restart (60 s run; both restarted in ${(restartMs / 1000).toFixed(1)} s)`,
        rolling,
      ),
    );
    console.log(
      `\np99 in ms: proxy ${milliseconds(p.p99)}, file ${milliseconds(f.p99)}, page ${milliseconds(page.p99)}`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

await main();
