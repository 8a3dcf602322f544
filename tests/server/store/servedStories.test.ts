/**
 * A story's answer when the store cannot be read (issue 37): a living story still answers
 * from what is served; it never turns into a 404 for the store's failure.
 */
import { describe, expect, it } from "vitest";
import type { StoryPersistence } from "../../../src/server/db/persistStories.ts";
import { FeedStore } from "../../../src/server/store/feedStore.ts";
import { storySchema } from "../../../src/shared/story.ts";
import { testFeeds } from "../harness.ts";
import { sourceItem } from "../stories/sourceItem.ts";

const now = Date.parse("2025-06-03T12:00:00Z");

describe("a story's answer", () => {
  it("comes from what is served when the stored stories cannot be read", async () => {
    const sample = [
      sourceItem("https://a.example/1", "Flash floods hit Valdora", "2025-06-03T10:00:00Z"),
    ];
    const store = new FeedStore(
      testFeeds({ "bbc/breaking": { sources: ["https://a.example/feed.xml"], sample: true } }),
      new Map([["bbc/breaking", sample]]),
      () => now,
    );
    const failing = {
      loadSince: async () => ({ records: [], places: [] }),
      save: async () => {},
      settled: async () => {},
      archived: async () => {
        throw new Error("database disk image is malformed");
      },
    } as unknown as StoryPersistence;
    await store.keepStoriesIn(failing, { writes: true });
    const response = store.response("bbc/breaking");
    if (!response?.available) throw new Error("bbc/breaking is not available");
    const [card] = JSON.parse(String(response.json)) as { storyId: string }[];
    const answer = await store.story(card?.storyId ?? "");
    if (!answer || !("json" in answer)) throw new Error("the living story did not answer");
    expect(storySchema.parse(JSON.parse(answer.json.toString())).title).toBe(
      "Flash floods hit Valdora",
    );
    store.close();
  });
});
