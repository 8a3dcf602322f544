import { Navigate, type RouteObject } from "react-router";
import type { Manifest } from "../shared/manifest.ts";
import { BuiltInPageView } from "./BuiltInPageView.tsx";
import type { BuiltInPage } from "./builtInPage.ts";
import { NotFound } from "./NotFound.tsx";
import { RoutePage } from "./RoutePage.tsx";

/**
 * The router's route objects, generated from the manifest: one per route, one per
 * redirect, one per built-in page the product hands in, and a catch-all not-found screen. Paths are case-sensitive
 * because the spec has both `/Humanrights` and `/humanrights`.
 */
export function buildRoutes(
  manifest: Manifest,
  builtInPages: readonly BuiltInPage[],
  shell: RouteObject["element"],
): RouteObject[] {
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
        ...builtInPages.map((page) => ({
          path: page.path,
          caseSensitive: page.caseSensitive ?? false,
          element: <BuiltInPageView page={page} />,
        })),
        { path: "*", element: <NotFound /> },
      ],
    },
  ];
}
