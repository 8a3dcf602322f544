/**
 * Why a story's reports are together (StoryClusters.whyTerms, storyWhy.ts): the terms they
 * share, strongest first, as their headlines write them. Every name is invented.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { annotate, wordForms } from "../../../src/server/feeds/annotateText.ts";
import { titleKey } from "../../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters } from "../../../src/server/stories/clusterStories.ts";
import { type StoryRules, storyRules } from "../../../src/server/stories/storyRules.ts";

const hour = 3600_000;
let next = 0;

/** Adds a headline and returns its key. */
function add(clusters: StoryClusters, publisher: string, title: string, hours = 0): string {
  const key = `https://${publisher}/${next++}`;
  clusters.add({ key, titleKey: titleKey(title), title, publisher, seenAt: hours * hour });
  return key;
}

/** Other news of the same days, so that the story's words are rare as in a real window. */
const otherNews = [
  "Harbour bridge reopens after repairs in Lisvane",
  "Orvane council approves new cycle lanes",
  "Brackwater school wins national robotics prize",
  "Tollan Rovers sign young striker on loan",
  "Row over parking fees at Dunmere market",
  "Kestrel Airways adds summer routes to Porto",
  "Fenmoor hospital opens a new maternity ward",
  "Ashgrove bakery celebrates 100 years of trading",
  "Quillon Motors recalls 2,000 vans over brake fault",
  "Museum in Carrow Vale returns stolen painting",
];

function withOtherNews(rules?: StoryRules): StoryClusters {
  const clusters = new StoryClusters(rules);
  for (const [i, title] of otherNews.entries()) add(clusters, `other${i}.example`, title, i / 10);
  return clusters;
}

const floodHeadlines = [
  ["north.example", "Floods hit Meridale as River Tesk bursts its banks"],
  ["harbour.example", "Meridale floods: hundreds evacuated after River Tesk overflows"],
  ["valley.example", "Hundreds flee flooding in Meridale"],
  ["coast.example", "River Tesk floods Meridale homes overnight"],
] as const;

describe("StoryClusters.whyTerms", () => {
  it("a flood in a town told by four publishers: the town first, then the river and the floods", () => {
    const clusters = withOtherNews();
    const keys = floodHeadlines.map(([publisher, title], i) =>
      add(clusters, publisher, title, 1 + i),
    );
    const terms = clusters.whyTerms(keys);
    expect(terms[0]).toBe("Meridale");
    expect(terms).toContain("floods");
    // Names written side by side are one name.
    expect(terms).toContain("River Tesk");
    expect(terms.length).toBeLessThanOrEqual(5);
    // Every term at least two of the reports use; none of one report alone.
    expect(terms).not.toContain("evacuated");
    expect(clusters.whyTerms(keys, 50)).not.toContain("overnight");
  });

  it("shows the word form the headlines write most, in lower case where capitals tell nothing", () => {
    const clusters = withOtherNews();
    const keys = [
      add(clusters, "a.example", "Flooding closes roads across Meridale"),
      add(clusters, "b.example", "Flooding Closes Roads Across Meridale And Brisk Valley"),
      add(clusters, "c.example", "Meridale roads closed by flooding"),
    ];
    const terms = clusters.whyTerms(keys, 10);
    // "Flooding" opens a headline or stands in a Title Cased one: its capitals say nothing.
    expect(terms).toContain("flooding");
    expect(terms).toContain("roads");
    expect(terms).toContain("Meridale");
    expect(terms).not.toContain("Flooding");
  });

  it("shows figures as written", () => {
    const clusters = withOtherNews();
    const keys = [
      add(clusters, "a.example", "6.8 quake strikes Tamsk, 4,000 flee their homes"),
      add(clusters, "b.example", "Tamsk quake of magnitude 6.8: 4,000 in shelters"),
      add(clusters, "c.example", "Rescuers search rubble after 6.8 Tamsk quake"),
    ];
    const terms = clusters.whyTerms(keys, 10);
    expect(terms[0]).toBe("Tamsk");
    expect(terms).toContain("6.8");
    expect(terms).toContain("4,000");
    expect(terms).toContain("quake");
  });

  it("a story of one report: its own headline's terms, its names first", () => {
    const clusters = withOtherNews();
    const key = add(clusters, "a.example", "Zorvane lighthouse keeper retires after forty years");
    const terms = clusters.whyTerms([key]);
    expect(terms[0]).toBe("Zorvane");
    expect(terms).toContain("lighthouse");
    // Its five terms but the verb (issue 49): "retires" says what happened to whom, not who.
    expect(terms).toEqual(["Zorvane", ...terms.slice(1)]);
    expect(terms).not.toContain("retires");
    expect(terms.length).toBe(4);
  });

  it("leaves out common adjectives and verbs: names and subjects say why (issue 49)", () => {
    const clusters = withOtherNews();
    const keys = [
      add(clusters, "a.example", "River Tesk bursts its banks after heavy rain in Meridale"),
      add(clusters, "b.example", "Heavy rain: River Tesk floods Meridale, banks give way"),
      add(clusters, "c.example", "Meridale braces as heavy rain swells River Tesk"),
    ];
    const terms = clusters.whyTerms(keys, 10);
    expect(terms).toContain("Meridale");
    expect(terms).toContain("River Tesk");
    expect(terms).toContain("rain");
    expect(terms.map((term) => term.toLowerCase())).not.toContain("heavy");
  });

  it("puts words common across the window's other news last, not a big story's own subject", () => {
    // A small generic limit: a word more than 4 articles use is generic.
    const rules: StoryRules = { ...storyRules, genericWord: { articles: 4, share: 0 } };
    const clusters = withOtherNews(rules);
    for (let i = 0; i < 6; i++)
      add(clusters, `police${i}.example`, `Police appeal after break-in at shop ${i + 10}`, i);
    const keys = ["north", "south", "east", "west", "port", "hill"].map((publisher, i) =>
      add(clusters, `${publisher}.example`, `Police close Virran bridge after crash ${i}`, i),
    );
    const terms = clusters.whyTerms(keys, 20);
    // "Virran", used by six articles (more than the generic limit), all of them the story's.
    expect(terms[0]).toBe("Virran");
    expect(terms.at(-1)).toBe("police");
  });

  it("keeps to the limit and leaves out keys it does not know", () => {
    const clusters = withOtherNews();
    const keys = floodHeadlines.map(([publisher, title]) => add(clusters, publisher, title));
    expect(clusters.whyTerms(keys, 2)).toEqual(["Meridale", "River Tesk"]);
    expect(clusters.whyTerms([...keys, "https://unknown.example/1"], 2)).toEqual([
      "Meridale",
      "River Tesk",
    ]);
    expect(clusters.whyTerms(["https://unknown.example/1"])).toEqual([]);
    expect(clusters.whyTerms([])).toEqual([]);
    expect(clusters.whyTerms(keys, 0)).toEqual([]);
  });
});

describe("wordForms", () => {
  it("gives a form for every term annotate takes from a headline", () => {
    const headlines = [
      "Floods hit Meridale as River Tesk bursts its banks",
      "Meridale's mayor O'Neill: flood-hit U.S. towns need £4.5bn, 10% more",
      "COVID-19 e-bike rules: 3,000-strong crowd in mid-2024, don't panic",
      "6.8 quake strikes Tamsk; 4,000 flee — rescuers dig",
      "iPhone maker's NHS deal: McLaren and Zorvex Holdings Ltd. post £1.2bn",
      "Flash Floods Hit Valdora As River Bursts Its Banks",
      "“Worst in decades”: Cavendale recalls 40,000 cars (again)",
      "Minister says #budget cuts @treasury “won’t” hurt, 2.5% rise",
      "Rock-slide shuts A9 near Glen Orrin; 12-year-old rescued",
      "St. Brannoc café owner’s €30m claim over Nørrevik’s déjà-vu",
    ];
    for (const headline of headlines) {
      const annotation = annotate(headline);
      const found = new Set(wordForms(headline).map((form) => form.term));
      const missing = annotation.terms.filter((term) => !found.has(term));
      expect(missing, headline).toEqual([]);
    }
  });

  it("writes forms as the text does, and tells where capitals say something", () => {
    const forms = wordForms("Floods hit Meridale, 4,000 evacuated");
    // Each form's English term first; the Spanish and French stems follow (callers look
    // terms up, so those no report has cost nothing).
    expect(forms.filter((form, i) => forms[i - 1]?.form !== form.form)).toEqual([
      { term: "flood", form: "Floods", cased: false },
      { term: "hit", form: "hit", cased: true },
      { term: "meridal", form: "Meridale", cased: true },
      { term: "4000", form: "4,000", cased: true },
      { term: "evacu", form: "evacuated", cased: true },
    ]);
    expect(forms).toContainEqual({ term: "floods", form: "Floods", cased: false });
    expect(wordForms("Flash Floods Hit Valdora").every((form) => !form.cased)).toBe(true);
  });

  it("stems with the model's own stemmer, without loading the model", () => {
    const require = createRequire(import.meta.url);
    const model = require("wink-eng-lite-web-model") as { addons: { stem: unknown } };
    expect(model.addons.stem).toBe(require("wink-eng-lite-web-model/dist/porter-stemmer.js"));
  });
});
