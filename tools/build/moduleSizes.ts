import { relative } from "node:path";
import type { Plugin } from "vite";

/** Where the client build records what each chunk is made of, beside Vite's manifest. */
export const moduleSizesFile = ".vite/module-sizes.json";

/** Per chunk file: each module (its path from the project root) and its rendered length. */
export type ModuleSizes = Record<string, Record<string, number>>;

/**
 * Writes, for the client build, the rendered size of every module in every chunk, so the
 * bundle report can say how much of a route is react-dom, each library and the site's own
 * code (`tools/build/report-bundle.ts`).
 */
export function moduleSizes(root = process.cwd()): Plugin {
  return {
    name: "module-sizes",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        sizes[fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            relative(root, id),
            module.renderedLength,
          ]),
        );
      }
      this.emitFile({
        type: "asset",
        fileName: moduleSizesFile,
        source: JSON.stringify(sizes),
      });
    },
  };
}
