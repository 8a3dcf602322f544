import { describe, expect, it } from "vitest";
import { pageCount, pageItems, sortArticles } from "../../src/components/allNewsOrder.ts";
import { makeArticle } from "../support/articles.ts";

const a = makeArticle(1, { title: "newest", popularity: 5, trending: true });
const b = makeArticle(2, { title: "middle", popularity: 0, trending: false });
const c = makeArticle(3, { title: "oldest", popularity: 9, trending: true });
const undated = makeArticle(4, { title: "undated", pubDate: null, popularity: 1, trending: false });
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe("sortArticles", () => {
  it("New: newest first, undated last", () => {
    expect(titles(sortArticles([undated, c, a, b], "New"))).toEqual([
      "newest",
      "middle",
      "oldest",
      "undated",
    ]);
  });
  it("Old: oldest first, undated last", () => {
    expect(titles(sortArticles([undated, a, c, b], "Old"))).toEqual([
      "oldest",
      "middle",
      "newest",
      "undated",
    ]);
  });
  it("Popular: highest popularity first, missing counts as 0", () => {
    const missing = {
      ...makeArticle(5, { title: "missing" }),
      popularity: undefined as unknown as number,
    };
    expect(titles(sortArticles([b, missing, a, c, undated], "Popular"))).toEqual([
      "oldest",
      "newest",
      "undated",
      "middle",
      "missing",
    ]);
  });
  it("Trending: only trending items", () => {
    expect(titles(sortArticles([a, b, c, undated], "Trending"))).toEqual(["newest", "oldest"]);
  });
  it("does not modify its input", () => {
    const input = [c, a];
    sortArticles(input, "New");
    expect(titles(input)).toEqual(["oldest", "newest"]);
  });
});

describe("pagination", () => {
  it("counts pages of 4, and one page for an empty list", () => {
    expect([0, 1, 4, 5, 8, 9].map((n) => pageCount(n, 4))).toEqual([1, 1, 1, 2, 2, 3]);
  });
  it("returns the items of a 1-based page", () => {
    expect(pageItems([1, 2, 3, 4, 5, 6], 2, 4)).toEqual([5, 6]);
  });
});
