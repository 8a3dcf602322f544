/**
 * The real server process (`src/server/main.ts`), spawned as `npm run serve` runs it: Node
 * with tsx's loader, so signals reach the server itself (tsx's CLI wrapper would SIGKILL a
 * busy child that does not acknowledge a relayed SIGTERM within 30 ms).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  exit: Promise<number | null>;
}

/** What Node runs, and where: the source under tsx unless a test runs another entry (the compiled one). */
export interface ServerCommand {
  args: string[];
  cwd?: string;
}
const sourceServer: ServerCommand = { args: ["--import", "tsx", "src/server/main.ts"] };

export function runServer(
  env: Record<string, string>,
  command: ServerCommand = sourceServer,
): ServerProcess {
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/** Runs the server on a free port and resolves with its URL once it says it is serving. */
export async function startServer(
  env: Record<string, string>,
  command?: ServerCommand,
): Promise<ServerProcess & { url: string; port: number }> {
  const server = runServer({ PORT: "0", CLIENT_DIR: "/nonexistent", ...env }, command);
  const deadline = Date.now() + 15_000;
  let match: RegExpExecArray | null = null;
  while (!match) {
    if (Date.now() > deadline || server.child.exitCode !== null)
      throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    match = /serving at (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(server.output());
  }
  return { ...server, url: match[1] as string, port: Number(match[2]) };
}

/**
 * A copy of config/ whose feeds all read `sourceUrl` and nothing else, for a process that
 * fetches from a test upstream.
 */
export async function configReading(sourceUrl: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "maverick-config-"));
  await cp("config", dir, { recursive: true });
  const feeds = JSON.parse(await readFile(join(dir, "feeds.json"), "utf8"));
  // No language edition (issue 38) either: their publishers' feeds are real hosts, and their
  // lookups took the fetch slots long enough on CI that `sourceUrl` was not asked in 10 s.
  for (const endpoint of Object.values(feeds.endpoints) as {
    sources: string[];
    editions?: unknown;
  }[]) {
    endpoint.sources = [sourceUrl];
    delete endpoint.editions;
  }
  await writeFile(join(dir, "feeds.json"), JSON.stringify(feeds));
  // No real podcast feed either (issue 46).
  const podcasts = JSON.parse(await readFile(join(dir, "podcasts.json"), "utf8"));
  podcasts.shows = [];
  for (const category of podcasts.categories) category.shows = [];
  await writeFile(join(dir, "podcasts.json"), JSON.stringify(podcasts));
  return dir;
}
