/**
 * The reference deployment on one machine (issue 47): a throwaway PostgreSQL cluster, N app
 * instances on it (one ingests, holding the advisory lock; the others follow), and nginx in
 * front (deploy/nginx.conf). Used by `npm run deploy:local`, its test and `bench:deploy`,
 * which kill and restart instances and stop the database to prove what survives.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/server/db/openDatabase.ts";
import { type PostgresCluster, startPostgres } from "../../tests/server/db/postgresCluster.ts";
import { nginxBinary } from "../bench/nginx.ts";
import { freePort } from "../browser/siteServer.ts";
import { writeProxyConfig } from "./proxyConfig.ts";

/** How an instance is run: node's arguments (the compiled server, or the source under tsx). */
export type InstanceCommand = string[];
export const compiledInstance: InstanceCommand = ["dist/app/main.js"];
export const sourceInstance: InstanceCommand = ["--import", "tsx", "src/server/main.ts"];

/**
 * The build and the compiled server, as `npm start` makes them (tools/cli/start.ts), its
 * output on stderr; false when the build failed.
 */
export function buildForStart(): boolean {
  const built = spawnSync(process.execPath, ["--import", "tsx", "tools/cli/start.ts"], {
    stdio: ["ignore", 2, 2],
  });
  return built.status === 0;
}

export interface DeploymentOptions {
  instances: number;
  /** nginx's port on 127.0.0.1 (0: a free one). */
  port: number;
  command: InstanceCommand;
  /** Settings for every instance, over this process's environment (OFFLINE, FEEDS_FILE, ...). */
  env?: Record<string, string>;
  clientDir?: string;
}

export interface Instance {
  n: number;
  port: number;
  process: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

export interface LocalDeployment {
  /** `http://127.0.0.1:<nginx port>` */
  url: string;
  port: number;
  nginx: ChildProcess;
  postgres: PostgresCluster;
  /** The instances, by number (1-based); a restarted one replaces its entry. */
  instances: Instance[];
  /** Starts instance `n` again on its port, resolving once it serves. */
  restart(n: number): Promise<Instance>;
  /** Everything instance `n` printed (its log file). */
  logOf(n: number): string;
  stop(): Promise<void>;
}

const readyLine = /serving at http:\/\/127\.0\.0\.1:\d+\//;

export async function startLocalDeployment(options: DeploymentOptions): Promise<LocalDeployment> {
  const prefix = await mkdtemp(join(tmpdir(), "maverick-deploy-"));
  // nginx's workers (nobody, when started as root) pass through to their own folder.
  await chmod(prefix, 0o711);
  const started: { postgres?: PostgresCluster; nginx?: ChildProcess; instances: Instance[] } = {
    instances: [],
  };
  const logs = new Map<number, string>();
  const stop = async () => {
    await Promise.all(started.instances.map((instance) => ended(instance, "SIGTERM")));
    if (started.nginx && started.nginx.exitCode === null) {
      const exit = new Promise((resolve) => started.nginx?.once("exit", resolve));
      started.nginx.kill("SIGTERM");
      await exit;
    }
    await started.postgres?.stop();
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres();
    started.postgres = postgres;
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const env: Record<string, string> = {
      HOST: "127.0.0.1",
      DATABASE_URL: postgres.url,
      // nginx reaches the instances from 127.0.0.1: its X-Forwarded-For is believed.
      TRUST_PROXY: "127.0.0.1",
      // Above nginx's upstream keep-alive (60 s), so nginx, not the app, closes idle sockets.
      KEEP_ALIVE_TIMEOUT_MS: "75000",
      // Image links signed by one instance are served by any.
      IMAGE_PROXY_KEY: randomBytes(32).toString("base64url"),
      // Offline, every instance dates the samples from one time: the same bytes and ETags.
      SAMPLES_AT: new Date().toISOString(),
      ...options.env,
    };
    const launch = async (n: number): Promise<Instance> => {
      const port = ports[n - 1] as number;
      const dataDir = join(prefix, `instance-${n}`);
      await mkdir(dataDir, { recursive: true });
      const instance = await startInstance(
        n,
        port,
        options.command,
        { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
        join(prefix, `instance-${n}.log`),
        (text) => logs.set(n, (logs.get(n) ?? "") + text),
      );
      started.instances[n - 1] = instance;
      return instance;
    };
    // The schema is made once, so that the instances do not all create it at once.
    await (await openDatabase({ dataDir: prefix, databaseUrl: postgres.url })).close();
    await Promise.all(ports.map((_, i) => launch(i + 1)));
    const port = options.port || (await freePort());
    const config = await writeProxyConfig({
      prefix: join(prefix, "nginx"),
      listen: `127.0.0.1:${port}`,
      instancePorts: ports,
      clientDir: options.clientDir ?? "dist/client",
    });
    started.nginx = await startNginxProcess(join(prefix, "nginx"), config, port);
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      nginx: started.nginx,
      postgres,
      instances: started.instances,
      restart: launch,
      logOf: (n) => logs.get(n) ?? "",
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sends `signal` unless it has exited already, and waits for the exit. */
async function ended(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  if (instance.process.exitCode === null && instance.process.signalCode === null)
    instance.process.kill(signal);
  await instance.exited;
}

function startInstance(
  n: number,
  port: number,
  command: InstanceCommand,
  env: NodeJS.ProcessEnv,
  logFile: string,
  onOutput: (text: string) => void,
): Promise<Instance> {
  const child = spawn(process.execPath, command, {
    env: { MALLOC_ARENA_MAX: "2", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(logFile);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      log.end();
      resolve(code ?? signal ?? "unknown");
    }),
  );
  return new Promise((resolve, reject) => {
    let output = "";
    let ready = false;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`instance ${n} did not start within 60 s:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      log.write(text);
      onOutput(text);
      if (ready) return;
      output += text;
      if (readyLine.test(output)) {
        ready = true;
        clearTimeout(timer);
        resolve({ n, port, process: child, exited });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`instance ${n} exited with ${code} before serving:\n${output}`));
    });
  });
}

/** nginx in the foreground from its prefix, resolving once its port accepts connections. */
async function startNginxProcess(
  prefix: string,
  config: string,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(nginxBinary, ["-p", prefix, "-c", config, "-e", "stderr"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk;
  });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  await spawned;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors.trim()}`);
    if (await accepts(port)) return child;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`nginx did not listen on ${port} within 10 s: ${errors.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
