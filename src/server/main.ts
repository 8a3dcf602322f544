/**
 * The process's entry: what `npm start`, `npm run serve`, a process manager or a container
 * runs (`node dist/app/main.js`). It sets up the allocator, then runs the server
 * (runServer.ts).
 *
 * glibc's malloc gives every thread that allocates an arena of its own, up to 8 per core,
 * and the server's threads (ingest, render, search, and libvips' for images) fragment each
 * one: the image proxy took RSS from 470 MB to a 1,011 MB peak over six rounds of new
 * variants, and to 530 MB with MALLOC_ARENA_MAX=2 (issue 48). glibc reads the setting once,
 * when the process starts, so a process started without it runs the server in a child
 * that has it: signals are passed on, the child's exit is this process's, and a child
 * whose parent dies (even by SIGKILL) stops as on SIGTERM. A MALLOC_ARENA_MAX set by the
 * operator, whatever its value, is kept and nothing is relaunched.
 */
import { spawn } from "node:child_process";

/**
 * Set by the server build (tools/cli/buildServer.ts): the compiled runServer.js. Undefined
 * when the server runs from source.
 */
declare const compiledServerEntry: string | undefined;

/** `npm start` sets the same in its script, so that benchmarks measure one process. */
const arenaMax = "2";

if (process.platform === "linux" && process.env.MALLOC_ARENA_MAX === undefined) relaunch();
else {
  // Started by a parent that has gone: stop as a SIGTERM would stop it.
  if (process.connected) {
    process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
    // The channel alone never keeps the server running.
    process.channel?.unref();
  }
  const entry =
    typeof compiledServerEntry !== "undefined"
      ? compiledServerEntry
      : new URL("./runServer.ts", import.meta.url).href;
  await import(entry);
}

function relaunch(): void {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, MALLOC_ARENA_MAX: arenaMax },
    // The IPC channel only tells the child when this process is gone.
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    for (const name of signals) process.removeAllListeners(name);
    process.kill(process.pid, signal);
  });
}
