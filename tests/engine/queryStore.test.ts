import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryStore, FEED_STALE_MS } from "../../src/engine/createQueryStore.ts";
import { feedKey } from "../../src/engine/feeds.ts";
import { type QueryKey, QueryStore } from "../../src/engine/queryStore.ts";
import { StoryNotFoundError } from "../../src/engine/storyQuery.ts";
import { serializeState } from "../../src/shared/serializeState.ts";

/** A fetch the test answers when it likes, recording each call and its signal. */
function controlledFetch<T>() {
  const calls: { signal: AbortSignal; resolve: (data: T) => void; reject: (e: unknown) => void }[] =
    [];
  const fetch = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { fetch, calls };
}

/** Lets promise callbacks and the store's deferred release run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const KEY: QueryKey = ["feed", "bbc/breaking"];

afterEach(() => {
  vi.useRealTimers();
});

describe("QueryStore", () => {
  it("fetches once for two readers of the same key, and tells both", async () => {
    const store = createQueryStore();
    const { fetch, calls } = controlledFetch<string>();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(KEY, first);
    store.subscribe(KEY, second);
    store.fetchIfStale({ key: KEY, fetch });
    store.fetchIfStale({ key: [...KEY], fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.get(KEY).status).toBe("loading");
    calls[0]?.resolve("headlines");
    await settle();
    expect(store.get(KEY)).toEqual({ status: "success", data: "headlines", error: null });
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
  });

  it("keeps one state object until it changes (a stable snapshot)", () => {
    const store = createQueryStore();
    expect(store.get(KEY)).toBe(store.get(["feed", "bbc/breaking"]));
    store.set(KEY, "a");
    const state = store.get(KEY);
    expect(store.get(KEY)).toBe(state);
    store.set(KEY, "b");
    expect(store.get(KEY)).not.toBe(state);
  });

  it("hashes keys stably: an object part's property order does not matter", () => {
    const store = createQueryStore();
    store.set(["search", { q: "floods", section: "/africa" }], "found");
    expect(store.get(["search", { section: "/africa", q: "floods" }]).data).toBe("found");
    expect(store.get(["search", { q: "floods" }]).status).toBe("loading");
  });

  it("does not refetch within the stale time, and refetches after it", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-07-01T12:00:00Z") });
    const store = new QueryStore({ staleTime: 1000, gcTime: 1000 });
    const { fetch } = controlledFetch<string>();
    store.set(KEY, "cached");
    store.fetchIfStale({ key: KEY, fetch });
    vi.advanceTimersByTime(999);
    store.fetchIfStale({ key: KEY, fetch });
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    store.fetchIfStale({ key: KEY, fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    // While it refetches, the stale data stays on screen.
    expect(store.get(KEY)).toMatchObject({ status: "success", data: "cached" });
  });

  it("takes a query's own stale time over the policy's (feeds: five minutes)", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-07-01T12:00:00Z") });
    const store = createQueryStore();
    const { fetch } = controlledFetch<string>();
    store.set(feedKey("bbc/breaking"), "feed");
    store.set(["story", "x"], "story");
    vi.advanceTimersByTime(60_000);
    store.fetchIfStale({ key: feedKey("bbc/breaking"), fetch });
    expect(fetch).not.toHaveBeenCalled();
    store.fetchIfStale({ key: ["story", "x"], fetch, staleTime: 60_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FEED_STALE_MS - 60_000);
    store.fetchIfStale({ key: feedKey("bbc/breaking"), fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("surfaces an error at once, the same object, with no retry", async () => {
    const store = createQueryStore();
    const fetch = vi.fn(async () => {
      throw new StoryNotFoundError('No story "gone"');
    });
    store.subscribe(KEY, () => {});
    store.fetchIfStale({ key: KEY, fetch });
    await settle();
    const state = store.get(KEY);
    expect(state.status).toBe("error");
    expect(state.error).toBeInstanceOf(StoryNotFoundError);
    expect(state.data).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps loaded data through a failed refetch, and shows loading again when a failed query is asked anew", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-07-01T12:00:00Z") });
    const store = new QueryStore({ staleTime: 1000, gcTime: 1000 });
    const failing = vi.fn(async () => {
      throw new Error("Request failed with status 502");
    });
    store.set(KEY, "good");
    vi.advanceTimersByTime(1000);
    store.fetchIfStale({ key: KEY, fetch: failing });
    await settle();
    expect(store.get(KEY)).toMatchObject({ status: "error", data: "good" });

    const other: QueryKey = ["feed", "newYork/world"];
    store.fetchIfStale({ key: other, fetch: failing });
    await settle();
    expect(store.get(other).status).toBe("error");
    const { fetch, calls } = controlledFetch<string>();
    store.fetchIfStale({ key: other, fetch });
    expect(store.get(other)).toEqual({ status: "loading", data: undefined, error: null });
    calls[0]?.resolve("back");
    await settle();
    expect(store.get(other)).toEqual({ status: "success", data: "back", error: null });
  });

  it("asks nothing for a disabled query", () => {
    const store = createQueryStore();
    const { fetch } = controlledFetch<string>();
    store.fetchIfStale({ key: KEY, fetch, enabled: false });
    expect(fetch).not.toHaveBeenCalled();
    expect(store.get(KEY).status).toBe("loading");
  });

  it("aborts a fetch once the last reader leaves, and keeps it while one remains", async () => {
    const store = createQueryStore();
    const { fetch, calls } = controlledFetch<string>();
    const leaveFirst = store.subscribe(KEY, () => {});
    const leaveSecond = store.subscribe(KEY, () => {});
    store.fetchIfStale({ key: KEY, fetch });
    const signal = calls[0]?.signal;
    leaveFirst();
    await settle();
    expect(signal?.aborted).toBe(false);
    leaveSecond();
    await settle();
    expect(signal?.aborted).toBe(true);
    // An aborted fetch writes nothing: the query is still to be loaded, and is asked again.
    calls[0]?.reject(new DOMException("aborted", "AbortError"));
    await settle();
    expect(store.get(KEY).status).toBe("loading");
    store.subscribe(KEY, () => {});
    store.fetchIfStale({ key: KEY, fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not abort when a reader leaves and comes straight back (StrictMode, a route change)", async () => {
    const store = createQueryStore();
    const { fetch, calls } = controlledFetch<string>();
    const leave = store.subscribe(KEY, () => {});
    store.fetchIfStale({ key: KEY, fetch });
    leave();
    store.subscribe(KEY, () => {});
    store.fetchIfStale({ key: KEY, fetch });
    await settle();
    expect(calls[0]?.signal.aborted).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("drops a query no one has read for its keep time", async () => {
    const store = new QueryStore({ staleTime: 1000, gcTime: 5 });
    store.set(KEY, "old");
    store.subscribe(KEY, () => {})();
    await settle();
    expect(store.get(KEY).data).toBe("old");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(KEY).status).toBe("loading");
  });

  it("refetches only the stale queries someone reads (back to the tab, back online)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-07-01T12:00:00Z") });
    const store = new QueryStore({ staleTime: 1000, gcTime: 1000 });
    const read = controlledFetch<string>();
    const unread = controlledFetch<string>();
    store.subscribe(KEY, () => {});
    store.fetchIfStale({ key: KEY, fetch: read.fetch });
    read.calls[0]?.resolve("first");
    const leave = store.subscribe(["other"], () => {});
    store.fetchIfStale({ key: ["other"], fetch: unread.fetch });
    unread.calls[0]?.resolve("first");
    leave();
    await settle();
    store.refetchStale();
    expect(read.fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    store.refetchStale();
    expect(read.fetch).toHaveBeenCalledTimes(2);
    expect(unread.fetch).toHaveBeenCalledTimes(1);
  });

  it("round-trips through the page: escaped for a script element, restored fresh", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-07-01T12:00:00Z") });
    const server = createQueryStore();
    const story = { title: "</script><script>alert(1)</script> \u2028 & <!-- \u2029", n: null };
    server.set(["story", "s1"], story);
    server.set(["search", "x", ""], null);
    const text = serializeState(server.entries());
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);

    // The browser restores it an hour later: current from then, so nothing is asked.
    vi.advanceTimersByTime(3_600_000);
    const browser = createQueryStore();
    browser.restore(JSON.parse(text));
    expect(browser.get(["story", "s1"])).toEqual({ status: "success", data: story, error: null });
    expect(browser.get(["search", "x", ""])).toEqual({
      status: "success",
      data: null,
      error: null,
    });
    const { fetch } = controlledFetch<unknown>();
    browser.fetchIfStale({ key: ["story", "s1"], fetch, staleTime: 60_000 });
    browser.fetchIfStale({ key: ["search", "x", ""], fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(browser.entries()).toEqual(server.entries());
  });
});
