/** The store rescoring endpoints after a source changes. */
import { describe, expect, it, vi } from "vitest";
import type { SourceItem } from "../../../src/server/feeds/normalizeFeed.ts";
import { validateConfig } from "../../../src/shared/configValidation.ts";
import { readConfigFiles } from "../../../src/shared/readConfigFiles.ts";
import { testFeeds } from "../harness.ts";
import { launchHeadlines } from "../stories/broadStoryFixture.ts";
import { sourceItem } from "../stories/sourceItem.ts";

describe("rescoring after a source changes", () => {
  it("rescores other endpoints once the debounce delay has passed", async () => {
    const { FeedStore } = await import("../../../src/server/store/feedStore.ts");
    const now = Date.parse("2025-06-03T12:00:00Z");
    const item = (link: string) => ({
      article: {
        title: "Shared story about the harbour bridge",
        description: "",
        content: "",
        link,
        images: [],
        pubDate: "2025-06-03T11:00:00.000Z",
        category: null,
        creator: null,
        author: null,
        excerpt: null,
      },
      key: link.replace("https://", ""),
      titleKey: "shared story about the harbour bridge",
      rank: 5,
      feedSize: 10,
    });
    const store = new FeedStore(
      testFeeds(
        {
          "bbc/a": { sources: ["https://a.test/f"], sample: true },
          "bbc/b": { sources: ["https://b.test/f"], sample: true },
        },
        10,
      ),
      new Map(),
      () => now,
      20,
    );
    const trending = () => {
      const response = store.response("bbc/a");
      if (!response?.available) throw new Error("bbc/a is not available");
      return JSON.parse(String(response.json))[0].trending;
    };
    store.commit({
      url: "https://a.test/f",
      attemptedAt: "t",
      finishedAt: "t",
      outcome: {
        kind: "updated",
        items: [item("https://a.test/1")],
        validators: {},
        finalUrl: "https://a.test/f",
      },
    });
    // A commit is served from a later event-loop turn (the story work runs in slices).
    await store.settled();
    expect(trending()).toBe(false);
    store.commit({
      url: "https://b.test/f",
      attemptedAt: "t",
      finishedAt: "t",
      outcome: {
        kind: "updated",
        items: [item("https://b.test/1")],
        validators: {},
        finalUrl: "https://b.test/f",
      },
    });
    await store.settled();
    expect(trending()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(trending()).toBe(true);
    store.close();
  });

  it("changes no endpoint (so re-renders no page) when only the clock moved within a 5-minute tick", async () => {
    const { FeedStore } = await import("../../../src/server/store/feedStore.ts");
    const { loadSamples } = await import("../../../src/server/samples/sampleSnapshot.ts");
    const config = validateConfig(await readConfigFiles("config"));
    if (!config.ok) throw new Error("config/ is invalid");
    let now = Date.parse("2025-06-03T12:00:00Z");
    const store = new FeedStore(config.config.feeds, await loadSamples(now), () => now);
    const changed: string[] = [];
    store.onChange((endpoint) => changed.push(endpoint));
    now += 4 * 60_000;
    store.rebuildAll();
    expect(changed).toEqual([]);
    now += 2 * 60_000;
    store.rebuildAll();
    expect(changed).toHaveLength(store.endpointIds().length);
    store.close();
  });
});

/** A store given three thousand reports, each of its own event: clustering them is long work. */
async function storeWithLongRun() {
  const { FeedStore } = await import("../../../src/server/store/feedStore.ts");
  const now = Date.parse("2025-06-03T12:00:00Z");
  const store = new FeedStore(
    testFeeds({ "bbc/a": { sources: ["https://a.test/f"], sample: true } }, 60),
    new Map(),
    () => now,
  );
  const items = Array.from({ length: 3000 }, (_, n) =>
    sourceItem(
      `https://a.test/${n}`,
      `Council ${n} approves plan ${n * 7} for the ward of Ostrava ${n * 13}`,
      new Date(now - n * 1000).toISOString(),
      n,
    ),
  );
  const commit = () =>
    store.commit({
      url: "https://a.test/f",
      attemptedAt: "t",
      finishedAt: "t",
      outcome: { kind: "updated", items, validators: {}, finalUrl: "https://a.test/f" },
    });
  const served = () => {
    const response = store.response("bbc/a");
    return response?.available ? (JSON.parse(String(response.json)) as unknown[]).length : 0;
  };
  return { store, commit, served };
}

describe("a refresh off the request path", () => {
  it("updates the stories and endpoints in slices, answering meanwhile, and serves them when settled", async () => {
    const { store, commit, served } = await storeWithLongRun();
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    commit();
    // Served once the work is done, not during the commit.
    expect(served()).toBe(0);
    await store.settled();
    clearInterval(ticking);
    expect(served()).toBe(60);
    // Timers ran while the stories were made: the event loop was given back.
    expect(turns).toBeGreaterThan(3);
    store.close();
  });

  it("stops without waiting out the pause after a run (a server's SIGTERM waits for it)", async () => {
    const { store, commit, served } = await storeWithLongRun();
    commit();
    // Served: the run is over, and it pauses twice as long as it ran before it may end.
    const ran = performance.now();
    while (served() < 60) await new Promise((resolve) => setTimeout(resolve, 1));
    const runMs = performance.now() - ran;
    store.close();
    const closed = performance.now();
    await store.settled();
    // Waiting out the pause took 452 ms here; a loaded machine may take a few turns.
    expect(performance.now() - closed).toBeLessThan(Math.min(runMs, 100));
  });
});

describe("search results as served", () => {
  it("are cut into pages once they are one per story, so a story shows on one page", async () => {
    const { FeedStore } = await import("../../../src/server/store/feedStore.ts");
    const now = Date.parse("2025-06-03T12:00:00Z");
    const store = new FeedStore(
      testFeeds(
        {
          "bbc/a": { sources: ["https://a.test/f"], sample: true },
          "bbc/b": { sources: ["https://b.test/f"], sample: true },
        },
        60,
      ),
      new Map(),
      () => now,
    );
    const at = new Date(now - 3600_000).toISOString();
    // Thirty reports of their own, and one headline two publishers carry (one story).
    const own = Array.from({ length: 30 }, (_, n) =>
      sourceItem(`https://a.test/${n}`, `Report ${n} on ledger ${n * 7}`, at),
    );
    const shared = "Harbour bridge reopens after two years of repairs";
    for (const [url, items] of [
      ["https://a.test/f", [...own, sourceItem("https://a.test/bridge", shared, at)]],
      ["https://b.test/f", [sourceItem("https://b.test/bridge", shared, at)]],
    ] as const)
      store.commit({
        url,
        attemptedAt: "t",
        finishedAt: "t",
        outcome: { kind: "updated", items: [...items], validators: {}, finalUrl: url },
      });
    await store.settled();
    const served = (id: string) => {
      const response = store.response(id);
      if (!response?.available) throw new Error(`${id} is not available`);
      return response.articles;
    };
    const byLink = new Map([...served("bbc/a"), ...served("bbc/b")].map((a) => [a.link, a]));
    const article = (link: string) => {
      const found = byLink.get(link);
      if (!found) throw new Error(`${link} is not served`);
      return found;
    };
    // As the archive answers: ranked, the story's two reports 19th and 21st.
    const ranked = [
      ...own.slice(0, 18).map((item) => article(item.article.link)),
      article("https://a.test/bridge"),
      article(own[18]?.article.link ?? ""),
      article("https://b.test/bridge"),
      ...own.slice(19).map((item) => article(item.article.link)),
    ];
    const pages = [1, 2].map((page) =>
      store.asServed(ranked, { byCoverage: false, page }).map((a) => a.link),
    );
    expect(pages.map((page) => page.length)).toEqual([20, 11]);
    expect(pages[0]).toContain("https://a.test/bridge");
    expect(pages[1]).not.toContain("https://b.test/bridge");
    // The same array for the same page (its prepared bytes stay valid).
    expect(store.asServed(ranked, { byCoverage: false, page: 2 })).toBe(
      store.asServed(ranked, { byCoverage: false, page: 2 }),
    );
    store.close();
  });

  it("are one array per kept result, with their image links, until an image is unlinked", async () => {
    const { FeedStore } = await import("../../../src/server/store/feedStore.ts");
    const { loadSamples } = await import("../../../src/server/samples/sampleSnapshot.ts");
    const config = validateConfig(await readConfigFiles("config"));
    if (!config.ok) throw new Error("config/ is invalid");
    const now = Date.parse("2025-06-03T12:00:00Z");
    const store = new FeedStore(config.config.feeds, await loadSamples(now), () => now);
    store.linkImagesWith((article) => ({ ...article, creator: "linked" }));
    const kept = (await loadSamples(now))
      .values()
      .next()
      .value?.map((item) => ({ ...item.article, popularity: 0, trending: false }));
    if (!kept?.length) throw new Error("no samples");
    const served = store.asServed(kept);
    // The same array for the same kept result: searchRoutes prepares its bytes once.
    expect(store.asServed(kept)).toBe(served);
    expect(served.every((article) => article.creator === "linked")).toBe(true);
    store.relinkImages(new Set([kept[0]?.images[0] ?? ""]));
    expect(store.asServed(kept)).not.toBe(served);
    store.close();
  });

  it("groups what a refresh left ungrouped a minute on, without waiting for another", async () => {
    // Timers only: the store's story work gives the event loop back through setImmediate.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    try {
      const { FeedStore } = await import("../../../src/server/store/feedStore.ts");
      let now = Date.parse("2025-06-03T12:00:00Z");
      const sources = launchHeadlines.map((_, i) => `https://p${i}.test/f`);
      const store = new FeedStore(
        testFeeds(
          {
            "bbc/a": { sources, sample: true },
            "bbc/b": { sources: ["https://other.test/f"], sample: true },
          },
          40,
        ),
        new Map(),
        () => now,
        20,
      );
      const item = (title: string, link: string) =>
        sourceItem(link, title, new Date(now - 3600_000).toISOString());
      // Each refresh is served before the next comes, a second later.
      const refresh = async (url: string, items: SourceItem[]) => {
        store.commit({
          url,
          attemptedAt: "t",
          finishedAt: "t",
          outcome: { kind: "updated", items, validators: {}, finalUrl: url },
        });
        await store.settled();
      };
      // Thirty other reports, grouped as they come; then twelve publishers' reports of one
      // launch, a second apart: within a minute of that regroup, and each fewer than a
      // tenth of the window, so none is grouped as it comes.
      await refresh(
        "https://other.test/f",
        Array.from({ length: 30 }, (_, n) =>
          item(`Report ${n} on ledger ${n * 7}`, `https://other.test/${n}`),
        ),
      );
      for (const [i, title] of launchHeadlines.entries()) {
        now += 1000;
        await refresh(sources[i] as string, [item(title, `https://p${i}.test/1`)]);
      }
      const stories = () => {
        const response = store.response("bbc/a");
        if (!response?.available) throw new Error("bbc/a is not available");
        const articles = JSON.parse(String(response.json)) as {
          storyId: string;
          sourceCount: number;
        }[];
        // One card per story, each counting its publishers: twelve in all, however grouped.
        expect(articles.reduce((sum, a) => sum + a.sourceCount, 0)).toBe(12);
        expect(new Set(articles.map((a) => a.storyId)).size).toBe(articles.length);
        return articles.length;
      };
      await vi.advanceTimersByTimeAsync(100);
      expect(stories()).toBeGreaterThan(1);
      // A minute on, with no refresh since, the store has regrouped and rescored.
      now += 60_000;
      await vi.advanceTimersByTimeAsync(60_000);
      await store.settled();
      expect(stories()).toBe(1);
      store.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
