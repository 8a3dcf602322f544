import { describe, expect, it } from "vitest";
import { titleKey } from "../../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters, storyRules } from "../../../src/server/stories/clusterStories.ts";

const hour = 3600_000;
function headline(publisher: string, title: string, hours: number, key: string) {
  return { key, titleKey: titleKey(title), title, publisher, seenAt: hours * hour };
}

const first = "Flash floods sweep through Valdora as river bursts its banks";
// Three shared terms of seven: too little of the first for the rules, alike on average.
const lone = "Thousands evacuated as Valdora river floods city centre";

describe("groupStories (through StoryClusters.member)", () => {
  it("groups lone reports the rules keep apart when they are alike on average", () => {
    const clusters = new StoryClusters();
    const founded = clusters.add(headline("a.example", first, 0, "a/1"));
    expect(clusters.add(headline("b.example", lone, 1, "b/1"))).not.toBe(founded);
    expect(clusters.member("b/1")?.story).toBe(founded);
    expect(clusters.member("b/1")?.event).not.toBe(founded);
    // Without grouping, the rules' stories are shown as they are.
    const strict = new StoryClusters({ ...storyRules, minCosine: Number.POSITIVE_INFINITY });
    strict.add(headline("a.example", first, 0, "a/1"));
    strict.add(headline("b.example", lone, 1, "b/1"));
    expect(strict.member("b/1")?.story).not.toBe(strict.member("a/1")?.story);
  });

  it("never merges two stories of several articles, however alike", () => {
    const clusters = new StoryClusters();
    // Another figure: the rules keep these apart (another quake), each told twice.
    const big = "Magnitude 6.8 earthquake strikes Tamsk region, buildings collapse";
    const small = "Magnitude 5.1 earthquake strikes Tamsk region, buildings collapse";
    clusters.add(headline("a.example", big, 0, "a/1"));
    clusters.add(headline("b.example", big, 1, "b/1"));
    clusters.add(headline("c.example", small, 2, "c/1"));
    clusters.add(headline("d.example", small, 3, "d/1"));
    const story = (key: string) => clusters.member(key)?.story;
    expect(story("b/1")).toBe(story("a/1"));
    expect(story("d/1")).toBe(story("c/1"));
    expect(story("c/1")).not.toBe(story("a/1"));
    expect(story("a/1")?.members).toHaveLength(2);
  });

  it("leaves a publisher's later lone report apart from its own story, and reports days apart", () => {
    // The publisher's own report 30 hours on: news of its own, as the rules say.
    const own = new StoryClusters();
    own.add(headline("a.example", first, 0, "a/1"));
    own.add(headline("a.example", lone, 30, "a/2"));
    expect(own.member("a/2")?.story).not.toBe(own.member("a/1")?.story);
    // Another publisher, but beyond the 72-hour window.
    const late = new StoryClusters();
    late.add(headline("a.example", first, 0, "a/1"));
    late.add(headline("b.example", lone, 80, "b/1"));
    expect(late.member("b/1")?.story).not.toBe(late.member("a/1")?.story);
  });

  it("regroups after a prune: a report whose group left shows its own story again", () => {
    const clusters = new StoryClusters();
    clusters.add(headline("a.example", first, 0, "a/1"));
    const own = clusters.add(headline("b.example", lone, 1, "b/1"));
    expect(clusters.member("b/1")?.story).not.toBe(own);
    clusters.prune(0.5 * hour, (key) => key === "b/1");
    expect(clusters.member("b/1")?.story).toBe(own);
  });
});
