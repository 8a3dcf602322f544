import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { PreparedBytes } from "./sendPrepared.ts";

export interface StaticFile extends PreparedBytes {
  contentType: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
};

const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".ico",
]);

/**
 * Loads a directory into memory, each file compressed once (brotli and gzip, kept only when
 * smaller), keyed by its URL path under `urlPrefix`. A missing directory gives an empty map.
 */
export async function loadStaticDir(
  dir: string,
  urlPrefix: string,
  cacheControlFor: (urlPath: string) => string,
): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  let entries: string[];
  try {
    entries = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return files;
  }
  for (const path of entries) {
    const urlPath = `${urlPrefix}/${relative(dir, path).split(sep).join("/")}`;
    const identity = await readFile(path);
    const extension = extname(path).toLowerCase();
    const file: StaticFile = {
      identity,
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`,
      contentType: contentTypes[extension] ?? "application/octet-stream",
      cacheControl: cacheControlFor(urlPath),
    };
    if (compressible.has(extension) && identity.length > 256) {
      const br = brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });
      const gzip = gzipSync(identity, { level: 9 });
      if (br.length < identity.length) file.br = br;
      if (gzip.length < identity.length) file.gzip = gzip;
    }
    files.set(urlPath, file);
  }
  return files;
}
