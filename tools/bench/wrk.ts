import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

export interface WrkResult {
  requestsPerSecond: number;
  p50: string;
  p99: string;
  max: string;
  errors: number;
  /**
   * What the errors were: `non-2xx N`, `connect N`, `read N`, `write N`, `timeout N`; with a
   * script that tallies statuses (statusTally), the non-2xx by status: `non-2xx 44 (503: 44)`.
   */
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
  const statuses = [...out.matchAll(/^status (\d+): (\d+)$/gm)].map(
    ([, code, n]) => `${code}: ${n}`,
  );
  return {
    errorKinds: kinds
      .map(([kind, count]) =>
        kind === "non-2xx" && statuses.length > 0
          ? `${kind} ${count} (${statuses.join(", ")})`
          : `${kind} ${count}`,
      )
      .join(", "),
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

/**
 * Lua for a wrk script: each thread counts the answers that are not 2xx by status, and wrk
 * prints `status <code>: <count>` at the end (parseWrk reads them), so that a run's errors
 * say what they were. wrk then reads every body: a little slower.
 */
export const statusTally = `local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) counts = {} end
function response(status, headers, body)
  if status < 200 or status > 299 then counts[status] = (counts[status] or 0) + 1 end
end
function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("counts")) do total[status] = (total[status] or 0) + n end
  end
  for status, n in pairs(total) do io.write(string.format("status %d: %d\\n", status, n)) end
end
`;
