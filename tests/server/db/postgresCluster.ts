/**
 * A throwaway PostgreSQL cluster for tests, from Debian's `postgresql` package (which
 * tools/cli/system-deps installs): initdb and pg_ctl run as the `postgres` user when we are
 * root (tests run as root, which PostgreSQL refuses), else as ourselves, in a temporary
 * folder, on a free loopback port; `stop` shuts it down and deletes the folder. Given a
 * folder (`dir`), the cluster there is started (made first if there is none) and kept when
 * it stops: a benchmark's cached archive. `npm run deploy:local` runs its database here too.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../../../tools/browser/siteServer.ts";

const run = promisify(execFile);

export interface PostgresCluster {
  /** A URL of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** The server's process id (the postmaster); undefined while it is paused. */
  pid(): Promise<number | undefined>;
  /** A new empty database, for one test's isolation; its URL. */
  freshDatabase(): Promise<string>;
  /** Stops the server, keeping the cluster: the database goes away (a fault to survive). */
  pause(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

async function binDir(): Promise<string> {
  const versions = (await readdir("/usr/lib/postgresql").catch(() => [])).sort(
    (a, b) => Number(b) - Number(a),
  );
  if (!versions[0])
    throw new Error("PostgreSQL is not installed: run `bash tools/cli/system-deps` (as root)");
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

const root = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the `postgres` user (as root), else as ourselves. */
function asPostgres(program: string, args: string[]) {
  return root
    ? run("runuser", ["-u", "postgres", "--", program, ...args], { timeout: 60_000 })
    : run(program, args, { timeout: 60_000 });
}

export async function startPostgres(options: { dir?: string } = {}): Promise<PostgresCluster> {
  const bin = await binDir();
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), "maverick-pg-")));
  await mkdir(dir, { recursive: true });
  if (root) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, "data");
  if (!existsSync(join(data, "PG_VERSION")))
    await asPostgres(join(bin, "initdb"), [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
  const port = await freePort();
  const start = () =>
    asPostgres(join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      "start",
    ]);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    url,
    port,
    // The first line of postmaster.pid, which exists while the server runs.
    pid: () =>
      readFile(join(data, "postmaster.pid"), "utf8").then(
        (text) => Number(text.split("\n")[0]) || undefined,
        () => undefined,
      ),
    pause: async () => {
      await asPostgres(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
    },
    resume: async () => {
      await start();
    },
    async freshDatabase() {
      const name = `test_${++databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      // A kept cluster is shut down cleanly, so its next start needs no recovery.
      const mode = options.dir ? "fast" : "immediate";
      await asPostgres(join(bin, "pg_ctl"), ["-D", data, "-m", mode, "-w", "stop"]).catch(() => {});
      if (!options.dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
