import type { createRoot } from "react-dom/client";
import { liveEventsOffSelector } from "../shared/liveEventsMeta.ts";
import { queryStateElementId } from "../shared/renderedPage.ts";
import { eventsApiPath } from "../shared/sitePaths.ts";
import { LiveNotice } from "./LiveNotice.tsx";
import { LiveUpdates, type PageEngine } from "./liveUpdates.ts";

/** A tab hidden this long lets its stream go; it reopens (and catches up) when shown. */
const hiddenCloseMs = 5 * 60_000;
/** Reopening after the server refused or ended the stream: doubled per failure, capped. */
const firstBackoffMs = 2_000;
const maxBackoffMs = 5 * 60_000;
/** A page that never says it is hydrated still gets its stream after this long. */
const hydrationWaitMs = 10_000;

/**
 * When the server read the data this page was rendered with (ms): the earliest
 * `dataUpdatedAt` of the dehydrated queries, as the server wrote them (hydrating resets
 * them to the page's load time, not this text). Undefined for a page rendered in the browser.
 * A regular expression, not a second parse of the whole state: the key cannot occur
 * unescaped inside a JSON string.
 */
function pageDataTime(): number | undefined {
  const state = document.getElementById(queryStateElementId)?.textContent ?? "";
  let earliest: number | undefined;
  for (const [, time] of state.matchAll(/"dataUpdatedAt":(\d+)/g)) {
    const value = Number(time);
    if (value > 0 && (earliest === undefined || value < earliest)) earliest = value;
  }
  return earliest;
}

/**
 * Runs `then` once the page is hydrated (`data-interactive` on the root element): an event
 * arriving earlier would find no feed query on screen and be lost.
 */
function whenHydrated(then: () => void): void {
  const root = document.documentElement;
  if (root.dataset.interactive === "true") {
    then();
    return;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.interactive === "true") done();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-interactive"] });
  const timer = setTimeout(done, hydrationWaitMs);
}

/**
 * Live updates (issue 26), loaded after hydration (the page's engine and React root
 * function handed over, see PageEngine): one EventSource per tab on
 * /public/api/events and the "N new stories" notice in a root of its own. The stream opens
 * once the page is hydrated, from the time the page's data was read (`?after=`): the server
 * first names what changed since, so a page rendered before a change (kept by the service
 * worker, served while the server re-rendered it) learns of it at once. The browser
 * reconnects by itself after a dropped connection (with the server's `retry` and the
 * `Last-Event-ID` header); when the server refuses (429, 503) or the tab stays hidden, the
 * stream is reopened here with backoff, from the last event seen (`?since=`), or else from
 * the page's data again.
 */
export function startLiveUpdates(engine: PageEngine & { createRoot: typeof createRoot }): void {
  if (document.querySelector(liveEventsOffSelector) || !("EventSource" in window)) return;
  const updates = new LiveUpdates(engine);
  const host = document.createElement("div");
  document.body.append(host);
  engine.createRoot(host).render(<LiveNotice updates={updates} texts={engine.texts} />);

  const renderedAt = pageDataTime();
  let source: EventSource | undefined;
  let lastId = "";
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  const seen = (event: MessageEvent) => {
    lastId = event.lastEventId;
    failures = 0;
  };
  const open = () => {
    clearTimeout(retry);
    source = new EventSource(
      lastId
        ? `${eventsApiPath}?since=${encodeURIComponent(lastId)}`
        : renderedAt !== undefined
          ? `${eventsApiPath}?after=${renderedAt}`
          : eventsApiPath,
    );
    // Reopened knowing neither an id nor the page's data time: check everything.
    if (!lastId && renderedAt === undefined && failures > 0) void updates.changed("all");
    source.onmessage = (event: MessageEvent<string>) => {
      seen(event);
      const { endpoints } = JSON.parse(event.data) as { endpoints: Record<string, unknown> };
      void updates.changed(Object.keys(endpoints));
    };
    source.addEventListener("reset", (event) => {
      seen(event as MessageEvent);
      void updates.changed("all");
    });
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      source = undefined;
      const delay = Math.min(maxBackoffMs, firstBackoffMs * 2 ** failures++);
      retry = setTimeout(open, delay * (0.5 + Math.random()));
    };
  };
  const close = () => {
    source?.close();
    source = undefined;
    // Counts as a failure so that, knowing neither an id nor the data time, reopening checks
    // everything.
    failures = Math.max(failures, 1);
  };
  document.addEventListener("visibilitychange", () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === "hidden") hiddenTimer = setTimeout(close, hiddenCloseMs);
    else if (!source) open();
  });
  // A tab opened in the background opens its stream when first shown (above): it catches
  // up from the page's data then.
  whenHydrated(() => {
    if (!source && document.visibilityState !== "hidden") open();
  });
}
