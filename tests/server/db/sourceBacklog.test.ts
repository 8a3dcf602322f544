/** Issue 48: what waits for the store keeps every item a reader was shown, within a bound. */
import { describe, expect, it } from "vitest";
import { SourceBacklog } from "../../../src/server/db/sourceBacklog.ts";
import type { PersistedSource } from "../../../src/shared/persistedSource.ts";

const item = (link: string): PersistedSource["items"][number] => ({
  article: {
    title: link,
    description: "",
    content: "",
    link: `https://wire.test/${link}`,
    images: [],
    pubDate: null,
    category: null,
    creator: null,
    author: null,
    excerpt: null,
  },
  key: `wire.test/${link}`,
  titleKey: link,
  rank: 0,
  feedSize: 1,
});

const state = (url: string, at: string, links: string[]): PersistedSource => ({
  version: 1,
  url,
  savedAt: at,
  lastSuccess: at,
  validators: { etag: `"${at}"` },
  items: links.map(item),
});

const leftLinks = (backlog: SourceBacklog) =>
  [...(backlog.first()?.left.values() ?? [])].map(({ item, at }) => [item.article.title, at]);

describe("SourceBacklog", () => {
  it("keeps a source's latest state and what earlier states held beyond it, first seen first", () => {
    const backlog = new SourceBacklog();
    backlog.add(state("a", "t1", ["x", "y"]));
    backlog.add(state("a", "t2", ["y", "z"]));
    backlog.add(state("a", "t3", ["z", "w"]));
    expect(backlog.first()?.source.lastSuccess).toBe("t3");
    const seen = [...(backlog.first()?.seen ?? [])].map(([link, at]) => [
      link.split("/").pop(),
      at,
    ]);
    expect(seen).toEqual([
      ["z", "t2"],
      ["w", "t3"],
    ]);
    expect(leftLinks(backlog)).toEqual([
      ["x", "t1"],
      ["y", "t1"],
    ]);
    expect(backlog.items).toBe(4);
    expect(backlog.sources).toBe(1);
  });

  it("drops a left item that came back into the feed: the latest state archives it", () => {
    const backlog = new SourceBacklog();
    backlog.add(state("a", "t1", ["x"]));
    backlog.add(state("a", "t2", ["y"]));
    backlog.add(state("a", "t3", ["x", "y"]));
    expect(leftLinks(backlog)).toEqual([]);
  });

  it("writes sources in the order they first waited, and forgets one once written", () => {
    const backlog = new SourceBacklog();
    backlog.add(state("a", "t1", ["x"]));
    backlog.add(state("b", "t2", ["y"]));
    backlog.add(state("a", "t3", ["z"]));
    const first = backlog.first();
    expect(first?.source.url).toBe("a");
    if (first) backlog.written(first);
    expect(backlog.first()?.source.url).toBe("b");
    expect(backlog.items).toBe(1);
  });

  it("lets the oldest left items go past its bound, and counts them", () => {
    const backlog = new SourceBacklog(3);
    for (let round = 0; round < 6; round++) backlog.add(state("a", `t${round}`, [`i${round}`]));
    expect(leftLinks(backlog).map(([title]) => title)).toEqual(["i2", "i3", "i4"]);
    expect(backlog.dropped).toBe(2);
    expect(backlog.items).toBe(4);
  });
});
