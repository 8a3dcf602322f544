/** `npm start`: builds the client when its build is missing, then runs the server. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseSettings } from "../src/server/settings.ts";

const parsed = parseSettings(process.env);
if (parsed.ok && !existsSync(join(parsed.settings.clientDir, "index.html"))) {
  console.log(`No client build in ${parsed.settings.clientDir}: building it first (vite build)...`);
  const build = spawnSync("npx", ["vite", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error(
      "The client build failed; fix it, or run the API alone with: npx tsx src/server/main.ts",
    );
    process.exit(build.status ?? 1);
  }
}
// The server parses the settings itself and reports any problem in them.
await import("../src/server/main.ts");
