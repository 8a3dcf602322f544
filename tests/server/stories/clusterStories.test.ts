import { describe, expect, it } from "vitest";
import { annotate, annotationVersion } from "../../../src/server/feeds/annotateText.ts";
import { titleKey } from "../../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters } from "../../../src/server/stories/clusterStories.ts";
import { storyIdOf } from "../../../src/server/stories/story.ts";
import { type StoryRules, storyRules } from "../../../src/server/stories/storyRules.ts";
import {
  describedSetFile,
  readEvalSet,
  readRealSet,
  readWideBlindSet,
  readWideSet,
  realSetFiles,
  wideBlindSetFiles,
} from "../../../tools/eval/evalSet.ts";
import { otherNewsAround } from "../../../tools/eval/otherNews.ts";
import { pairwiseScores } from "../../../tools/eval/pairwiseScores.ts";

const hour = 3600_000;
let next = 0;
function headline(publisher: string, title: string, hours = 0, key = `${publisher}/${next++}`) {
  return { key, titleKey: titleKey(title), title, publisher, seenAt: hours * hour };
}

describe("StoryClusters", () => {
  it("reads the annotation an article carries; one an older annotator made is made again", () => {
    const clusters = new StoryClusters();
    const flood = "Flash floods hit Valdora as river bursts its banks";
    clusters.add(headline("a.example", flood));
    // Terms made beforehand decide, whatever the title says (the ingest thread made them).
    const carried = clusters.add({
      ...headline("b.example", "Quiet day at the harbour"),
      annotation: annotate("Valdora floods: river bursts banks, thousands evacuated"),
    });
    expect(carried.members.length).toBe(2);
    // Terms of another version are not trusted: the title's own terms decide.
    const stale = clusters.add({
      ...headline("c.example", "Quiet day at the harbour market"),
      annotation: { ...annotate(flood), version: annotationVersion - 1 },
    });
    expect(stale).not.toBe(carried);
  });

  it("rule 1: the same canonical link is the same story, whoever carries it", () => {
    const clusters = new StoryClusters();
    const a = clusters.add(headline("a.example", "Harbour bridge reopens", 0, "a.example/bridge"));
    const b = clusters.add(headline("b.example", "Totally different words", 1, "a.example/bridge"));
    expect(b).toBe(a);
    expect(clusters.size).toBe(1);
  });

  it("rule 2: the same normalized title is the same story, even from one publisher", () => {
    const clusters = new StoryClusters();
    const a = clusters.add(headline("a.example", "Harbour bridge reopens after repairs"));
    const b = clusters.add(headline("a.example", "Harbour Bridge reopens, after repairs!"));
    expect(b).toBe(a);
    // Short titles ("Live", "World news") are not identity.
    const c = clusters.add(headline("a.example", "World news"));
    const d = clusters.add(headline("b.example", "World news"));
    expect(d).not.toBe(c);
  });

  it("rule 2 holds within the window: a headline a publisher reuses months apart names new items", () => {
    const clusters = new StoryClusters();
    const december = clusters.add(headline("a.example", "Featured Advertiser", 0));
    const august = clusters.add(headline("a.example", "Featured Advertiser", 24 * 240));
    expect(august).not.toBe(december);
    // The newest holds the title: a copy two days on joins it, not December's.
    const copy = clusters.add(headline("b.example", "Featured Advertiser", 24 * 242));
    expect(copy).toBe(august);
    expect(clusters.add(headline("c.example", "Featured Advertiser", 24 * 250))).not.toBe(august);
  });

  it("rule 3: significant-word overlap across publishers within 72 hours", () => {
    const clusters = new StoryClusters();
    const first = clusters.add(
      headline("a.example", "Flash floods hit Valdora as river bursts its banks", 0),
    );
    const same = clusters.add(
      headline("b.example", "Valdora floods: river bursts banks, thousands evacuated", 3),
    );
    expect(same).toBe(first);
    expect(first.publishers.size).toBe(2);
    // The same wording three days and a bit later is another event.
    const later = clusters.add(
      headline("c.example", "Valdora floods again: river bursts banks", 72 + 3 + 1),
    );
    expect(later).not.toBe(first);
  });

  it("rule 3 adds a publisher's follow-up within 24 hours to its story, as one source", () => {
    const clusters = new StoryClusters();
    const first = clusters.add(
      headline("a.example", "Flash floods hit Valdora as river bursts its banks"),
    );
    const followUp = clusters.add(
      headline("a.example", "Valdora floods: river bursts banks again", 20),
    );
    expect(followUp).toBe(first);
    expect(first.publishers.size).toBe(1);
    // Two days on, the same publisher's look-alike is news of its own.
    expect(
      clusters.add(headline("a.example", "Valdora floods: river bursts its banks once more", 48)),
    ).not.toBe(first);
  });

  it("keeps a publisher's templated look-alikes apart: a follow-up names what its story names", () => {
    const clusters = new StoryClusters();
    const first = clusters.add(
      headline("a.example", "Late surge lifts the visitors to a narrow win at the weekend"),
    );
    // The same template about another match: no name its story states.
    expect(
      clusters.add(
        headline(
          "a.example",
          "Late surge lifts the league leaders to a narrow win at the weekend",
          1,
        ),
      ),
    ).not.toBe(first);
    const nairobi = clusters.add(
      headline("b.example", "Election officials in Nairobi publish a timetable for the vote"),
    );
    expect(
      clusters.add(
        headline("b.example", "Election officials in Porto publish a timetable for the vote", 1),
      ),
    ).not.toBe(nairobi);
    // Another publisher's wording of the Nairobi story still joins it.
    expect(
      clusters.add(
        headline("c.example", "Nairobi election officials set out the timetable for the vote", 2),
      ),
    ).toBe(nairobi);
  });

  it("keeps one publisher's own feed of look-alike headlines apart, each its own story", () => {
    // An ingest check's section feed (issue 50): twelve items sharing their template
    // ("Clean", "Art-0", "story") and little else made one story, whose card hid the rest.
    const places = ["harbour and tramway", "library and museum", "school and clinic"];
    places.push("bridge and ferry", "park and stadium", "market and theatre");
    places.push("airport and station", "river and canal", "hospital and court");
    places.push("port and warehouse", "railway and tunnel", "gallery and garden");
    const clusters = new StoryClusters();
    const stories = places.map((place, i) =>
      clusters.add(headline("nyt.example", `Clean Art-0 story ${i} ${place}`, i / 60)),
    );
    expect(new Set(stories).size).toBe(12);
  });

  it("keeps a publisher's series apart, and joins a true update of one report", () => {
    const clusters = new StoryClusters();
    const series = [
      "The Guardian view on the housing bill: a missed chance for renters",
      "The Guardian view on the housing bill's critics: a fair hearing is due",
      "The Guardian view on Valdora's floods: the warnings were ignored",
      "Wednesday briefing: Valdora counts the cost of the floods",
      "Wednesday briefing: What the housing bill means for renters",
      "Premier League: Arsenal v Chelsea – live",
      "Premier League: Arsenal v Everton – live",
    ];
    const seriesStories = series.map((title, i) =>
      clusters.add(headline("theguardian.example", title, i)),
    );
    expect(new Set(seriesStories).size).toBe(series.length);
    // One report: its link again, its headline again, or its headline edited.
    const report = clusters.add(
      headline(
        "theguardian.example",
        "Tamsk earthquake: thousands flee as buildings collapse",
        8,
        "g/quake",
      ),
    );
    const sameLink = headline("theguardian.example", "Tamsk quake: live updates", 9, "g/quake");
    expect(clusters.add(sameLink)).toBe(report);
    expect(
      clusters.add(
        headline(
          "theguardian.example",
          "Tamsk earthquake: thousands flee as buildings collapse",
          9,
        ),
      ),
    ).toBe(report);
    expect(
      clusters.add(
        headline(
          "theguardian.example",
          "Tamsk earthquake: thousands flee as more buildings collapse overnight",
          10,
        ),
      ),
    ).toBe(report);
    // A publisher's later report of a story others tell joins it as a follow-up.
    const told = clusters.add(
      headline("b.example", "Thousands flee Tamsk as earthquake topples buildings", 11),
    );
    expect(told).toBe(report);
    expect(report.publishers.size).toBe(2);
  });

  it("needs three shared terms, and more than a shared name", () => {
    const clusters = new StoryClusters();
    const first = clusters.add(
      headline("a.example", "Valdora mayor wins second term in tight vote"),
    );
    // Two shared terms (valdora, mayor): not enough.
    expect(clusters.add(headline("b.example", "Valdora mayor opens bridge"))).not.toBe(first);
    // Three shared, but the name is most of it: the event words barely meet.
    expect(
      clusters.add(
        headline("c.example", "Valdora mayor wins praise from farmers, unions and teachers"),
      ),
    ).not.toBe(first);
    expect(clusters.add(headline("d.example", "Mayor of Valdora wins a second term"))).toBe(first);
  });

  it("keeps look-alikes apart: different figures, same place and topic", () => {
    const clusters = new StoryClusters();
    const big = clusters.add(
      headline("a.example", "Magnitude 6.8 earthquake strikes Tamsk region"),
    );
    expect(
      clusters.add(headline("b.example", "Magnitude 5.1 earthquake strikes Tamsk region")),
    ).not.toBe(big);
  });

  it("keeps the bridge trap apart: same town and bridge, another event", () => {
    const clusters = new StoryClusters();
    const opening = clusters.add(
      headline("a.example", "Corvel opens new cycling bridge across the river", 0),
    );
    const collapse = clusters.add(
      headline("b.example", "Corvel bridge collapses at rush hour, cars plunge into river", 2),
    );
    expect(collapse).not.toBe(opening);
    // Another wording of the collapse joins the collapse, not the opening.
    expect(
      clusters.add(
        headline("c.example", "Rush-hour bridge collapse in Corvel sends cars into river", 3),
      ),
    ).toBe(collapse);
  });

  it("joins wordings that share a figure, a name and the event with fewer other words", () => {
    const clusters = new StoryClusters();
    const quake = clusters.add(
      headline("a.example", "Magnitude 6.8 earthquake strikes Tamsk region, buildings collapse", 0),
    );
    expect(
      clusters.add(
        headline("b.example", "Rescuers dig through rubble after 6.8 earthquake in Tamsk", 2),
      ),
    ).toBe(quake);
  });

  it("weighs words by rarity: sharing only common words is not enough", () => {
    const clusters = new StoryClusters();
    // 60 other stories make "city", "council" and "budget" common words.
    for (let i = 0; i < 60; i++)
      clusters.add(
        headline(`p${i}.example`, `City council budget vote in town ${i} number ${i}x`, 0),
      );
    const story = clusters.add(
      headline("a.example", "Brask city council budget approved after Velmira protest", 1),
    );
    expect(
      clusters.add(headline("b.example", "Orlin city council budget delayed by Tarrow strike", 2)),
    ).not.toBe(story);
    expect(
      clusters.add(
        headline("c.example", "Brask council approves budget despite Velmira protest", 2),
      ),
    ).toBe(story);
  });

  it("guards against chaining: a headline must state the story's core, not one member's side", () => {
    const story = [
      headline("a.example", "Magnitude 6.8 quake strikes Tamsk, buildings collapse", 0),
      headline("b.example", "6.8 earthquake hits Tamsk as buildings collapse", 1),
      headline("c.example", "Tamsk quake: rescuers dig through rubble of collapsed buildings", 2),
    ];
    // Shares three of its five words with the third member (0.6), none of the story's core.
    const other = headline("d.example", "Rescuers dig through rubble of Lisvane blast", 3);
    const guarded = new StoryClusters();
    const first = story.map((h) => guarded.add(h));
    expect(new Set(first).size).toBe(1);
    expect(guarded.add(other)).not.toBe(first[0]);
    // Without the core guard, the same headline chains a blast elsewhere into the quake.
    const unguarded = new StoryClusters({ ...storyRules, minCore: 0 });
    const second = story.map((h) => unguarded.add(h));
    expect(new Set(second).size).toBe(1);
    expect(unguarded.add(other)).toBe(second[0]);
  });

  it("takes a lone earlier headline into a story that has grown to fit it", () => {
    const clusters = new StoryClusters();
    const story = clusters.add(
      headline("a.example", "Flash floods sweep through Valdora as river bursts its banks", 0),
    );
    // Three shared words of seven: too little of the first headline alone.
    const lone = clusters.add(
      headline("b.example", "Thousands evacuated as Valdora river floods city centre", 1, "b/lone"),
    );
    expect(lone).not.toBe(story);
    const loneId = lone.id;
    // A third wording says what both do ("thousands", "bursts banks"): it joins the first,
    // and the story it grew into now fits the lone headline, which joins it too.
    expect(
      clusters.add(
        headline("c.example", "Valdora floods: river bursts banks, thousands forced from homes", 2),
      ),
    ).toBe(story);
    expect(clusters.member("b/lone")?.story).toBe(story);
    expect([...story.publishers.keys()].sort()).toEqual(["a.example", "b.example", "c.example"]);
    expect(clusters.story(loneId)).toBeUndefined();
    expect(clusters.story(story.id)).toBe(story);
    // The lone headline came before the third: the story's vocabulary and core count it.
    expect(story.members).toHaveLength(3);
  });

  it("takes in only stories of one article, never from a publisher the story has", () => {
    const first = "Flash floods sweep through Valdora as river bursts its banks";
    const lone = "Thousands evacuated as Valdora river floods city centre";
    const third = "Valdora floods: river bursts banks, thousands forced from homes";
    // The lone headline, but told by two publishers: a story of two is never merged.
    const paired = new StoryClusters();
    const story = paired.add(headline("a.example", first, 0));
    const pair = paired.add(headline("b.example", lone, 1, "b/1"));
    expect(paired.add(headline("d.example", `${lone}, thousands evacuated`, 1))).toBe(pair);
    expect(paired.add(headline("c.example", third, 2))).toBe(story);
    expect(paired.member("b/1")?.story).toBe(pair);
    expect(pair.members).toHaveLength(2);
    // The lone headline of the story's own publisher a day and more later stays apart, as
    // rule 3 wants; within a day it is a follow-up (see above).
    const own = new StoryClusters();
    const ownStory = own.add(headline("a.example", first, 0));
    own.add(headline("a.example", `${lone} (update)`, 1, "a/1"));
    own.add(headline("a.example", lone, 30, "a/2"));
    expect(own.add(headline("c.example", third, 31))).toBe(ownStory);
    expect(own.member("a/1")?.story).toBe(ownStory);
    expect(own.member("a/2")?.story).not.toBe(ownStory);
  });

  it("derives a story's id from its first article's key, and keeps it as members leave", () => {
    const clusters = new StoryClusters();
    const story = clusters.add(
      headline("a.example", "Flash floods hit Valdora as river bursts its banks", 0, "a/1"),
    );
    expect(story.id).toBe(storyIdOf("a/1"));
    clusters.add(
      headline("b.example", "Valdora floods: river bursts banks, thousands evacuated", 1, "b/1"),
    );
    clusters.prune(100 * hour, (key) => key === "b/1");
    expect(clusters.story(story.id)).toBe(story);
    expect(story.members.map((m) => m.key)).toEqual(["b/1"]);
    clusters.prune(200 * hour, () => false);
    expect(clusters.story(story.id)).toBeUndefined();
    expect(clusters.size).toBe(0);
  });

  it("forgets what a pruned member said: its figures no longer conflict", () => {
    const fire = (clusters: StoryClusters) => {
      const story = clusters.add(
        headline("a.example", "Lisvane harbour fire destroys 40 boats", 0, "a/1"),
      );
      clusters.add(headline("b.example", "Fire sweeps Lisvane harbour, boats destroyed", 1, "b/1"));
      return story;
    };
    const later = () =>
      headline("c.example", "12 boats destroyed as fire sweeps Lisvane harbour", 2);
    const kept = new StoryClusters();
    const story = fire(kept);
    expect(story.members).toHaveLength(2);
    // 12 boats against the story's 40: another fire.
    expect(kept.add(later())).not.toBe(story);
    const pruned = new StoryClusters();
    const prunedStory = fire(pruned);
    pruned.prune(0.5 * hour, (key) => key !== "a/1");
    expect(prunedStory.members.map((m) => m.key)).toEqual(["b/1"]);
    expect(pruned.add(later())).toBe(prunedStory);
  });
});

describe("the labelled evaluation set", () => {
  it("has 300+ headlines, 8+ publishers and 60+ events", () => {
    const { tuning, heldOut, secondHeldOut } = readEvalSet();
    const all = [...tuning, ...heldOut, ...secondHeldOut];
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((h) => h.publisher)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((h) => h.event)).size).toBeGreaterThanOrEqual(60);
  });

  it("has a wide set of 16 broad stories, each of 25+ headlines from 18+ publishers", () => {
    const { tuning, blind } = readWideSet();
    for (const part of [tuning, blind]) {
      const events = new Set(part.map((h) => h.event));
      expect(events.size).toBe(8);
      for (const event of events) {
        const headlines = part.filter((h) => h.event === event);
        expect(headlines.length).toBeGreaterThanOrEqual(25);
        expect(new Set(headlines.map((h) => h.publisher)).size).toBeGreaterThanOrEqual(18);
        expect(headlines.every((h) => h.description === undefined && h.title !== "")).toBe(true);
      }
    }
  });

  it("has two real parts: a dev part of seven publishers, a blind one of many", () => {
    const dev = readRealSet(realSetFiles.dev);
    const blind = readRealSet(realSetFiles.blind2);
    expect(dev.length).toBeGreaterThanOrEqual(600);
    expect(new Set(dev.map((h) => h.publisher)).size).toBe(7);
    expect(blind.length).toBeGreaterThanOrEqual(300);
    expect(new Set(blind.map((h) => h.publisher)).size).toBeGreaterThanOrEqual(50);
    for (const real of [dev, blind]) {
      const publishersOf = new Map<string, Set<string>>();
      for (const h of real)
        publishersOf.set(h.event, (publishersOf.get(h.event) ?? new Set()).add(h.publisher));
      expect([...publishersOf.values()].filter((p) => p.size > 1).length).toBeGreaterThanOrEqual(
        30,
      );
      // A publisher's exact repeat in the scrape was left out (the labelling rules).
      const copies = new Set(real.map((h) => `${h.publisher}|${h.title}`));
      expect(copies.size).toBe(real.length);
    }
  });

  it("stays at its measured precision and recall (a regression guard, not the goal)", () => {
    const { tuning, heldOut, secondHeldOut } = readEvalSet();
    const described = readEvalSet(describedSetFile).tuning;
    // Measured (issue 24): tuning 0.997 / 0.896, held out 0.972 / 0.904, second held out
    // 1.000 / 0.745, described 1.000 / 0.791; the wide part, across publishers, 0.967 /
    // 0.476 (0.982 / 0.013 before reports of one subject were grouped, 0.981 / 0.123 by
    // average linkage, 0.968 / 0.491 while common words one article capitalized, "walk"
    // and "recall", were subjects). Issue 37 kept two groups of one subject apart when their
    // headlines say different things, and rehomed reports of one headline: the wide part
    // 0.987 / 0.469; the two parts of sibling stories (one company's or person's two
    // stories the same day, read since issue 24) 0.736 / 0.360 -> 0.923 / 0.313 and
    // 0.818 / 0.404 -> 0.877 / 0.387. Issue 50 kept a publisher's headlines apart in a story
    // only it tells unless one edits another: the third part 0.877 / 0.387 -> 0.886 / 0.367.
    const floors = [
      { part: tuning, precision: 0.99, recall: 0.89 },
      { part: heldOut, precision: 0.97, recall: 0.9 },
      { part: secondHeldOut, precision: 0.99, recall: 0.74 },
      { part: described, precision: 0.99, recall: 0.79 },
      { part: readWideSet().tuning, precision: 0.98, recall: 0.46, acrossPublishers: true },
      {
        part: readWideBlindSet(wideBlindSetFiles.second),
        precision: 0.9,
        recall: 0.3,
        acrossPublishers: true,
      },
      {
        part: readWideBlindSet(wideBlindSetFiles.third),
        precision: 0.86,
        recall: 0.36,
        acrossPublishers: true,
      },
    ];
    for (const { part, precision, recall, acrossPublishers } of floors) {
      const clusters = new StoryClusters(storyRules);
      for (const h of part) clusters.add(h);
      const ids = part.map((h) => clusters.member(h.key)?.story.id ?? "");
      const scores = pairwiseScores(
        part.map((h) => h.event),
        ids,
        acrossPublishers ? part.map((h) => h.publisher) : undefined,
      );
      expect(scores.precision).toBeGreaterThanOrEqual(precision);
      expect(scores.recall).toBeGreaterThanOrEqual(recall);
    }
    // Seven parts clustered whole: 2-4.3 s on a loaded 2-core machine (speed is benchmarked
    // elsewhere: npm run bench:stories).
  }, 30_000);

  it("keeps its precision among thousands of other articles (largeWindow)", () => {
    const { tuning, heldOut, secondHeldOut } = readEvalSet();
    // The other parts' headlines, their names changed, around the tuning part's window.
    const others = otherNewsAround(tuning, [...heldOut, ...secondHeldOut], 3000);
    const scoreAmongOthers = (rules: StoryRules) => {
      const clusters = new StoryClusters(rules);
      for (const h of [...others, ...tuning].sort((a, b) => a.seenAt - b.seenAt)) clusters.add(h);
      return pairwiseScores(
        tuning.map((h) => h.event),
        tuning.map((h) => clusters.member(h.key)?.story.id ?? ""),
      );
    };
    // Measured: 0.967 / 0.899; with the small window's thresholds, 0.862 / 0.947.
    const scaled = scoreAmongOthers(storyRules);
    expect(scaled.precision).toBeGreaterThanOrEqual(0.96);
    expect(scaled.recall).toBeGreaterThanOrEqual(0.85);
    const unscaled = scoreAmongOthers({
      ...storyRules,
      largeWindow: { ...storyRules.largeWindow, articles: Number.POSITIVE_INFINITY },
    });
    expect(unscaled.precision).toBeLessThan(0.9);
  }, 30_000);
});
