import { describe, expect, it } from "vitest";
import { CacheIndex, type CacheLimits, cacheLimits } from "../../src/offline/cacheIndex.ts";

const limits: CacheLimits = { pages: 2, data: 1, mediaBytes: 100 };
const page = (title: string) => ({ kind: "page" as const, bytes: 10, title });
const media = (bytes: number) => ({ kind: "media" as const, bytes });

describe("CacheIndex", () => {
  it("drops the least recently used pages beyond the page limit", () => {
    const index = new CacheIndex();
    index.record("/a", page("A"));
    index.record("/b", page("B"));
    index.record("/c", page("C"));
    expect(index.prune(limits)).toEqual([["/a", "page"]]);
    expect(index.pages().map((entry) => entry.url)).toEqual(["/c", "/b"]);
  });

  it("a use makes an entry the most recent, so another one goes", () => {
    const index = new CacheIndex();
    index.record("/a", page("A"));
    index.record("/b", page("B"));
    expect(index.touch("/a")).toBe(true);
    index.record("/c", page("C"));
    expect(index.prune(limits)).toEqual([["/b", "page"]]);
    expect(index.touch("/b")).toBe(false);
  });

  it("bounds media by bytes, dropping the oldest until the rest fits", () => {
    const index = new CacheIndex();
    index.record("/img/1", media(40));
    index.record("/img/2", media(40));
    index.record("/img/3", media(40));
    index.record("/img/4", media(30));
    expect(index.prune(limits)).toEqual([
      ["/img/1", "media"],
      ["/img/2", "media"],
    ]);
    expect(index.prune(limits)).toEqual([]);
  });

  it("bounds each kind on its own: media bytes never evict pages", () => {
    const index = new CacheIndex();
    index.record("/a", page("A"));
    index.record("/img/big", media(500));
    index.record("/public/api/x", { kind: "data", bytes: 1 });
    index.record("/public/api/y", { kind: "data", bytes: 1 });
    expect(index.prune(limits)).toEqual([
      ["/img/big", "media"],
      ["/public/api/x", "data"],
    ]);
    expect(index.pages()).toEqual([{ url: "/a", title: "A" }]);
  });

  it("a recorded URL replaces its entry instead of counting twice", () => {
    const index = new CacheIndex();
    index.record("/a", page("A"));
    index.record("/b", page("B"));
    index.record("/a", page("A again"));
    expect(index.prune(limits)).toEqual([]);
    expect(index.pages()).toEqual([
      { url: "/a", title: "A again" },
      { url: "/b", title: "B" },
    ]);
  });

  it("survives its JSON form, order included", () => {
    const index = new CacheIndex();
    index.record("/a", page("A"));
    index.record("/b", page(""));
    index.touch("/a");
    const restored = new CacheIndex(JSON.parse(JSON.stringify(index)));
    expect(restored.pages()).toEqual([
      { url: "/a", title: "A" },
      { url: "/b", title: "/b" },
    ]);
  });

  it("agrees with a cache: forgets what it lost, names what it never indexed", () => {
    const index = new CacheIndex();
    index.record("/a", page("A"));
    index.record("/b", page("B"));
    index.record("/img/1", media(10));
    expect(index.reconcile("page", ["/b", "/orphan"])).toEqual(["/orphan"]);
    expect(index.pages().map((entry) => entry.url)).toEqual(["/b"]);
    expect(index.reconcile("media", ["/img/1"])).toEqual([]);
  });

  it("holds the issue's bounds: 50 pages and 30 MB", () => {
    const index = new CacheIndex();
    for (let i = 0; i < 60; i++) index.record(`/p${i}`, page(`P${i}`));
    for (let i = 0; i < 40; i++) index.record(`/img/${i}`, media(1024 * 1024));
    const dropped = index.prune(cacheLimits);
    expect(dropped.filter(([, kind]) => kind === "page")).toHaveLength(10);
    expect(dropped.filter(([, kind]) => kind === "media")).toHaveLength(10);
    expect(dropped[0]).toEqual(["/p0", "page"]);
  });
});
