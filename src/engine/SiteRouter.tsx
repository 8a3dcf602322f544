import type { ReactNode } from "react";
import { parse } from "regexparam";
import { type BaseLocationHook, type BaseSearchHook, Router } from "wouter";

/**
 * Route patterns matched case-sensitively: the spec has both `/Humanrights` and
 * `/humanrights`, and wouter's default parser (regexparam) ignores case.
 */
function caseSensitive(route: string, loose?: boolean) {
  const { keys, pattern } = parse(route, loose);
  return { keys: keys || undefined, pattern: new RegExp(pattern.source) };
}

/**
 * The site's router (wouter): the browser's address by default, a fixed `path` (with its
 * query) when the server renders, or a memory location's hooks in tests.
 */
export function SiteRouter({
  path,
  hook,
  searchHook,
  children,
}: {
  path?: string;
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
  children: ReactNode;
}) {
  return (
    <Router parser={caseSensitive} ssrPath={path} hook={hook} searchHook={searchHook}>
      {children}
    </Router>
  );
}
