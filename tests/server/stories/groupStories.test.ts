import { describe, expect, it, vi } from "vitest";
import { titleKey } from "../../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters } from "../../../src/server/stories/clusterStories.ts";
import { type StoryRules, storyRules } from "../../../src/server/stories/storyRules.ts";
import { launchHeadlines as launch } from "./broadStoryFixture.ts";

const hour = 3600_000;
function headline(publisher: string, title: string, hours: number, key = `${publisher}/1`) {
  return { key, titleKey: titleKey(title), title, publisher, seenAt: hours * hour };
}

/** Clusters by the story rules, with some grouping rules changed. */
function clustersWith(grouping: Partial<StoryRules["grouping"]> = {}): StoryClusters {
  return new StoryClusters({ ...storyRules, grouping: { ...storyRules.grouping, ...grouping } });
}

function clustered(subjectPublishers = storyRules.grouping.subjectPublishers) {
  const clusters = clustersWith({ subjectPublishers });
  launch.forEach((title, i) => {
    clusters.add(headline(`p${i}.example`, title, i));
  });
  const keys = launch.map((_, i) => `p${i}.example/1`);
  const count = (of: "event" | "story") =>
    new Set(keys.map((key) => clusters.member(key)?.[of].id)).size;
  return { clusters, events: count("event"), shown: count("story") };
}

describe("groupStories (through StoryClusters.member)", () => {
  it("groups lone reports of one subject that the rules keep apart", () => {
    const { events, shown } = clustered();
    expect(events).toBe(10);
    expect(shown).toBe(1);
  });

  it("groups a story of hundreds, whose subject more articles use than a generic word", () => {
    const clusters = new StoryClusters();
    // 400 reports of their own, then 120 of one launch: "Orlanda" is in more articles
    // than a generic word's limit (2 % of the window, at least 50).
    for (let n = 0; n < 400; n++)
      clusters.add(headline(`s${n}.example`, `Report ${n} on ledger ${n * 7}`, n / 20));
    const angles = launch.map((title) => title.replace(/Orlanda ?/, ""));
    for (let n = 0; n < 120; n++) {
      const title = `Orlanda ${angles[n % angles.length]} (${n % 10} of 10)`;
      clusters.add(headline(`o${n}.example`, title, n / 10));
    }
    const stories = new Set(
      Array.from({ length: 120 }, (_, n) => clusters.member(`o${n}.example/1`)?.story.id),
    );
    expect(stories.size).toBeLessThanOrEqual(2);
    expect(clusters.member("s0.example/1")?.story).toBe(clusters.member("s0.example/1")?.event);
  });

  it("groups nothing when too few publishers name the subject", () => {
    // One publisher short of a subject: the rules' stories are shown as they are.
    const { events, shown } = clustered(launch.length + 1);
    expect(shown).toBe(events);
  });

  it("makes no subject of a common word one article writes as a name", () => {
    // Fourteen publishers use "bank", in two stories; one writes "Bank of Ardenne".
    const rates = [
      "Central bank raises interest rates again",
      "Mortgage costs climb as bank lifts rates",
      "Bank decision: rates up a quarter point",
      "Savers cheer as the bank hikes rates",
      "Rates rise for a third time, says bank",
      "Why the bank raised rates today",
      "Borrowers brace as the Bank of Ardenne raises rates",
    ];
    const raid = [
      "Masked gang robs bank in broad daylight",
      "Police hunt robbers after bank raid",
      "Bank robbery: two arrested after chase",
      "Witnesses describe terrifying bank heist",
      "Getaway car found after bank robbery",
      "Bank staff praised after armed raid",
      "Cash recovered from town centre bank raid",
    ];
    const shownWith = (subjectNaming: number) => {
      const clusters = clustersWith({ subjectNaming });
      rates.forEach((title, i) => {
        clusters.add(headline(`r${i}.example`, title, i));
      });
      raid.forEach((title, i) => {
        clusters.add(headline(`b${i}.example`, title, i + 0.5));
      });
      const stories = (titles: string[], prefix: string) =>
        new Set(titles.map((_, i) => clusters.member(`${prefix}${i}.example/1`)?.story.id));
      const [ofRates, ofRaid] = [stories(rates, "r"), stories(raid, "b")];
      return [...ofRates].filter((id) => ofRaid.has(id));
    };
    // The rate rise and the robbery share no story.
    expect(shownWith(storyRules.grouping.subjectNaming)).toEqual([]);
    // Were "bank" a subject because one article names it, both would show as one.
    expect(shownWith(0)).toHaveLength(1);
  });

  it("makes a subject of a brand that is a word, by the headlines whose capitals tell", () => {
    // "Pebble" opens ten of the twelve headlines, where any word is capitalized; the two
    // that name it mid-sentence say it is a name.
    const pebble = launch.map((title) =>
      title
        .replace("Resellers push Orlanda prices", "Pebble prices pushed")
        .replace(/Orlanda/g, "Pebble"),
    );
    const clusters = new StoryClusters();
    pebble.forEach((title, i) => {
      clusters.add(headline(`p${i}.example`, title, i));
    });
    const shown = new Set(pebble.map((_, i) => clusters.member(`p${i}.example/1`)?.story.id));
    expect(shown.size).toBe(1);
  });

  it("merges two stories of several articles of one subject when alike: wire copies", () => {
    const withCopies = (minCosineEvents: number) => {
      const clusters = clustersWith({ minCosineEvents });
      launch.forEach((title, i) => {
        clusters.add(headline(`p${i}.example`, title, i));
      });
      // Two more publishers carry each of two of the wordings word for word (rule 2).
      clusters.add(headline("w1.example", launch[0] as string, 0.5));
      clusters.add(headline("w2.example", launch[0] as string, 0.6));
      clusters.add(headline("w3.example", launch[4] as string, 4.5));
      clusters.add(headline("w4.example", launch[4] as string, 4.6));
      return [clusters.member("w1.example/1"), clusters.member("w3.example/1")];
    };
    const [first, second] = withCopies(storyRules.grouping.minCosineEvents);
    expect(first?.event.members).toHaveLength(3);
    expect(second?.event.members).toHaveLength(3);
    expect(second?.story).toBe(first?.story);
    // Not when two stories of several articles must be alike beyond any cosine.
    const [apart, other] = withCopies(Number.POSITIVE_INFINITY);
    expect(other?.story).not.toBe(apart?.story);
  });

  it("keeps two broad stories of one subject apart: the same publishers' other news", () => {
    const { clusters } = clustered();
    // Two days on, the same twelve publishers report the console's recall.
    const recall = [
      "Orlanda consoles recalled over overheating power supply",
      "Overheating fears: Orlanda recall covers two million units",
      "Orlanda recall: how to check your serial number",
      "Regulator backs Orlanda power supply recall",
      "Orlanda maker sets aside funds for recall costs",
      "Fire service warns Orlanda owners to unplug chargers",
      "Orlanda recall queues at repair centres",
      "Orlanda recall hits retailers' holiday stock",
      "What went wrong with the Orlanda power supply",
      "Orlanda recall: refunds or replacements, you choose",
      "Orlanda owners report scorched sockets",
      "Orlanda recall widens to bundle editions",
    ];
    recall.forEach((title, i) => {
      clusters.add(headline(`p${i}.example`, title, 48 + i, `p${i}/recall`));
    });
    const story = (key: string) => clusters.member(key)?.story;
    const launchStories = new Set(launch.map((_, i) => story(`p${i}.example/1`)));
    const recallStories = new Set(recall.map((_, i) => story(`p${i}/recall`)));
    expect(launchStories.size).toBe(1);
    for (const shown of recallStories) expect(launchStories.has(shown)).toBe(false);
    // A publisher's lone report two days on never joins the story its first is shown in.
    clusters.add(headline("p0.example", "Orlanda launch day: buyers still waiting", 80, "p0/2"));
    expect(story("p0/2")).not.toBe(story("p0.example/1"));
  });

  it("keeps one company's two stories the same day apart when their headlines say different things", () => {
    // Each story told by six publishers in alike wordings: "Brennick" is the subject of both,
    // and a centroid of either is mostly that name.
    const recall = [
      "Brennick recalls 400,000 Alder SUVs over brake corrosion",
      "Brennick recalls Alder SUVs over corroded brake lines",
      "Alder SUVs recalled by Brennick as brake lines corrode",
      "Brennick Alder recall: brake corrosion fix to take an hour",
      "Brennick says Alder recall brake fix will take an hour",
      "Alder recall owners told brake fix takes an hour, Brennick says",
    ];
    const pickup = [
      "Brennick unveils Tor electric pickup with 400-mile range",
      "Brennick's Tor pickup is electric, with a 400-mile range",
      "Electric Tor pickup from Brennick promises 400-mile range",
      "Brennick opens orders for Tor electric pickup at $48,000",
      "Orders for Brennick's Tor electric pickup open at $48,000",
      "Tor electric pickup: Brennick takes orders at $48,000",
    ];
    const shown = (angles: StoryRules["grouping"]["angles"]) => {
      const clusters = clustersWith({ angles });
      recall.forEach((title, i) => {
        clusters.add(headline(`r${i}.example`, title, i));
      });
      pickup.forEach((title, i) => {
        clusters.add(headline(`t${i}.example`, title, i + 0.5));
      });
      const of = (prefix: string) =>
        new Set(recall.map((_, i) => clusters.member(`${prefix}${i}.example/1`)?.story.id));
      return { ofRecall: of("r"), ofPickup: of("t") };
    };
    const { ofRecall, ofPickup } = shown(storyRules.grouping.angles);
    expect(ofRecall.size).toBe(1);
    expect(ofPickup.size).toBe(1);
    expect([...ofRecall].filter((id) => ofPickup.has(id))).toEqual([]);
    // Were groups of one subject never kept apart, the name alone would make them one.
    const merged = shown({ ...storyRules.grouping.angles, evidence: Number.POSITIVE_INFINITY });
    expect([...merged.ofRecall].filter((id) => merged.ofPickup.has(id))).toHaveLength(1);
  });

  it("regroups after a prune: reports whose subject left show their own stories", () => {
    const { clusters } = clustered();
    clusters.prune(6 * hour, (key) => !key.startsWith("p0.") && !key.startsWith("p1."));
    const keys = launch.slice(2).map((_, i) => `p${i + 2}.example/1`);
    for (const key of keys) expect(clusters.member(key)?.story).toBe(clusters.member(key)?.event);
  });

  it("regroups a window of hundreds when read only once a hundredth of it is new", () => {
    const clusters = new StoryClusters();
    // 300 headlines of their own: a window, whatever it says.
    for (let n = 0; n < 300; n++)
      clusters.add(headline(`s${n}.example`, `Report number ${n} on item ${n * 7}`, n / 10));
    const regroup = vi.spyOn(clusters, "regroup");
    clusters.member("s0.example/1");
    expect(regroup).toHaveBeenCalledTimes(1);
    clusters.member("s1.example/1");
    expect(regroup).toHaveBeenCalledTimes(1);
    // Three new of 303: not a hundredth yet; the fourth is.
    for (const n of [1, 2, 3]) clusters.add(headline(`t${n}.example`, `Late report ${n}`, 31));
    clusters.member("t1.example/1");
    expect(regroup).toHaveBeenCalledTimes(1);
    clusters.add(headline("t4.example", "Late report 4", 31));
    clusters.member("t1.example/1");
    expect(regroup).toHaveBeenCalledTimes(2);
  });
});
