import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { type PreparedBody, prepareBytes } from "../responses/preparedResponse.ts";
import { jsonContentType } from "./jsonContentType.ts";

export interface StaticFile extends PreparedBody {
  contentType: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": jsonContentType,
  ".map": jsonContentType,
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
    files.set(urlPath, {
      ...prepareBytes(identity, {
        compress: compressible.has(extension) && identity.length > 256,
        // Compressed once at start: the slowest, smallest setting pays off.
        brotliQuality: 11,
      }),
      contentType: contentTypes[extension] ?? "application/octet-stream",
      cacheControl: cacheControlFor(urlPath),
    });
  }
  return files;
}
