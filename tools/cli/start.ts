/** `npm start`: builds the client and the page renderer when either is missing, then runs the server. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serverBuildDir, serverEntryFile } from "../../src/server/pages/pageRenderer.ts";
import { parseSettings } from "../../src/server/settings.ts";

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
await import("../../src/server/main.ts");
