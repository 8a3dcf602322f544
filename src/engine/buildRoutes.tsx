import { Navigate, type RouteObject } from "react-router";
import type { Manifest } from "../shared/manifest.ts";
import { storyPagePattern } from "../shared/storyPaths.ts";
import { LazyStoryPage } from "./LazyStoryPage.tsx";
import { NotFound } from "./NotFound.tsx";
import { RoutePage } from "./RoutePage.tsx";

/**
 * The router's route objects, generated from the manifest: one per route, one per
 * redirect, and a catch-all not-found screen. Paths are case-sensitive because the
 * spec has both `/Humanrights` and `/humanrights`.
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
        // Built in next to the manifest's routes: a story's Full Coverage page (issue 11).
        { path: storyPagePattern, element: <LazyStoryPage /> },
        { path: "*", element: <NotFound /> },
      ],
    },
  ];
}
