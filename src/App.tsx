import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useRoutes } from "react-router";
import { SiteShell } from "./chrome/SiteShell.tsx";
import { buildRoutes } from "./engine/buildRoutes.tsx";
import type { BuiltInPage } from "./engine/builtInPage.ts";
import { LanguageProvider, type LanguageValue } from "./engine/LanguageContext.tsx";
import { type LayoutRegistry, LayoutRegistryProvider } from "./engine/LayoutRegistryContext.tsx";
import {
  SiteConfigProvider,
  type SiteConfigValue,
  useSiteConfig,
} from "./engine/SiteConfigContext.tsx";
import { GlobalStyle } from "./theme.ts";

/** The routes generated from the manifest, inside the shared chrome. */
function SiteRoutes({
  builtInPages,
  afterRoute,
}: {
  builtInPages: readonly BuiltInPage[];
  afterRoute?: ReactNode;
}) {
  const { manifest } = useSiteConfig();
  const routes = useMemo(
    () => buildRoutes(manifest, builtInPages, <SiteShell afterRoute={afterRoute} />),
    [manifest, builtInPages, afterRoute],
  );
  return useRoutes(routes);
}

/**
 * The whole site for a given configuration. The caller supplies the router
 * (`BrowserRouter` in the browser, `StaticRouter` on the server, `MemoryRouter` in tests)
 * and hands it the layout templates (`layouts/`) and the built-in pages (`src/pages/`).
 * `afterRoute` renders after the route's
 * content (the browser's hydration marker). `language` is the page's language and catalogue
 * (English when absent).
 */
export function App({
  config,
  queryClient,
  layouts,
  builtInPages,
  afterRoute,
  language,
}: {
  config: SiteConfigValue;
  queryClient: QueryClient;
  layouts: LayoutRegistry;
  builtInPages: readonly BuiltInPage[];
  afterRoute?: ReactNode;
  language?: LanguageValue;
}) {
  const app = (
    <SiteConfigProvider value={config}>
      <LayoutRegistryProvider value={layouts}>
        <QueryClientProvider client={queryClient}>
          <GlobalStyle />
          <SiteRoutes builtInPages={builtInPages} afterRoute={afterRoute} />
        </QueryClientProvider>
      </LayoutRegistryProvider>
    </SiteConfigProvider>
  );
  return language ? <LanguageProvider value={language}>{app}</LanguageProvider> : app;
}
