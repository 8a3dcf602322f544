import { type ChildProcess, spawn } from "node:child_process";
import { buildServer } from "../cli/buildServer.ts";

/**
 * Runs a TypeScript entry under Node with tsx's loader (node itself, not the tsx binary,
 * which forks: the PID is the program's, for its memory figures and signals) and resolves
 * once its output matches `ready`.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  return spawnReady(["--import", "tsx", ...args], env, ready, timeoutMs);
}

/**
 * Runs the server as `npm start` does: compiled (`node dist/app/main.js`, rebuilt first),
 * so its memory and latency are those of production. `BENCH_SERVER=source` runs it from
 * source under tsx instead (`npm run serve`), for comparison.
 */
export async function startServer(
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  if (process.env.BENCH_SERVER === "source")
    return startProcess(["src/server/main.ts"], env, ready, timeoutMs);
  return spawnReady([await buildServer()], env, ready, timeoutMs);
}

function spawnReady(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs: number,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`not ready in ${timeoutMs / 1000} s: ${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}
