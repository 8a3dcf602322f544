/** `npm run check:config`: validates everything in config/ and explains each problem. */
import { formatProblem, validateConfig } from "../src/shared/configValidation.ts";
import { readConfigFiles } from "../src/shared/readConfigFiles.ts";

const configDir = process.argv[2] ?? "config";
const result = validateConfig(await readConfigFiles(configDir));
if (result.ok) {
  const { manifest, feeds } = result.config;
  console.log(
    `config OK: ${manifest.routes.length} routes, ${manifest.redirects.length} redirects, ${Object.keys(feeds.endpoints).length} endpoints`,
  );
} else {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`${result.problems.length} config problem(s)`);
  process.exitCode = 1;
}
