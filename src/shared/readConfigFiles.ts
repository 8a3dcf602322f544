import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ConfigFile, ConfigFiles, StaticContentFiles } from "./configValidation.ts";
import { parseJson } from "./jsonSyntaxError.ts";
import { staticContentNames } from "./staticContent.ts";

/** Reads one JSON config file; invalid JSON is recorded on the result (with its line and column), not thrown. */
export async function readConfigFile(file: string): Promise<ConfigFile> {
  const parsed = parseJson(await readFile(file, "utf8"));
  return "data" in parsed
    ? { file, data: parsed.data }
    : { file, data: undefined, jsonError: parsed.error };
}

/**
 * Reads the config files (Node only). `feedsFile` overrides `<dir>/feeds.json`, as the
 * server's FEEDS_FILE does. A file that is not valid JSON becomes a problem later, not a throw.
 */
export async function readConfigFiles(dir: string, feedsFile?: string): Promise<ConfigFiles> {
  const sourcesFile = join(dir, "sources.json");
  const [routes, site, feeds, sources] = await Promise.all([
    readConfigFile(join(dir, "routes.json")),
    readConfigFile(join(dir, "site.json")),
    readConfigFile(feedsFile ?? join(dir, "feeds.json")),
    // New with issue 38: a directory without it gets a problem naming the file, not a throw.
    existsSync(sourcesFile)
      ? readConfigFile(sourcesFile)
      : { file: sourcesFile, data: undefined, missing: true },
  ]);
  return { routes, site, feeds, sources };
}

/** Reads whichever of `<dir>/podcasts.json`, `live.json` and `blogs.json` exist (Node only). */
export async function readStaticContentFiles(dir: string): Promise<StaticContentFiles> {
  const files: StaticContentFiles = {};
  for (const name of staticContentNames) {
    const file = join(dir, `${name}.json`);
    if (existsSync(file)) files[name] = await readConfigFile(file);
  }
  return files;
}
