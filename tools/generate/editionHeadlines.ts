/**
 * The sample headlines of the language editions (issue 38): per edition language, its
 * invented sample publishers, the words that mark a text as a sample, and per topic its
 * category, headline templates (`{x}` filled with one of its fills) and one event several
 * of its publishers report. tools/generate/samples.ts writes them into the snapshot for
 * every endpoint that has that edition in config/feeds.json. Every place, firm, team and
 * work is invented; the texts are the project's own (./editionSamples*.ts).
 *
 * As in ./sampleHeadlines.ts, each fill is used by one headline only (so two template
 * headlines never share a name and stay two stories) and no fill is an event's name.
 */
import type { EditionLanguage } from "../../src/shared/editions.ts";
import { arSamples } from "./editionSamplesAr.ts";
import { esSamples } from "./editionSamplesEs.ts";
import { frSamples } from "./editionSamplesFr.ts";
import type { SamplePublisherFacts } from "./sampleEvents.ts";

/** The topics of the editions: coarser than the English families (topicOfFamily). */
export const editionTopics = [
  "world",
  "africa",
  "america",
  "asia",
  "europe",
  "middleeast",
  "technology",
  "science",
  "business",
  "sport",
  "culture",
  "politics",
] as const;

export type EditionTopic = (typeof editionTopics)[number];

/** Which edition topic an English sample family's endpoints carry. */
export const topicOfFamily: Record<string, EditionTopic> = {
  world: "world",
  africa: "africa",
  america: "america",
  asia: "asia",
  europe: "europe",
  middleeast: "middleeast",
  technology: "technology",
  ai: "technology",
  autos: "technology",
  science: "science",
  space: "science",
  environment: "science",
  health: "science",
  business: "business",
  money: "business",
  place: "business",
  sport: "sport",
  arts: "culture",
  food: "culture",
  lifestyle: "culture",
  learning: "culture",
  politics: "politics",
  rights: "politics",
};

export interface EditionEvent {
  /** Part of every wording's link (`/maverick-sample/<slug>/<n>`): unique across languages. */
  slug: string;
  /** Minutes before server start of the first report; later wordings follow. */
  ageMinutes: number;
  /** Who reports it (a key of the language's `publishers`) and in which words. */
  wordings: [string, string][];
}

export interface EditionTopicSamples {
  /** The items' category, in the edition's language. */
  category: string;
  templates: string[];
  /** What `{x}` becomes: each in one headline of the topic. */
  fills: string[];
  event?: EditionEvent;
}

export interface EditionSamples {
  /** Starts every headline, as "Sample: " does in English. */
  prefix: string;
  /** Sample publishers by key; each one's host is `<key>.example.com`. */
  publishers: Record<string, SamplePublisherFacts>;
  /** The key of the publisher of the template headlines (example.com's part in English). */
  house: string;
  /** Bylines of the template headlines. */
  creators: string[];
  /** A template headline's description: what it is, and that the live feed replaces it. */
  describe(category: string, fill: string): string;
  /** An event wording's description. */
  describeEvent(category: string): string;
  topics: Record<EditionTopic, EditionTopicSamples>;
}

export const editionSamples: Record<EditionLanguage, EditionSamples> = {
  es: esSamples,
  fr: frSamples,
  ar: arSamples,
};

/** A topic's fixed list of headlines (without prefix): the k-th fill in the (k mod n)-th template. */
export function topicHeadlines(topic: EditionTopicSamples): { headline: string; fill: string }[] {
  return topic.fills.map((fill, k) => ({
    headline: (topic.templates[k % topic.templates.length] as string).replace("{x}", fill),
    fill,
  }));
}
