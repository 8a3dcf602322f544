import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { statusApiPath } from "../../src/shared/sitePaths.ts";

export interface RunningSite {
  url: string;
  /** The server's process id (benches read its memory from /proc). */
  pid: number | undefined;
  /** Everything the server printed, for diagnosing a failed start. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A free loopback port (the OS picks one, we release it for the server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts the real server (the code `npm start` runs, over an existing client build)
 * on a free loopback port and resolves once its API answers.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  port?: number,
): Promise<RunningSite> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn("node_modules/.bin/tsx", ["src/server/main.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within 30 s:\n${output}`);
    }
    const ready = await fetch(`${url}${statusApiPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
