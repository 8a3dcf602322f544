/**
 * `npm run dev`: the real server (createServer, sample data, refresher) with pages rendered
 * by the source through Vite (`ssrLoadModule("src/entry-server.tsx")`) and the browser
 * code served by Vite in middleware mode, with hot reload. A change to a module the
 * renderer uses reloads it and renders every page again; the browser gets it over HMR.
 *
 * Vite answers first (its client, `/src/...` modules, dependencies); everything else goes
 * to the Fastify app. The shell is `index.html` as Vite transforms it (its client and the
 * React Refresh preamble, an inline script), so in dev only the CSP allows inline scripts
 * and the HMR WebSocket.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer as createHttpServer, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer as createViteServer } from "vite";
import { createServer, StartupError } from "../../src/server/createServer.ts";
import { listenFailure } from "../../src/server/http/listenFailure.ts";
import type { PageRenderer } from "../../src/server/pages/pageRenderer.ts";
import { parseSettings } from "../../src/server/settings.ts";

const serverEntry = "/src/entry-server.tsx";

const parsed = parseSettings(process.env);
if (!parsed.ok) {
  for (const error of parsed.errors) console.error(error);
  process.exit(1);
}
const { settings } = parsed;

const http = createHttpServer();
const vite = await createViteServer({
  appType: "custom",
  server: { middlewareMode: true, hmr: { server: http } },
});

/** The renderer of the source as it is now (reloaded on change). */
let render: PageRenderer = (await vite.ssrLoadModule(serverEntry)).renderPage;

// The shell the server renders pages into: index.html as Vite serves it in dev.
const shellDir = await mkdtemp(join(tmpdir(), "maverick-dev-"));
const template = await readFile("index.html", "utf8");
await writeFile(join(shellDir, "index.html"), await vite.transformIndexHtml("/", template));

const server = await createServer(
  { ...settings, clientDir: shellDir },
  {
    fastify: { logger: { level: settings.logLevel } },
    renderer: (url, source) => render(url, source),
  },
).catch((error: unknown) => {
  if (error instanceof StartupError) {
    for (const line of error.lines) console.error(line);
    process.exit(1);
  }
  throw error;
});
const { app, pages, refresher } = server;

await app.ready();

vite.watcher.on("change", async (file) => {
  if (!vite.moduleGraph.getModulesByFile(file)) return;
  try {
    // Vite's own watcher handler invalidates the changed module asynchronously, so this one
    // may run first and load the old code; dropping every loaded module makes it certain.
    vite.moduleGraph.invalidateAll();
    render = (await vite.ssrLoadModule(serverEntry)).renderPage;
    await pages?.rebuildAll();
  } catch (error) {
    vite.ssrFixStacktrace(error as Error);
    console.error(`dev: rendering failed after a change to ${file}:`, error);
  }
});

/**
 * Dev only: Vite's React Refresh preamble is an inline script and HMR talks over a
 * WebSocket. Pages go out on the server's prepared fast path, so the policy is rewritten
 * where every response passes: its head.
 */
const devPolicy = (csp: string) =>
  csp
    // A hash in script-src makes browsers ignore 'unsafe-inline': the theme script's goes.
    .replace(/ 'sha256-[^']*'/g, "")
    .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", "connect-src 'self' ws: wss:");

function allowDevScripts(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const csp = response.getHeader("content-security-policy");
    if (typeof csp === "string") response.setHeader("content-security-policy", devPolicy(csp));
    for (const arg of args)
      if (arg && typeof arg === "object" && !Array.isArray(arg)) {
        const headers = arg as Record<string, unknown>;
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === "content-security-policy" && typeof headers[name] === "string")
            headers[name] = devPolicy(headers[name] as string);
      }
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

http.on("request", (request, response) => {
  allowDevScripts(response);
  vite.middlewares(request, response, () => app.routing(request, response));
});
const cannotListen = (error: Error) => {
  for (const line of listenFailure(error, settings.host, settings.port, "npm run dev"))
    console.error(line);
  process.exit(1);
};
http.once("error", cannotListen);
http.listen(settings.port, settings.host, () => {
  http.off("error", cannotListen);
  console.log(`Maverick News (dev) is serving at http://${settings.host}:${settings.port}/`);
  refresher?.start();
});

async function shutdown(): Promise<void> {
  await refresher?.stop();
  await vite.close();
  await app.close();
  http.close();
  await rm(shellDir, { recursive: true, force: true });
  process.exit(0);
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
