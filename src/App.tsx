import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { Route, Switch } from "wouter";
import { SiteShell } from "./chrome/SiteShell.tsx";
import { buildRoutes } from "./engine/buildRoutes.tsx";
import { type LayoutRegistry, LayoutRegistryProvider } from "./engine/LayoutRegistryContext.tsx";
import { NotFound } from "./engine/NotFound.tsx";
import {
  SiteConfigProvider,
  type SiteConfigValue,
  useSiteConfig,
} from "./engine/SiteConfigContext.tsx";
import { GlobalStyle } from "./theme.ts";

/** The screen for the current address: the first route that matches, else not found. */
function SiteRoutes() {
  const { manifest } = useSiteConfig();
  const routes = useMemo(() => buildRoutes(manifest), [manifest]);
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          {route.element}
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

/**
 * The whole site for a given configuration. The caller supplies the router
 * (`SiteRouter`: the browser's address, the server's request path, or a memory location in tests)
 * and the layout templates (`layouts/`) around it. `afterRoute` renders after the route's
 * content (the browser's hydration marker).
 */
export function App({
  config,
  queryClient,
  layouts,
  afterRoute,
}: {
  config: SiteConfigValue;
  queryClient: QueryClient;
  layouts: LayoutRegistry;
  afterRoute?: ReactNode;
}) {
  return (
    <SiteConfigProvider value={config}>
      <LayoutRegistryProvider value={layouts}>
        <QueryClientProvider client={queryClient}>
          <GlobalStyle />
          <SiteShell afterRoute={afterRoute}>
            <SiteRoutes />
          </SiteShell>
        </QueryClientProvider>
      </LayoutRegistryProvider>
    </SiteConfigProvider>
  );
}
