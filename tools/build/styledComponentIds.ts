import { createHash } from "node:crypto";
import { relative } from "node:path";
import type { Plugin } from "vite";

/** `styled.tag` or `styled(Component)` right before its template literal. */
const styledCall = /\bstyled(\.[A-Za-z]\w*|\((?:[^()]|\([^()]*\))*\))(?=\s*`)/g;

/**
 * Gives every styled component a stable id (file path + position) instead of the
 * styled-components default, a counter in module-evaluation order: the server bundle
 * evaluates every layout up front, the browser one lazily, so counters would differ and
 * the server's class names would not match the browser's during hydration.
 * Runs after TypeScript is stripped, on the project's own modules only.
 */
export function styledComponentIds(root = process.cwd()): Plugin {
  return {
    name: "styled-component-ids",
    enforce: "post",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id.split("?")[0] ?? "")) return;
      if (!code.includes("styled")) return;
      const file = relative(root, id.split("?")[0] ?? id);
      const prefix = `sc${createHash("sha256").update(file).digest("base64url").slice(0, 6)}`;
      let index = 0;
      const out = code.replace(
        styledCall,
        (call) => `${call}.withConfig({ componentId: "${prefix}${index++}" })`,
      );
      return index === 0 ? undefined : { code: out, map: null };
    },
  };
}
