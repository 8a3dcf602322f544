import type { families } from "./sampleHeadlines.ts";

/** Which sample family an endpoint draws from, by its name (first match wins). */
const familyRules: [RegExp, keyof typeof families][] = [
  [/africa/i, "africa"],
  [/america|newsupdates/i, "america"],
  [/europe/i, "europe"],
  [/middleeast/i, "middleeast"],
  [/asia/i, "asia"],
  [/^(ai|aitrend|aiunite)$/i, "ai"],
  [/technology|personal/i, "technology"],
  [/dining|food/i, "food"],
  [/lifestyle/i, "lifestyle"],
  [/health/i, "health"],
  [/astro|space/i, "space"],
  [/environment|climate/i, "environment"],
  [/science|guardian/i, "science"],
  [/finance|money|economy/i, "money"],
  [/business|dynamic|^book$|dealbook|media/i, "business"],
  [/soccer|baseball|basketball|golf|hockey|cricket|sport/i, "sport"],
  [/art|bookreview|music|movies/i, "arts"],
  [/politics/i, "politics"],
  [/realestate/i, "place"],
  [/jobs/i, "business"],
  [/edu|harvard/i, "learning"],
  [/automobiles/i, "autos"],
  [/charles/i, "rights"],
  [/./, "world"],
];

export function familyOf(endpoint: string): keyof typeof families {
  const name = endpoint.split("/")[1] ?? endpoint;
  return familyRules.find(([pattern]) => pattern.test(name))?.[1] ?? "world";
}
