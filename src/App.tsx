import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { useRoutes } from "react-router";
import { SiteShell } from "./chrome/SiteShell.tsx";
import { buildRoutes } from "./engine/buildRoutes.tsx";
import {
  SiteConfigProvider,
  type SiteConfigValue,
  useSiteConfig,
} from "./engine/SiteConfigContext.tsx";
import { GlobalStyle } from "./theme.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient();
}

/** The routes generated from the manifest, inside the shared chrome. */
function SiteRoutes() {
  const { manifest } = useSiteConfig();
  const routes = useMemo(() => buildRoutes(manifest, <SiteShell />), [manifest]);
  return useRoutes(routes);
}

/**
 * The whole site for a given configuration. The caller supplies the router
 * (`BrowserRouter` in the browser, `MemoryRouter` in tests) around it.
 */
export function App({
  config,
  queryClient,
}: {
  config: SiteConfigValue;
  queryClient: QueryClient;
}) {
  return (
    <SiteConfigProvider value={config}>
      <QueryClientProvider client={queryClient}>
        <GlobalStyle />
        <SiteRoutes />
      </QueryClientProvider>
    </SiteConfigProvider>
  );
}
