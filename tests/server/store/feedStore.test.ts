/** The store rescoring endpoints after a source changes. */
import { describe, expect, it } from "vitest";
import { validateConfig } from "../../../src/shared/configValidation.ts";
import { readConfigFiles } from "../../../src/shared/readConfigFiles.ts";
import { testFeeds } from "../harness.ts";

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

describe("search results as served", () => {
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
});
