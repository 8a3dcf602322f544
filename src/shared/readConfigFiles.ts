import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ConfigFile, ConfigFiles } from "./configValidation.ts";

/** Reads one JSON config file; invalid JSON is recorded on the result, not thrown. */
export async function readConfigFile(file: string): Promise<ConfigFile> {
  const text = await readFile(file, "utf8");
  try {
    return { file, data: JSON.parse(text) as unknown };
  } catch (error) {
    return { file, data: undefined, jsonError: (error as Error).message };
  }
}

/**
 * Reads the config files (Node only). `feedsFile` overrides `<dir>/feeds.json`, as the
 * server's FEEDS_FILE does. A file that is not valid JSON becomes a problem later, not a throw.
 */
export async function readConfigFiles(dir: string, feedsFile?: string): Promise<ConfigFiles> {
  const [routes, site, feeds] = await Promise.all([
    readConfigFile(join(dir, "routes.json")),
    readConfigFile(join(dir, "site.json")),
    readConfigFile(feedsFile ?? join(dir, "feeds.json")),
  ]);
  return { routes, site, feeds };
}
