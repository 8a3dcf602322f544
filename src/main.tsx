/**
 * The browser entry: a few hundred bytes that start hydration once the server's HTML has
 * been painted. The page is complete and usable without JavaScript (links, sort and pager
 * are plain links), so the first paint and the headline image get the network and the CPU
 * first; React and the layouts follow.
 */
const hydrate = () => import("./hydrate.tsx");

/** Runs after the next paint: a task queued from an animation frame runs once it is drawn. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", () => afterPaint(hydrate), { once: true });
else afterPaint(hydrate);
