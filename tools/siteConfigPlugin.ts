import { resolve } from "node:path";
import type { Plugin } from "vite";
import { formatProblem, validateConfig } from "../src/shared/configValidation.ts";
import { readConfigFiles } from "../src/shared/readConfigFiles.ts";

const VIRTUAL_ID = "virtual:site-config";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:site-config`: config/ validated at build time with the shared
 * schemas (the build fails with every problem listed) and emitted with defaults
 * applied, so the browser ships plain data and no manifest schema code.
 */
export function siteConfigPlugin(configDir = "config"): Plugin {
  return {
    name: "site-config",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = await readConfigFiles(configDir);
      for (const file of Object.values(files)) this.addWatchFile(resolve(file.file));
      const result = validateConfig(files);
      if (!result.ok)
        this.error(`Invalid config:\n${result.problems.map(formatProblem).join("\n")}`);
      const { manifest, site } = result.config;
      return `export default ${JSON.stringify({ manifest, site })};`;
    },
  };
}
