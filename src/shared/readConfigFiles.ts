import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ConfigFile, ConfigFiles } from "./configValidation.ts";

/**
 * Reads the config files (Node only). `feedsFile` overrides `<dir>/feeds.json`, as the
 * server's FEEDS_FILE does. A file that is not valid JSON becomes a problem later, not a throw.
 */
export async function readConfigFiles(dir: string, feedsFile?: string): Promise<ConfigFiles> {
  const read = async (file: string): Promise<ConfigFile> => {
    const text = await readFile(file, "utf8");
    try {
      return { file, data: JSON.parse(text) as unknown };
    } catch (error) {
      return { file, data: undefined, jsonError: (error as Error).message };
    }
  };
  const [routes, site, feeds] = await Promise.all([
    read(join(dir, "routes.json")),
    read(join(dir, "site.json")),
    read(feedsFile ?? join(dir, "feeds.json")),
  ]);
  return { routes, site, feeds };
}
