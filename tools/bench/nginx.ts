/**
 * nginx serving the app's exact bytes, as the HTTP benchmark's reference: the identity,
 * gzip and brotli copies written as files (`gzip_static`, and `brotli_static` when Debian's
 * `libnginx-mod-http-brotli-static` is installed), every header the app sends added with
 * `add_header` (nginx's own ETag off, so the app's is sent), one worker process (the app
 * answers on one event loop; compare like with like), no access log, keep-alive without a
 * request limit (Node has none), an open-file cache. nginx adds `Server` and
 * `Last-Modified` (it cannot drop them without a third-party module); Node adds
 * `Keep-Alive`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export const nginxBinary = "/usr/sbin/nginx";
export const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Whether nginx can serve the brotli copy too (otherwise compare with gzip only). */
export const nginxHasBrotli = () => existsSync(brotliModule);

/** Headers nginx writes itself, from the file and its settings. */
const ownHeaders = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
]);

/** A value in nginx's configuration syntax. */
function quoted(value: string): string {
  if (!value.includes('"')) return `"${value.replaceAll("\\", "\\\\")}"`;
  if (!value.includes("'")) return `'${value.replaceAll("\\", "\\\\")}'`;
  throw new Error(`header value with both quote kinds: ${value}`);
}

/** The processes an nginx master started (its workers, and a cache's manager and loader). */
export function childPids(master: number): number[] {
  const children = readFileSync(`/proc/${master}/task/${master}/children`, "utf8").trim();
  return children
    .split(" ")
    .map(Number)
    .filter((pid) => pid > 0);
}

export interface NginxSite {
  process: ChildProcess;
  /** The worker's process id (the one answering), for its CPU time. */
  workerPid: () => number | undefined;
  stop: () => void;
}

/**
 * Starts nginx on `port` serving `path` with the given bodies and the app's headers (as
 * received: name, value).
 */
export async function startNginx({
  dir,
  port,
  path,
  bodies,
  headers,
  workers = 1,
}: {
  dir: string;
  port: number;
  path: string;
  bodies: { identity: Buffer; gzip?: Buffer | undefined; br?: Buffer | undefined };
  headers: [string, string][];
  workers?: number;
}): Promise<NginxSite> {
  const root = join(dir, "www");
  const file = join(root, path);
  await mkdir(dirname(file), { recursive: true });
  // Started as root, nginx's worker runs as nobody: it must be able to reach the files.
  for (let folder = dirname(file); folder.length > 1; folder = dirname(folder))
    await chmod(folder, 0o755).catch(() => undefined);
  await writeFile(file, bodies.identity);
  if (bodies.gzip) await writeFile(`${file}.gz`, bodies.gzip);
  const brotli = nginxHasBrotli() && bodies.br !== undefined;
  if (brotli && bodies.br) await writeFile(`${file}.br`, bodies.br);
  const contentType =
    headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "application/json";
  const added = headers
    .filter(([name]) => !ownHeaders.has(name.toLowerCase()))
    .map(([name, value]) => `      add_header ${name} ${quoted(value)};`)
    .join("\n");
  const temp = join(dir, "temp");
  await mkdir(temp, { recursive: true });
  const conf = join(dir, "nginx.conf");
  await writeFile(
    conf,
    `${brotli ? `load_module ${brotliModule};\n` : ""}worker_processes ${workers};
daemon off;
pid ${join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 100000000;
  keepalive_timeout 5s;
  open_file_cache max=16 inactive=600s;
  open_file_cache_valid 600s;
  server_tokens off;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp};
  uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  types {}
  default_type ${quoted(contentType)};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = ${path} {
      gzip_static on;
${brotli ? "      brotli_static on;\n" : ""}      gzip_vary on;
      etag off;
${added}
    }
  }
}
`,
  );
  const child = spawn(nginxBinary, ["-p", dir, "-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk;
  });
  // Ready once it answers; stopped again when it does not.
  const started = Date.now();
  try {
    await answering();
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  async function answering() {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`nginx answers ${response.status}: ${errors}`);
        break;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("nginx answers")) throw error;
        // not listening yet
      }
      if (Date.now() - started > 10_000) throw new Error(`nginx not ready: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    process: child,
    workerPid: () => (child.pid === undefined ? undefined : childPids(child.pid)[0]),
    stop: () => child.kill("SIGTERM"),
  };
}
