import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "../../../src/server/createServer.ts";
import { parseSettings } from "../../../src/server/settings.ts";

export interface ShellSite {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The real server over the client build but with no page renderer (`renderer: null`):
 * every page is the HTML shell, rendered in the browser. Sample data, nothing fetched.
 */
export async function startShellSite(): Promise<ShellSite> {
  const dataDir = await mkdtemp(join(tmpdir(), "maverick-shell-"));
  const parsed = parseSettings({
    OFFLINE: "1",
    DATA_DIR: dataDir,
    IMAGE_PROXY: "0",
    INGEST_WORKERS: "0",
    LOG_LEVEL: "warn",
  });
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  const server = await createServer(parsed.settings, { renderer: null });
  if (server.pages) throw new Error("the shell site must not render pages");
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
