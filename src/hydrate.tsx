import englishConfig from "virtual:site-config/en";
import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { lazyLayouts, loadLayout } from "../layouts/index.ts";
import { App } from "./App.tsx";
import { createQueryClient } from "./engine/createQueryClient.ts";
import { endpointKey, fetchEndpoint } from "./engine/endpointQueries.ts";
import { builtInPages } from "./pages/index.ts";
import { defaultLanguage, type Language, languageOf } from "./shared/languageHref.ts";
import { queryStateElementId } from "./shared/renderedPage.ts";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const stateText = document.getElementById(queryStateElementId)?.textContent;
if (stateText) {
  const state = JSON.parse(stateText) as DehydratedState;
  // The server renders a page again whenever its data changes, so what it sent is current
  // however long ago it was rendered: fresh from now, not refetched on mount. The server
  // dehydrates only the data it prefilled (successful queries): each is set as it is,
  // without react-query's general `hydrate` (statuses, errors, promises: 1 KB of script).
  const updatedAt = Date.now();
  for (const query of state.queries)
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt });
}

// The page's language from its URL, as the server read it. The config's labels come in that
// language only (issue 38): English in the bundle, another language's in a chunk.
const lang = languageOf(window.location.search);
const otherConfigs = {
  es: () => import("virtual:site-config/es"),
  fr: () => import("virtual:site-config/fr"),
  ar: () => import("virtual:site-config/ar"),
} satisfies Record<Exclude<Language, "en">, unknown>;
const config = lang === "en" ? englishConfig : (await otherConfigs[lang]()).default;

// The first screen's layout is loaded before hydrating, so nothing suspends meanwhile.
const route = config.manifest.routes.find((entry) => entry.path === window.location.pathname);
const loaded = route ? await loadLayout(route.layout) : {};
// English texts are in the bundle; another language's list and catalogue load only for a
// page in it.
const texts =
  lang === defaultLanguage
    ? undefined
    : await import("./shared/languages.ts").then((m) => m.catalogueOf(lang));
const language = texts && { lang, texts };

/**
 * Work the first screen does not need (offline reading, live updates) waits until the
 * browser is idle after hydrating, so none of it lands between hydration's slices.
 */
function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 500);
}

/**
 * Marks the document once React runs it and the route's content is hydrated (it renders
 * inside the route's Suspense boundary, hydrated after the root): QA tools and tests wait
 * for it.
 */
function Interactive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
    // Offline reading (issue 26): the service worker is registered once the page is interactive.
    if (import.meta.env.PROD)
      whenIdle(
        () =>
          void import("./offline/registerServiceWorker.ts").then((m) => m.registerServiceWorker()),
      );
  }, []);
  return null;
}

// `virtual:site-config` is config/ already validated by the shared schemas at build time.
const app = (
  <StrictMode>
    <BrowserRouter>
      <App
        config={config}
        queryClient={queryClient}
        layouts={lazyLayouts(loaded)}
        builtInPages={builtInPages}
        afterRoute={<Interactive />}
        language={language}
      />
    </BrowserRouter>
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

// Live updates load after hydration, in a chunk of their own (issue 26); the stream asks
// for what changed since the page's data was read, so starting when idle loses nothing.
whenIdle(
  () =>
    void import("./live/startLiveUpdates.tsx").then((live) =>
      live.startLiveUpdates({
        queryClient,
        createRoot,
        endpointKey,
        fetchFresh: (endpoint) => fetchEndpoint(endpoint, undefined, "no-cache"),
        texts: texts?.LIVE_TEXT,
      }),
    ),
);
