/**
 * The service worker (issue 26), built by `tools/build/offlineFiles.ts` into `/sw.js` with
 * its build's identity. Visited pages and their images read offline; an unvisited page
 * offline gets the offline page, listing what is saved. Rules, by request:
 * - navigations: stale-while-revalidate within the page's own window (its Cache-Control's
 *   `stale-while-revalidate`, the route's refresh interval), network-first beyond it with the
 *   kept page as fallback (offline, or after 4 s); a page is kept only when it is this
 *   build's (its HTML loads this build's entry script), so it never runs beside another
 *   build's assets;
 * - `/assets/*` (hashed): precached at install, cache-first;
 * - images (`/img/`, `/samples/`): cache-first;
 * - `/public/api/*`: network-first, falling back to the last ok answer (never an error,
 *   never an event stream);
 * - anything else, and every other origin: the network, untouched.
 * Caches are named by build id; at activate every other build's are deleted.
 */
import { imageProxyPrefix } from "../shared/imageProxy.ts";
import { languageOf } from "../shared/languageHref.ts";
import { offlinePagePath } from "../shared/offlinePaths.ts";
import { apiBasePath } from "../shared/sitePaths.ts";
import { themeStylesheetPath } from "../shared/themeChoice.ts";
import { CacheIndex, type CacheKind, cacheLimits } from "./cacheIndex.ts";
import { fillSavedPages, titleOf } from "./savedPages.ts";
import { withinStaleWindow } from "./staleWhileRevalidate.ts";

/** Written by the build: its id, its entry script's URL, what to precache. */
declare const __SW_BUILD__: { id: string; entry: string; precache: string[] };
const build = __SW_BUILD__;

// The DOM library has no service worker types (the WebWorker library conflicts with it):
// the few this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
}
const scope = self as unknown as WorkerScope;

const cachePrefix = "maverick-";
const cacheName = (part: "static" | CacheKind) => `${cachePrefix}${build.id}-${part}`;
/** Where the index of kept entries is stored, in the static cache. */
const indexKey = "/__sw-index.json";

scope.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(cacheName("static"))
      .then((cache) => cache.addAll(build.precache))
      // A new build takes over at once (see activate): its caches hold only its own files.
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const own = `${cachePrefix}${build.id}-`;
      for (const name of await caches.keys())
        if (name.startsWith(cachePrefix) && !name.startsWith(own)) await caches.delete(name);
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === "navigate") return event.respondWith(navigation(event));
  const path = url.pathname;
  if (path.startsWith("/assets/") || isImage(path))
    return event.respondWith(cacheFirst(event, url));
  if (path.startsWith(`${apiBasePath}/`) && request.headers.get("accept") !== "text/event-stream")
    return event.respondWith(networkFirst(event, url, "json"));
  // The reader's theme (from its cookie): offline, the last one answered, so no other flashes.
  if (path === themeStylesheetPath) return event.respondWith(networkFirst(event, url, "css"));
  if (build.precache.includes(path)) event.respondWith(precached(request));
});

/**
 * The page that registered the worker loaded before it: it sends its URL and what it
 * loaded, to be kept as if the worker had seen them.
 */
scope.addEventListener("message", (event) => {
  const data = event.data as { keep?: { page?: unknown; resources?: unknown } } | null;
  const page = data?.keep?.page;
  const resources = data?.keep?.resources;
  event.waitUntil(
    (async () => {
      if (typeof page === "string" && sameOrigin(page)) {
        const url = new URL(page);
        url.hash = "";
        const response = await fetch(url, { cache: "no-cache" }).catch(() => undefined);
        if (response && keepable(response) && !response.redirected)
          await storePage(url.href, response);
      }
      if (!Array.isArray(resources)) return;
      for (const resource of resources) {
        if (typeof resource !== "string" || !sameOrigin(resource)) continue;
        const { pathname } = new URL(resource);
        if (!isImage(pathname)) continue;
        const response = await fetch(resource, { headers: { accept: imageAccept } }).catch(
          () => undefined,
        );
        if (response && keepable(response)) await store("media", resource, response);
      }
    })(),
  );
});

const isImage = (path: string) => path.startsWith(imageProxyPrefix) || path.startsWith("/samples/");
const sameOrigin = (href: string) => {
  try {
    return new URL(href).origin === scope.location.origin;
  } catch {
    return false;
  }
};
/** What Chromium asks for an image: the proxy answers AVIF or WebP, as it does to `<img>`. */
const imageAccept = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
/** How long a reader online waits for a page before getting the kept one (a weak signal). */
const networkWaitMs = 4000;
/** Only this origin's own successful answers are kept: never an error, never opaque. */
const keepable = (response: Response) => response.ok && response.type === "basic";

async function navigation(event: FetchEvent): Promise<Response> {
  const key = event.request.url;
  const cached = await caches.match(key, { cacheName: cacheName("page"), ignoreVary: true });
  // Past the HTTP cache, which would answer a page from its stale-while-revalidate window
  // (offline, another build's HTML): a revalidation, a 304 when the page has not changed.
  const fresh = fetch(event.request, { cache: "no-cache" }).then(async (response) => {
    if (keepable(response) && !response.redirected) await storePage(key, response.clone());
    return response;
  });
  if (!cached) return fresh.catch(() => offlinePage(key));
  event.waitUntil(used(key));
  event.waitUntil(fresh.catch(() => undefined));
  if (
    withinStaleWindow(cached.headers.get("cache-control"), cached.headers.get("date"), Date.now())
  )
    return cached;
  // Older than its window: the network's page, unless it fails or keeps the reader waiting.
  const late = new Promise<Response>((resolve) => setTimeout(() => resolve(cached), networkWaitMs));
  return Promise.race([fresh.catch(() => cached), late]);
}

async function cacheFirst(event: FetchEvent, url: URL): Promise<Response> {
  const cached =
    (await caches.match(url.pathname, { cacheName: cacheName("static") })) ??
    (await caches.match(url.href, { cacheName: cacheName("media"), ignoreVary: true }));
  if (cached) {
    event.waitUntil(used(url.href));
    return cached;
  }
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(store("media", url.href, response.clone()));
  return response;
}

async function networkFirst(event: FetchEvent, url: URL, type: "json" | "css"): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (keepable(response) && response.headers.get("content-type")?.includes(type))
      event.waitUntil(store("data", url.href, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(url.href, { cacheName: cacheName("data"), ignoreVary: true });
    if (!cached) throw error;
    event.waitUntil(used(url.href));
    return cached;
  }
}

async function precached(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: cacheName("static") })) ?? fetch(request);
}

/** The offline page in the asked page's language, its stand-in replaced by the saved pages. */
async function offlinePage(url: string): Promise<Response> {
  const path = offlinePagePath(languageOf(new URL(url).search));
  const page = await caches.match(path, { cacheName: cacheName("static") });
  if (!page) return Response.error();
  const html = fillSavedPages(await page.text(), (await loadIndex()).pages());
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  const csp = page.headers.get("content-security-policy");
  if (csp) headers.set("content-security-policy", csp);
  return new Response(html, { headers });
}

/** Keeps a page when it is this build's: its HTML loads this build's entry script. */
async function storePage(url: string, response: Response): Promise<void> {
  const html = await response.clone().text();
  if (!html.includes(`"${build.entry}"`)) return;
  // The index first: loading it deletes what is cached but not indexed.
  const index = await loadIndex();
  await (await caches.open(cacheName("page"))).put(url, response);
  index.record(url, { kind: "page", bytes: html.length, title: titleOf(html) });
  await pruned(index);
}

async function store(kind: CacheKind, url: string, response: Response): Promise<void> {
  const bytes = (await response.clone().blob()).size;
  const index = await loadIndex();
  await (await caches.open(cacheName(kind))).put(url, response);
  index.record(url, { kind, bytes });
  await pruned(index);
}

async function used(url: string): Promise<void> {
  const index = await loadIndex();
  if (index.touch(url)) await save(index);
}

/** Drops what is over the limits, least recently used first, then saves the index. */
async function pruned(index: CacheIndex): Promise<void> {
  for (const [url, kind] of index.prune(cacheLimits))
    await (await caches.open(cacheName(kind))).delete(url);
  await save(index);
}

let indexLoaded: Promise<CacheIndex> | undefined;
/** The index, read once per worker start and checked against the caches it describes. */
function loadIndex(): Promise<CacheIndex> {
  indexLoaded ??= (async () => {
    const saved = await caches.match(indexKey, { cacheName: cacheName("static") });
    const index = new CacheIndex(saved ? await saved.json().catch(() => []) : []);
    for (const kind of ["page", "data", "media"] as const) {
      const cache = await caches.open(cacheName(kind));
      const urls = (await cache.keys()).map((request) => request.url);
      for (const orphan of index.reconcile(kind, urls)) await cache.delete(orphan);
    }
    return index;
  })().catch(() => new CacheIndex());
  return indexLoaded;
}

/** Saves run one at a time; one pending save covers every change made before it runs. */
let saving = Promise.resolve();
let savePending = false;
function save(index: CacheIndex): Promise<void> {
  if (savePending) return saving;
  savePending = true;
  saving = saving.then(async () => {
    savePending = false;
    const body = JSON.stringify(index.toJSON());
    await (await caches.open(cacheName("static")))
      .put(indexKey, new Response(body, { headers: { "content-type": "application/json" } }))
      .catch(() => undefined);
  });
  return saving;
}
