import { serviceWorkerPath } from "../shared/offlinePaths.ts";

/**
 * Registers the service worker (loaded lazily once the page is interactive). The first
 * page the worker controls was loaded before it: that page's URL and its images are sent
 * to the worker, which keeps them as if it had seen them.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  // The site works the same without it (a private window, a browser that refuses it).
  await keepPageAndImages().catch(() => undefined);
}

async function keepPageAndImages(): Promise<void> {
  const wasControlled = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register(serviceWorkerPath);
  if (wasControlled) return;
  const registration = await navigator.serviceWorker.ready;
  const resources = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(window.location.origin));
  registration.active?.postMessage({ keep: { page: window.location.href, resources } });
}
