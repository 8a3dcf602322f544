import { describe, expect, it } from "vitest";
import { sliceFeed } from "../../src/shared/sliceFeed.ts";

const items = ["a", "b", "c", "d", "e", "f"];

describe("sliceFeed", () => {
  it("takes `count` items starting at `from`", () => {
    expect(sliceFeed(items, { from: 1, count: 2 })).toEqual(["b", "c"]);
  });
  it("takes every remaining item when count is absent", () => {
    expect(sliceFeed(items, { from: 4 })).toEqual(["e", "f"]);
  });
  it("returns what exists when the feed is shorter than the slice", () => {
    expect(sliceFeed(items, { from: 4, count: 6 })).toEqual(["e", "f"]);
    expect(sliceFeed(items, { from: 9, count: 2 })).toEqual([]);
  });
  it("does not modify the feed", () => {
    const feed = [...items];
    sliceFeed(feed, { from: 0, count: 3 });
    expect(feed).toEqual(items);
  });
});
