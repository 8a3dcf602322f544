import type { createRoot } from "react-dom/client";
import { liveEventsOffSelector } from "../shared/liveEventsMeta.ts";
import { eventsApiPath } from "../shared/sitePaths.ts";
import { LiveNotice } from "./LiveNotice.tsx";
import { LiveUpdates, type PageEngine } from "./liveUpdates.ts";

/** A tab hidden this long lets its stream go; it reopens (and catches up) when shown. */
const hiddenCloseMs = 5 * 60_000;
/** Reopening after the server refused or ended the stream: doubled per failure, capped. */
const firstBackoffMs = 2_000;
const maxBackoffMs = 5 * 60_000;

/**
 * Live updates (issue 26), loaded after hydration (the page's engine and React root
 * function handed over, see PageEngine): one EventSource per tab on
 * /public/api/events and the "N new stories" notice in a root of its own. The browser
 * reconnects by itself after a dropped connection (with the server's `retry` and the
 * `Last-Event-ID` header); when the server refuses (429, 503) or the tab stays hidden, the
 * stream is reopened here with backoff, from the last event seen (`?since=`).
 */
export function startLiveUpdates(engine: PageEngine & { createRoot: typeof createRoot }): void {
  if (document.querySelector(liveEventsOffSelector) || !("EventSource" in window)) return;
  const updates = new LiveUpdates(engine);
  const host = document.createElement("div");
  document.body.append(host);
  engine.createRoot(host).render(<LiveNotice updates={updates} texts={engine.texts} />);

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
      lastId ? `${eventsApiPath}?since=${encodeURIComponent(lastId)}` : eventsApiPath,
    );
    // Reopened without a known id: what changed meanwhile is unknown, so check everything.
    if (!lastId && failures > 0) void updates.changed("all");
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
    // Counts as a failure so that, without a known id, reopening checks everything.
    failures = Math.max(failures, 1);
  };
  document.addEventListener("visibilitychange", () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === "hidden") hiddenTimer = setTimeout(close, hiddenCloseMs);
    else if (!source) open();
  });
  open();
}
