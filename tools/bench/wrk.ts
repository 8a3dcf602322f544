import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

export interface WrkResult {
  requestsPerSecond: number;
  p50: string;
  p99: string;
  max: string;
  errors: number;
  /** What the errors were: `non-2xx N`, `connect N`, `read N`, `write N`, `timeout N`. */
  errorKinds: string;
}

/**
 * The wrk command line: 2 threads, 100 connections, latency percentiles; `script`, a Lua
 * file of wrk's (one that varies each request's URL, say).
 */
function wrkArgs(url: string, seconds: number, acceptEncoding: string, script?: string): string[] {
  return [
    String(seconds + 15),
    "wrk",
    "-t2",
    "-c100",
    `-d${seconds}s`,
    "--latency",
    "-H",
    `Accept-Encoding: ${acceptEncoding}`,
    ...(script ? ["-s", script] : []),
    url,
  ];
}

function parseWrk(out: string): WrkResult {
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const kinds = [
    ["non-2xx", non2xx],
    ...["connect", "read", "write", "timeout"].map((kind, i) => [
      kind,
      Number(socketErrors?.[i + 1] ?? 0),
    ]),
  ].filter(([, count]) => count !== 0);
  return {
    errorKinds: kinds.map(([kind, count]) => `${kind} ${count}`).join(", "),
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: /\s50%\s+(\S+)/.exec(out)?.[1] ?? "?",
    p99: /\s99%\s+(\S+)/.exec(out)?.[1] ?? "?",
    max: /Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? "?",
    errors:
      non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** wrk against `url` for `seconds`, blocking this process (the server runs elsewhere). */
export function wrk(
  url: string,
  seconds: number,
  acceptEncoding = "br, gzip",
  script?: string,
): WrkResult {
  return parseWrk(
    execFileSync("timeout", wrkArgs(url, seconds, acceptEncoding, script), { encoding: "utf8" }),
  );
}

/** wrk without blocking: for a server running in this very process. */
export async function wrkAsync(
  url: string,
  seconds: number,
  acceptEncoding = "br, gzip",
  script?: string,
): Promise<WrkResult> {
  const args = wrkArgs(url, seconds, acceptEncoding, script);
  const { stdout } = await promisify(execFile)("timeout", args, {
    encoding: "utf8",
  });
  return parseWrk(stdout);
}
