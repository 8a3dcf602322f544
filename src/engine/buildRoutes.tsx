import { Navigate, type RouteObject } from "react-router";
import { BuiltInPage } from "../pages/builtInPages.tsx";
import type { Manifest } from "../shared/manifest.ts";
import { searchPagePath } from "../shared/searchPaths.ts";
import { statusPagePath } from "../shared/statusPaths.ts";
import { storyPagePattern } from "../shared/storyPaths.ts";
import { NotFound } from "./NotFound.tsx";
import { RoutePage } from "./RoutePage.tsx";

/**
 * The router's route objects, generated from the manifest: one per route, one per
 * redirect, the built-in pages, and a catch-all not-found screen. Paths are case-sensitive
 * because the spec has both `/Humanrights` and `/humanrights`.
 */
export function buildRoutes(manifest: Manifest, shell: RouteObject["element"]): RouteObject[] {
  return [
    {
      element: shell,
      children: [
        ...manifest.routes.map((route) => ({
          path: route.path,
          caseSensitive: true,
          element: <RoutePage key={route.path} route={route} />,
        })),
        ...manifest.redirects.map((redirect) => ({
          path: redirect.from,
          caseSensitive: true,
          element: <Navigate to={redirect.to} replace />,
        })),
        // Built in next to the manifest's routes: Full Coverage (issue 11), search and status (issue 12).
        { path: storyPagePattern, element: <BuiltInPage name="story" /> },
        { path: searchPagePath, caseSensitive: true, element: <BuiltInPage name="search" /> },
        { path: statusPagePath, caseSensitive: true, element: <BuiltInPage name="status" /> },
        { path: "*", element: <NotFound /> },
      ],
    },
  ];
}
