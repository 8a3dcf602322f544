/**
 * The reference nginx configuration (deploy/nginx.conf) made concrete for one machine: its
 * `{{...}}` slots filled in, and the build's `/assets/` written beside it with their
 * precompressed copies (`.gz`, and `.br` when Debian's brotli module is installed), compressed
 * as the app compresses its own files (loadStaticDir: brotli 11, gzip 9, kept when smaller).
 */
import { execFileSync } from "node:child_process";
import { chown, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { loadStaticDir } from "../../src/server/http/staticFiles.ts";
import { brotliModule, nginxHasBrotli } from "../bench/nginx.ts";

const template = new URL("../../deploy/nginx.conf", import.meta.url);

export interface ProxyConfig {
  /** Where nginx keeps everything: its pid, logs, cache and temp files. */
  prefix: string;
  /** The address nginx listens on (`127.0.0.1:8080`). */
  listen: string;
  /** The instances' ports on 127.0.0.1. */
  instancePorts: number[];
  /** The client build (`dist/client`); its `assets/` are served by nginx. */
  clientDir: string;
}

/** Writes `<prefix>/nginx.conf` and `<prefix>/www/assets/`; returns the configuration's path. */
export async function writeProxyConfig({
  prefix,
  listen,
  instancePorts,
  clientDir,
}: ProxyConfig): Promise<string> {
  const brotli = nginxHasBrotli();
  const www = join(prefix, "www");
  await writeAssets(join(clientDir, "assets"), join(www, "assets"), brotli);
  // Started as root, nginx's workers must not run as root: they run as nobody, and need
  // to write the cache and temp folders and read the assets.
  const root = process.getuid?.() === 0;
  const slots: Record<string, string> = {
    user: root
      ? `user nobody ${execFileSync("id", ["-gn", "nobody"], { encoding: "utf8" }).trim()};`
      : "",
    modules: brotli ? `load_module ${brotliModule};` : "",
    prefix,
    listen,
    servers: [
      ...instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`),
      ...instancePorts.map((port) => `    server 127.0.0.1:${port} backup max_fails=0;`),
    ].join("\n"),
    assets: www,
    brotli: brotli ? "      brotli_static on;" : "",
  };
  const text = (await readFile(template, "utf8")).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: unknown slot {{${name}}}`);
    return value;
  });
  const file = join(prefix, "nginx.conf");
  await writeFile(file, text);
  if (root) await chownTree(prefix, "nobody");
  return file;
}

async function writeAssets(from: string, to: string, brotli: boolean): Promise<void> {
  await mkdir(to, { recursive: true });
  const files = await loadStaticDir(from, "", () => "");
  for (const [path, file] of files) {
    const target = join(to, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.identity);
    if (file.gzip) await writeFile(`${target}.gz`, file.gzip);
    if (brotli && file.br) await writeFile(`${target}.br`, file.br);
  }
}

/** Hands `dir` and everything under it to `user`. */
async function chownTree(dir: string, user: string): Promise<void> {
  const uid = Number(execFileSync("id", ["-u", user], { encoding: "utf8" }));
  const gid = Number(execFileSync("id", ["-g", user], { encoding: "utf8" }));
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    await chown(join(entry.parentPath, entry.name), uid, gid);
}
