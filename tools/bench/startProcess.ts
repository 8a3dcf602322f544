import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
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
  return spawnReady(process.execPath, ["--import", "tsx", ...args], env, ready, timeoutMs);
}

/**
 * Runs the server as `npm start` does: the command its script ends by exec-ing (`node
 * dist/app/main.js` with its environment), after compiling the server, so its memory and
 * latency are those of production. `BENCH_SERVER=source` runs it from source under tsx
 * instead (`npm run serve`), for comparison.
 */
export async function startServer(
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  if (process.env.BENCH_SERVER === "source")
    return startProcess(["src/server/main.ts"], env, ready, timeoutMs);
  await buildServer();
  const [command, ...args] = startCommand();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there as it exits (read it with
  // `tools/bench/longTasks.ts`; NODE_OPTIONS may not carry --cpu-prof).
  const profileDir = process.env.BENCH_CPU_PROF;
  if (profileDir)
    args.splice(args.indexOf("node") + 1, 0, "--cpu-prof", `--cpu-prof-dir=${profileDir}`);
  if (process.env.BENCH_TRACE_GC) args.splice(args.indexOf("node") + 1, 0, "--trace-gc");
  return spawnReady(command as string, args, env, ready, timeoutMs);
}

/** What `npm start` execs once the build is done (`env VAR=... node dist/app/main.js`: one PID). */
function startCommand(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: { start: string };
  };
  const command = scripts.start.split(" && exec ")[1];
  if (!command)
    throw new Error(`npm start's script no longer ends with "&& exec ...": ${scripts.start}`);
  return command.split(" ");
}

function spawnReady(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs: number,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
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
