import defaultConfig from "virtual:site-config";
import { render } from "@testing-library/react";
import { useLocation, useSearch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { lazyLayouts } from "../../layouts/index.ts";
import { App } from "../../src/App.tsx";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import type { SiteConfigValue } from "../../src/engine/SiteConfigContext.tsx";
import { SiteRouter } from "../../src/engine/SiteRouter.tsx";

/** The current location, written into the DOM so tests can assert redirects. */
function LocationProbe() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{pathname + (search ? `?${search}` : "")}</output>;
}

/** Renders the whole site at `path` in a memory router, with a fresh query cache. */
export function renderSite(path: string, config: SiteConfigValue = defaultConfig) {
  const queryClient = createQueryClient();
  const view = render(
    <SiteRouter {...memoryLocation({ path })}>
      <App config={config} queryClient={queryClient} layouts={lazyLayouts()} />
      <LocationProbe />
    </SiteRouter>,
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
