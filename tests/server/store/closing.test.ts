/** Stopping the refresher stops the refresher only; the store is closed with the server that made it. */
import { describe, expect, it, vi } from "vitest";
import { FeedRefresher } from "../../../src/server/store/feedRefresher.ts";
import { FeedStore } from "../../../src/server/store/feedStore.ts";
import { startHarness, testFeeds, testLimits } from "../harness.ts";

const feeds = testFeeds({ "bbc/a": { sources: ["http://127.0.0.1:9/feed.xml"], sample: true } });

describe("closing the store", () => {
  it("is not the refresher's job: after stop, the store still serves and is open", async () => {
    const store = new FeedStore(feeds, new Map());
    const close = vi.spyOn(store, "close");
    const ingester = { ingest: async () => [], close: vi.fn(async () => {}) };
    const refresher = new FeedRefresher(store, {
      limits: testLimits,
      concurrency: 1,
      jitter: 0,
      initialSpreadMs: 0,
      ingester,
      log: { info: () => {}, warn: () => {} },
    });
    await refresher.stop();
    expect(ingester.close).toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    expect(store.response("bbc/a")?.available).toBe(true);
    store.close();
  });

  it("is the server's: closing the app closes the store", async () => {
    const harness = await startHarness(feeds);
    const close = vi.spyOn(harness.store, "close");
    await harness.refresher.stop();
    expect(close).not.toHaveBeenCalled();
    await harness.app.close();
    expect(close).toHaveBeenCalledOnce();
  });
});
