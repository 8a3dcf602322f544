/**
 * `npm start`, first step: builds the client and the page renderer when either is missing,
 * and compiles the server (always: it takes under a second, so it is never stale). The
 * npm script then replaces itself with `node dist/app/main.js` (see buildServer.ts for why
 * the server runs compiled rather than under tsx).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serverBuildDir, serverEntryFile } from "../../src/server/pages/pageRenderer.ts";
import { parseSettings } from "../../src/server/settings.ts";
import { buildServer } from "./buildServer.ts";

const parsed = parseSettings(process.env);
if (
  parsed.ok &&
  (!existsSync(join(parsed.settings.clientDir, "index.html")) ||
    !existsSync(join(serverBuildDir, serverEntryFile)))
) {
  console.log("No complete build: building the client and the page renderer first...");
  const build = spawnSync("npm", ["run", "build:app"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error(
      "The client build failed; fix it, or run the API alone with: npx tsx src/server/main.ts",
    );
    process.exit(build.status ?? 1);
  }
}
// The server parses the settings itself and reports any problem in them.
await buildServer();
