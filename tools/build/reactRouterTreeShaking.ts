import type { Plugin } from "vite";

/** A top-level `SomeContext.displayName = "Name";` statement of React Router's bundle. */
const displayNameStatement = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** A top-level `var x = React.createContext(...)` (or forwardRef, memo, new Set, ...). */
const pureInitializer =
  /^(var [A-Za-z_$][\w$]* = )(?=React\d*\.(?:createContext|forwardRef|memo)\(|new (?:Set|URL)\(|Object\.getOwnPropertyNames\(|Symbol\()/gm;

/**
 * Lets the bundler drop the parts of React Router the site never calls. Its one-file
 * bundle names components and contexts with top-level `X.displayName = "..."`
 * assignments; an assignment is a side effect, so each keeps its object and everything
 * that object references: `Link.displayName` alone keeps prefetching, `Form` the data
 * router's submission code. Names only serve React DevTools, so the client build drops
 * them (measured: react-router's share of the home route, gzip, printed by npm run build).
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: "react-router-tree-shaking",
    apply: "build",
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/[^?]*\.mjs$/.test(id)) return;
      const out = code
        .replace(displayNameStatement, "")
        .replace(pureInitializer, "$1/* @__PURE__ */ ");
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
