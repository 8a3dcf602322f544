import { join } from "node:path";
import { serviceWorkerPath } from "../../shared/offlinePaths.ts";
import { themeHeadTags } from "../../shared/themeStyles.ts";
import { prepareBytes } from "../responses/preparedResponse.ts";
import { loadStaticDir, type StaticFile } from "./staticFiles.ts";

export interface SiteFiles {
  files: Map<string, StaticFile>;
  shell: StaticFile;
  /** False when the client build is missing (the shell is then a stand-in page). */
  built: boolean;
}

/** Cache policy by path: hashed assets forever, the HTML shell and the service worker always revalidated. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // The service worker too: a browser then sees a new build's worker at its next check.
  if (urlPath.endsWith(".html") || urlPath === serviceWorkerPath) return "no-cache";
  if (urlPath.startsWith("/samples/")) return "public, max-age=86400";
  return "public, max-age=3600";
}

/** Loads the Vite build (`clientDir`) and the sample images (`samplesDir`, served at /samples). */
export async function loadSite(clientDir: string, samplesDir: string): Promise<SiteFiles> {
  const client = await loadStaticDir(clientDir, "", cacheControlFor);
  const samples = await loadStaticDir(samplesDir, "/samples", cacheControlFor);
  // The Vite manifest describes the build for tools; it is not part of the site.
  for (const path of client.keys()) if (path.startsWith("/.vite/")) client.delete(path);
  const files = new Map([...client, ...samples]);
  const built = client.get("/index.html");
  const index = built && withThemes(built);
  if (index) files.set("/index.html", index);
  return { files, shell: index ?? standInShell(clientDir), built: index !== undefined };
}

/** The shell with the themes in its head, so that every page the server sends has them. */
function withThemes(shell: StaticFile): StaticFile {
  const html = shell.identity.toString("utf8").replace("</head>", () => `${themeHeadTags}</head>`);
  return { ...shell, ...prepareBytes(Buffer.from(html, "utf8"), { brotliQuality: 11 }) };
}

function standInShell(clientDir: string): StaticFile {
  const html = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Maverick News</title></head><body><h1>Maverick News</h1><p>The site is not built yet (no ${join(clientDir, "index.html")}). Run <code>npm run build</code>, or <code>npm start</code>, which builds it. The API is up: <a href="/public/api/status">/public/api/status</a>.</p></body></html>`,
  );
  return {
    ...prepareBytes(html, { compress: false }),
    contentType: "text/html; charset=utf-8",
    cacheControl: "no-cache",
  };
}
