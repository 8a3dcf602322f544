/**
 * Opening the live updates stream (issue 34): once the page is hydrated, from the time the
 * server read the page's data (`?after=`), so a page rendered before a change hears of it.
 */
import { act } from "@testing-library/react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import { endpointKey } from "../../src/engine/endpointQueries.ts";
import { startLiveUpdates } from "../../src/live/startLiveUpdates.tsx";
import { queryStateElementId } from "../../src/shared/renderedPage.ts";
import { eventsApiPath } from "../../src/shared/sitePaths.ts";

/** Records the streams the page opens (jsdom has no EventSource). */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: string[] = [];
  readyState = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(url);
  }
  addEventListener() {}
  close() {}
}

/** The notice's roots, unmounted after each test: React's scheduler would otherwise render
 * them after the file's window is gone (an unhandled error that fails the run). */
const roots: Root[] = [];

function start() {
  startLiveUpdates({
    queryClient: createQueryClient(),
    createRoot: (host) => {
      const root = createRoot(host);
      roots.push(root);
      return root;
    },
    endpointKey,
    fetchFresh: vi.fn(),
  });
}

/** The page's dehydrated queries as the server writes them (two feeds rendered together). */
function serverState(...times: number[]) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = queryStateElementId;
  script.textContent = JSON.stringify({
    mutations: [],
    queries: times.map((time, i) => ({
      queryKey: ["feed", `newYork/e${i}`],
      state: { data: { articles: [], sample: false }, dataUpdatedAt: time, status: "success" },
    })),
  });
  document.body.append(script);
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.interactive;
  document.body.replaceChildren();
});

const hydrated = async () => {
  document.documentElement.dataset.interactive = "true";
  // MutationObserver callbacks run as microtasks.
  await Promise.resolve();
};

describe("startLiveUpdates", () => {
  it("opens the stream once the page is hydrated, from when its data was read", async () => {
    serverState(1_750_000_002_000, 1_750_000_001_000);
    start();
    expect(FakeEventSource.opened).toEqual([]);
    await hydrated();
    expect(FakeEventSource.opened).toEqual([`${eventsApiPath}?after=1750000001000`]);
  });

  it("opens at once on a page already hydrated; without server data, from the current event", async () => {
    document.documentElement.dataset.interactive = "true";
    start();
    expect(FakeEventSource.opened).toEqual([eventsApiPath]);
  });

  it("opens anyway after 10 s on a page that never says it is hydrated", () => {
    vi.useFakeTimers();
    serverState(1_750_000_000_000);
    start();
    vi.advanceTimersByTime(9_999);
    expect(FakeEventSource.opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toEqual([`${eventsApiPath}?after=1750000000000`]);
  });
});
