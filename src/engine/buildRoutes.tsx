import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { BuiltInPage } from "../pages/builtInPages.tsx";
import type { Manifest } from "../shared/manifest.ts";
import { searchPagePath } from "../shared/searchPaths.ts";
import { statusPagePath } from "../shared/statusPaths.ts";
import { storyPagePattern } from "../shared/storyPaths.ts";
import { RoutePage } from "./RoutePage.tsx";

/** A path pattern and what it shows. */
export interface SiteRoute {
  path: string;
  element: ReactNode;
}

/**
 * The site's routes, generated from the manifest: one per route, one per redirect, and
 * the built-in pages. Whatever matches none of them is the not-found screen.
 */
export function buildRoutes(manifest: Manifest): SiteRoute[] {
  return [
    ...manifest.routes.map((route) => ({
      path: route.path,
      element: <RoutePage key={route.path} route={route} />,
    })),
    ...manifest.redirects.map((redirect) => ({
      path: redirect.from,
      element: <Redirect to={redirect.to} replace />,
    })),
    // Built in next to the manifest's routes: Full Coverage (issue 11), search and status (issue 12).
    { path: storyPagePattern, element: <BuiltInPage name="story" /> },
    { path: searchPagePath, element: <BuiltInPage name="search" /> },
    { path: statusPagePath, element: <BuiltInPage name="status" /> },
  ];
}
