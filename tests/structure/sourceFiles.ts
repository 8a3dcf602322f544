import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";

/** The repository's root. */
export const root = resolve(import.meta.dirname, "../..");

/** Every TypeScript source under `dir` (no declaration files), as repository paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => join(dir, file));
}
