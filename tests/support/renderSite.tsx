import defaultConfig from "virtual:site-config";
import { render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { lazyLayouts } from "../../layouts/index.ts";
import { App } from "../../src/App.tsx";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import type { LanguageValue } from "../../src/engine/LanguageContext.tsx";
import type { SiteConfigValue } from "../../src/engine/SiteConfigContext.tsx";
import { builtInPages } from "../../src/pages/index.ts";

/** The current location, written into the DOM so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the whole site at `path` in a memory router, with a fresh query cache, in English
 * or in `language` (as the browser entry gives it, from the URL's `?lang=`).
 */
export function renderSite(
  path: string,
  config: SiteConfigValue = defaultConfig,
  language?: LanguageValue,
) {
  const queryClient = createQueryClient();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App
        config={config}
        queryClient={queryClient}
        layouts={lazyLayouts()}
        builtInPages={builtInPages}
        language={language}
      />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}

export { defaultConfig };

/** The endpoint behind a slot of a route in the shipped manifest (tests never repeat config). */
export function slotFeed(path: string, slot: string): string {
  const route = defaultConfig.manifest.routes.find((entry) => entry.path === path);
  const rule = (route?.slots as Record<string, { feed: string }> | undefined)?.[slot];
  if (!rule) throw new Error(`no slot "${slot}" on route "${path}"`);
  return rule.feed;
}
