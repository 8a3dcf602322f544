/**
 * The browser entry: a few hundred bytes that start hydration once the server's HTML has
 * been painted, its eager images (the lead image: the likely largest paint) included. The
 * page is complete and usable without JavaScript (links, sort and pager are plain links),
 * so the first paint and the headline image get the network and the CPU first; React and
 * the layouts follow. Fetched any earlier, the hydration chunks (about 120 KB) share a
 * slow connection with the lead image and put off its paint.
 */
const hydrate = () => import("./hydrate.tsx");

/** Hydration waits at most this long for the eager images: a slow host never holds it up. */
const EAGER_IMAGES_WAIT_MS = 2500;

/** Runs after the next paint: a task queued from an animation frame runs once it is drawn. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/** Resolves once every image not marked lazy is decoded (or has failed), or at the cap. */
function eagerImagesReady(): Promise<unknown> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')];
  return Promise.race([
    Promise.all(images.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, EAGER_IMAGES_WAIT_MS)),
  ]);
}

const start = () => eagerImagesReady().then(() => afterPaint(hydrate));

if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
