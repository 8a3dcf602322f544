/**
 * The browser entry: a few hundred bytes that start hydration once the server's HTML is on
 * screen with its eager images (the lead image: the likely largest paint). The page is
 * complete and usable without JavaScript (links, sort and pager are plain links), so the
 * first paint and the headline image get the network and the CPU first; React and the
 * layouts follow. Fetched any earlier, the hydration chunks (about 120 KB) share a slow
 * connection with the lead image and put off its paint.
 */
const hydrate = () => import("./hydrate.tsx");

/** Hydration waits at most this long for the page's paint: a slow image never holds it up. */
const PAINT_WAIT_MS = 2500;

/** Resolves once every image not marked lazy is decoded (or has failed). */
const eagerImagesDecoded = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].map((image) =>
      image.decode().catch(() => undefined),
    ),
  );

/**
 * Resolves once the first contentful paint is on screen: the browser reports it after the
 * frame is presented, which a task queued from an animation frame can precede.
 */
const firstPaintShown = () =>
  new Promise<void>((resolve) => {
    if (!("PerformanceObserver" in window)) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });

/** Runs after the next frame: a task queued from an animation frame runs once it is drawn. */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The images decoded, the first paint shown, then one more frame for what the images drew. */
const pageShown = () =>
  Promise.race([
    Promise.all([eagerImagesDecoded(), firstPaintShown()]).then(nextFrame).then(nextFrame),
    new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS)),
  ]);

/**
 * The shell alone (no server rendering: nothing in `#root`) never makes a contentful
 * paint to wait for, and shows nothing until React renders: render at once.
 */
const start = () =>
  document.getElementById("root")?.hasChildNodes() ? pageShown().then(hydrate) : hydrate();

if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
