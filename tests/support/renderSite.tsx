import defaultConfig from "virtual:site-config";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { App } from "../../src/App.tsx";
import type { SiteConfigValue } from "../../src/engine/SiteConfigContext.tsx";

/** The current location, written into the DOM so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the whole site at `path` in a memory router, with a fresh query cache. */
export function renderSite(path: string, config: SiteConfigValue = defaultConfig) {
  const queryClient = new QueryClient();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}

export { defaultConfig };
