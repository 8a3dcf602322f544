import config from "virtual:site-config";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { lazyLayouts, loadLayout } from "../layouts/index.ts";
import { App } from "./App.tsx";
import { createQueryStore } from "./engine/createQueryStore.ts";
import { SiteRouter } from "./engine/SiteRouter.tsx";
import { queryStateElementId } from "./shared/renderedPage.ts";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

const queryStore = createQueryStore();
const stateText = document.getElementById(queryStateElementId)?.textContent;
// The queries the server rendered with, fresh from now: no refetch on mount.
const carried: unknown = stateText ? JSON.parse(stateText) : [];
if (Array.isArray(carried)) queryStore.restore(carried);

// The first screen's layout is loaded before hydrating, so nothing suspends meanwhile.
const route = config.manifest.routes.find((entry) => entry.path === window.location.pathname);
const loaded = route ? await loadLayout(route.layout) : {};

/**
 * Marks the document once React runs it and the route's content is hydrated (it renders
 * inside the route's Suspense boundary, hydrated after the root): QA tools and tests wait
 * for it.
 */
function Interactive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
  }, []);
  return null;
}

// `virtual:site-config` is config/ already validated by the shared schemas at build time.
const app = (
  <StrictMode>
    <SiteRouter>
      <App
        config={config}
        queryStore={queryStore}
        layouts={lazyLayouts(loaded)}
        afterRoute={<Interactive />}
      />
    </SiteRouter>
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of
// holding the main thread for the whole page: the server's HTML is already painted and
// usable, so input and paint come first.
if (rootElement.hasChildNodes())
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
else createRoot(rootElement).render(app);
