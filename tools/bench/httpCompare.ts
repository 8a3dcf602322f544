/**
 * `npm run bench:server -- http`: a cached API endpoint of the real server (as `npm start`
 * runs it, sample content) under wrk, next to nginx and a bare node:http server sending the
 * same bytes with the same headers, on loopback, in alternating rounds whose order rotates
 * (so a change of the machine's load falls on every contender alike). Each contender gets
 * the same wrk command; each figure is one 10 s run after a 3 s warm-up, and the summary is
 * the median over rounds, with the ratio to nginx taken within each round. Besides
 * throughput, the server's CPU time per request (user + system, from /proc), which moves
 * less than req/s when other work shares the machine. BENCH_RUNS sets the rounds (default
 * 5); BENCH_APP_BEFORE=<path to another build's main.js> adds that build (a before/after in
 * one sitting); BENCH_ENCODING overrides the Accept-Encoding sent (default `br, gzip` when
 * nginx has brotli_static, `gzip` otherwise).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpointUrl } from "../../src/shared/sitePaths.ts";
import { freePort } from "../browser/siteServer.ts";
import { nginxBinary, nginxHasBrotli, startNginx } from "./nginx.ts";
import { startProcess, startServer } from "./startProcess.ts";
import { type WrkResult, wrk } from "./wrk.ts";

/** The cached API endpoint the HTTP benchmarks ask for. */
export const path = endpointUrl("bbc/breaking");
const seconds = 10;

interface RawResponse {
  statusLine: string;
  headers: [string, string][];
  headBytes: number;
  body: Buffer;
}

/** One GET over a fresh socket, read until its Content-Length: the head exactly as sent. */
export function rawGet(port: number, acceptEncoding: string | undefined): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = Buffer.alloc(0);
    socket.on("connect", () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${acceptEncoding ? `Accept-Encoding: ${acceptEncoding}\r\n` : ""}\r\n`,
      ),
    );
    socket.on("error", reject);
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf("\r\n\r\n");
      if (end === -1) return;
      const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon), line.slice(colon + 1).trim()];
      });
      const length = Number(
        headers.find(([name]) => name.toLowerCase() === "content-length")?.[1] ?? 0,
      );
      if (data.length < end + 4 + length) return;
      socket.destroy();
      resolve({
        statusLine,
        headers,
        headBytes: end + 4,
        body: data.subarray(end + 4, end + 4 + length),
      });
    });
  });
}

/** CPU time (user + system, seconds) a process has used so far, threads included. */
const clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** Runs `node <main.js>` of another build, as `npm start` would, until it says it serves. */
function startBuild(main: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, MALLOC_ARENA_MAX: "2", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`not ready: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (/serving at/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

interface Contender {
  name: string;
  port: number;
  pid: () => number | undefined;
  head?: RawResponse;
}

interface Run {
  result: WrkResult;
  cpuMicrosPerRequest: number;
}

/** wrk's latency ("850.00us", "4.03ms", "1.02s") in milliseconds. */
export function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * factor;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function measureHttp(): Promise<void> {
  const rounds = Number(process.env.BENCH_RUNS ?? 5);
  const before = process.env.BENCH_APP_BEFORE;
  const withNginx = existsSync(nginxBinary);
  const acceptEncoding =
    process.env.BENCH_ENCODING ?? (withNginx && !nginxHasBrotli() ? "gzip" : "br, gzip");
  const stops: (() => void)[] = [];
  try {
    const dir = await mkdtemp(join(tmpdir(), "maverick-bench-http-"));
    const serverEnv = (port: number, data: string) => ({
      OFFLINE: "1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATA_DIR: join(dir, data),
    });
    const contenders: Contender[] = [];

    const appPort = await freePort();
    const app = await startServer(serverEnv(appPort, "app"), /serving at/);
    stops.push(() => app.kill("SIGTERM"));
    contenders.push({ name: "app (this build)", port: appPort, pid: () => app.pid });
    if (before) {
      const beforePort = await freePort();
      const child = await startBuild(before, serverEnv(beforePort, "before"));
      stops.push(() => child.kill("SIGTERM"));
      contenders.push({ name: "app (BENCH_APP_BEFORE)", port: beforePort, pid: () => child.pid });
    }

    // The bytes and headers the app sends for this Accept-Encoding, and the other copies.
    const sent = await rawGet(appPort, acceptEncoding);
    const identity = await rawGet(appPort, undefined);
    const gzip = await rawGet(appPort, "gzip");
    const br = await rawGet(appPort, "br");
    const appHeaders = sent.headers.filter(
      ([name]) => !["date", "connection", "keep-alive"].includes(name.toLowerCase()),
    );
    const encoding =
      sent.headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1] ?? "identity";

    if (withNginx) {
      const port = await freePort();
      const nginx = await startNginx({
        dir: join(dir, "nginx"),
        port,
        path,
        bodies: {
          identity: identity.body,
          gzip: gzip.body,
          br: br.headers.some(([name, value]) => name === "content-encoding" && value === "br")
            ? br.body
            : undefined,
        },
        headers: appHeaders,
      });
      stops.push(nginx.stop);
      contenders.push({ name: "nginx, 1 worker", port, pid: nginx.workerPid });
    } else
      console.log(
        "\n(nginx is not installed: `apt-get install -y nginx libnginx-mod-http-brotli-static` to compare with it)",
      );

    const bodyFile = join(dir, "body.bin");
    await writeFile(bodyFile, sent.body);
    const barePort = await freePort();
    const bare = await startProcess(
      [
        "tools/bench/bareServer.ts",
        bodyFile,
        JSON.stringify(Object.fromEntries(appHeaders)),
        String(barePort),
      ],
      {},
      /ready/,
    );
    stops.push(() => bare.kill("SIGTERM"));
    contenders.push({ name: "bare node:http", port: barePort, pid: () => bare.pid });

    for (const contender of contenders) {
      contender.head = await rawGet(contender.port, acceptEncoding);
      if (!contender.head.body.equals(sent.body) && !contender.name.includes("BEFORE"))
        throw new Error(`${contender.name} does not send the app's bytes`);
    }

    console.log(
      `\nHTTP: wrk -t2 -c100 -d${seconds}s --latency -H 'Accept-Encoding: ${acceptEncoding}' http://127.0.0.1:<port>${path} (keep-alive, loopback), each run after a 3 s warm-up; ${rounds} rounds, order rotating each round; body ${sent.body.length} bytes (${encoding})`,
    );
    for (const { name, head } of contenders)
      console.log(
        `  ${name.padEnd(24)} head: ${head?.headers.length} header lines, ${head?.headBytes} bytes (${head?.headers.map(([n]) => n.toLowerCase()).join(", ")})`,
      );

    for (const contender of contenders)
      wrk(`http://127.0.0.1:${contender.port}${path}`, 3, acceptEncoding);
    const results = new Map<string, Run[]>(contenders.map((c) => [c.name, []]));
    const ratios = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
    for (let round = 0; round < rounds; round++) {
      const order = contenders.map(
        (_, i) => contenders[(i + round) % contenders.length] as Contender,
      );
      const line: string[] = [];
      const perRound = new Map<string, number>();
      for (const contender of order) {
        const pid = contender.pid();
        const cpuBefore = pid ? cpuSeconds(pid) : 0;
        const result = wrk(`http://127.0.0.1:${contender.port}${path}`, seconds, acceptEncoding);
        const cpu = pid ? cpuSeconds(pid) - cpuBefore : Number.NaN;
        const cpuMicrosPerRequest = (cpu * 1e6) / (result.requestsPerSecond * seconds);
        results.get(contender.name)?.push({ result, cpuMicrosPerRequest });
        perRound.set(contender.name, result.requestsPerSecond);
        line.push(
          `${contender.name} ${result.requestsPerSecond.toFixed(0)} req/s p99 ${result.p99} ${cpuMicrosPerRequest.toFixed(1)} µs CPU/req${result.errors ? ` ERRORS ${result.errors}` : ""}`,
        );
      }
      const nginxRate = perRound.get("nginx, 1 worker");
      for (const [name, rate] of perRound) if (nginxRate) ratios.get(name)?.push(rate / nginxRate);
      console.log(
        `  round ${round + 1} (load ${readFileSync("/proc/loadavg", "utf8").split(" ")[0]}): ${line.join(" | ")}`,
      );
    }

    console.log(`  medians over ${rounds} rounds:`);
    for (const { name } of contenders) {
      const runs = results.get(name) ?? [];
      const rate = median(runs.map((r) => r.result.requestsPerSecond));
      const p50 = median(runs.map((r) => milliseconds(r.result.p50)));
      const p99 = median(runs.map((r) => milliseconds(r.result.p99)));
      const cpu = median(runs.map((r) => r.cpuMicrosPerRequest));
      const errors = runs.reduce((sum, r) => sum + r.result.errors, 0);
      const ratio = ratios.get(name) ?? [];
      console.log(
        `    ${name.padEnd(24)} ${rate.toFixed(0).padStart(7)} req/s  ${cpu.toFixed(1).padStart(5)} µs CPU/req  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  errors ${errors}${
          withNginx && ratio.length
            ? `  / nginx: median ${median(ratio).toFixed(2)}x (rounds ${ratio.map((r) => r.toFixed(2)).join(", ")})`
            : ""
        }`,
      );
    }
  } finally {
    for (const stop of stops) stop();
  }
}
