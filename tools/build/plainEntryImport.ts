import type { Plugin } from "vite";

/** Vite's wrapper around a dynamic import, as the entry chunk has it before minifying. */
const wrapped = /__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g;
const helperImport = /import \{ \w+ as __vitePreload \} from "[^"]+";\n?/;

/** The chunk index.html loads: src/main.tsx (its facade is the HTML page). */
const isMainEntry = (chunk: { isEntry: boolean; moduleIds: readonly string[] }) =>
  chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith("/src/main.tsx"));

/**
 * The entry (`src/main.tsx`) imports hydration itself, not through Vite's preload helper.
 * With `modulePreload: false` the helper preloads nothing, yet the entry imported it: one
 * more request, and a round trip, between the first paint and hydration (index, then the
 * helper, then hydration's chunks). Hydration's own chunks keep the helper for the lazy
 * layouts. The build fails if Vite's output no longer has the expected shape.
 */
export function plainEntryImport(): Plugin {
  return {
    name: "plain-entry-import",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(code, chunk) {
      if (!isMainEntry(chunk)) return null;
      const plain = code.replace(wrapped, "$1").replace(helperImport, "");
      // Left over: a wrapper or an import this does not recognise.
      if (plain.includes("__vitePreload"))
        this.error("plain-entry-import: the entry's dynamic import is not in the expected form");
      return { code: plain, map: null };
    },
    // The manifest (and so the bundle report) lists only the imports the entry still has.
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && isMainEntry(chunk))
          chunk.imports = chunk.imports.filter((file) =>
            chunk.code.includes(file.slice(file.lastIndexOf("/") + 1)),
          );
    },
  };
}
