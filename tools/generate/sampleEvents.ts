/**
 * Invented events that several invented sample publishers report, each in its own words,
 * so that offline the site shows what stories look like: cards with "N sources", a
 * Trending sort with entries and coverage pages listing several publishers. Every place,
 * team and company is invented; every headline starts with "Sample:" like every sample.
 * Each wording must still read as the same event to the story clustering
 * (src/server/stories/): tests/server/stories/sampleStories.test.ts holds them to it.
 */
import type { PublisherKind } from "../../src/shared/sourcesConfig.ts";

/**
 * What the snapshot says of a sample publisher (its `publishers`), so that offline a story's
 * coverage has countries and kinds: an invented outlet of a real country (ISO 3166-1).
 */
export interface SamplePublisherFacts {
  name: string;
  country: string;
  kind: PublisherKind;
}

/**
 * The sample publishers: distinct hosts, so that each counts as one publisher. Spread over
 * continents and kinds, so that the Meridale flood's four reports span four countries.
 */
export const samplePublishers = {
  northdesk: { name: "Northdesk Sample News", country: "CA", kind: "public" },
  harbourline: { name: "Harbourline Sample Times", country: "AU", kind: "private" },
  ridgepost: { name: "Ridgepost Sample Post", country: "US", kind: "private" },
  civicdaily: { name: "Civic Daily Sample", country: "GB", kind: "nonprofit" },
  lanternwire: { name: "Lanternwire Sample Wire", country: "KE", kind: "agency" },
} as const satisfies Record<string, SamplePublisherFacts>;

/** The publisher of the English template headlines (./sampleHeadlines.ts), on example.com. */
export const templatePublisher: SamplePublisherFacts = {
  name: "Maverick Sample Desk",
  country: "IN",
  kind: "nonprofit",
};

export type SamplePublisher = keyof typeof samplePublishers;

/** The host a sample publisher's links live on (reserved for examples, RFC 2606). */
export function samplePublisherHost(publisher: SamplePublisher): string {
  return `${publisher}.example.com`;
}

export interface SampleEvent {
  /** Part of every wording's link, so a test can tell which event an article reports. */
  slug: string;
  /** The sample family (tools/generate/sampleHeadlines.ts) whose endpoints carry it. */
  family: string;
  /** Minutes before server start of the first report; later wordings follow. */
  ageMinutes: number;
  wordings: [SamplePublisher, string][];
}

export const sampleEvents: SampleEvent[] = [
  {
    slug: "meridale-flood",
    family: "world",
    ageMinutes: 40,
    wordings: [
      ["northdesk", "River Tesk floods Meridale as heavy rain bursts its banks"],
      ["harbourline", "Meridale floods: River Tesk bursts its banks after days of heavy rain"],
      ["ridgepost", "Heavy rain sends the River Tesk over its banks, flooding Meridale"],
      ["civicdaily", "Meridale streets flooded as the River Tesk bursts its banks"],
    ],
  },
  {
    slug: "vossberg-rail-link",
    family: "world",
    ageMinutes: 160,
    wordings: [
      ["lanternwire", "Vossberg and Lenhaven open a new cross-border rail link"],
      ["northdesk", "New rail link between Vossberg and Lenhaven opens to passengers"],
      ["civicdaily", "First passengers ride the new Vossberg to Lenhaven rail link"],
    ],
  },
  {
    slug: "carrow-bay-water-deal",
    family: "world",
    ageMinutes: 310,
    wordings: [
      ["harbourline", "Carrow Bay summit agrees a 20-year water-sharing deal"],
      ["ridgepost", "Water-sharing deal for 20 years reached at Carrow Bay summit"],
      ["lanternwire", "Carrow Bay summit ends with a 20-year deal on sharing water"],
    ],
  },
  {
    slug: "eastfield-cup-final",
    family: "sport",
    ageMinutes: 90,
    wordings: [
      ["ridgepost", "Eastfield Rovers win the Harbour Cup final against Tolland Town"],
      ["northdesk", "Harbour Cup final: Eastfield Rovers beat Tolland Town to lift the cup"],
      ["civicdaily", "Eastfield Rovers lift the Harbour Cup after final win over Tolland"],
    ],
  },
  {
    slug: "brightwell-norgate-deal",
    family: "business",
    ageMinutes: 130,
    wordings: [
      ["civicdaily", "Brightwell Foods agrees to buy Norgate Dairies for 1.2 billion"],
      ["harbourline", "Norgate Dairies sold to Brightwell Foods in 1.2 billion deal"],
      ["lanternwire", "Brightwell Foods to buy Norgate Dairies in a 1.2 billion takeover"],
    ],
  },
  {
    slug: "kelso-comet",
    family: "science",
    ageMinutes: 220,
    wordings: [
      ["northdesk", "Kelso Observatory astronomers spot a new comet heading for the inner planets"],
      ["lanternwire", "New comet spotted by Kelso Observatory astronomers, heading inward"],
      ["ridgepost", "Astronomers at Kelso Observatory spot a new comet"],
    ],
  },
  {
    slug: "lumora-battery-recall",
    family: "technology",
    ageMinutes: 70,
    wordings: [
      ["harbourline", "Lumora recalls 40,000 e-bike batteries over overheating risk"],
      ["civicdaily", "Overheating risk: Lumora recalls 40,000 e-bike batteries"],
      ["northdesk", "Lumora e-bike battery recall covers 40,000 packs at risk of overheating"],
    ],
  },
];
