/**
 * The language editions' sample items (issue 38), made from ./editionHeadlines.ts for
 * tools/generate/samples.ts: per endpoint with an edition, its topic's event (two of its
 * wordings, so the card shows several sources) and a run of its topic's template headlines.
 * Deterministic, like the rest of the snapshot.
 */
import { annotate } from "../../src/server/feeds/annotateText.ts";
import {
  type SampleItem,
  type SamplePublisher,
  sampleImagePath,
} from "../../src/server/samples/sampleSnapshot.ts";
import type { EditionLanguage } from "../../src/shared/editions.ts";
import {
  type EditionSamples,
  type EditionTopic,
  editionSamples,
  topicHeadlines,
  topicOfFamily,
} from "./editionHeadlines.ts";
import { familyOf } from "./familyOf.ts";
import { sampleReportOf } from "./sampleReports.ts";

/** Template headlines an edition endpoint carries, besides its topic's event. */
const templatesPerEndpoint = 8;
/** How many wordings of its topic's event an endpoint carries (one card, that many sources). */
const wordingsPerEndpoint = 2;
/** Minutes between a topic's template headlines, newest to oldest. */
const minutesApart = 55;
/** Sample images per family (as tools/generate/samples.ts draws them). */
const imagesPerFamily = 4;

function hostOf(key: string): string {
  return `${key}.example.com`;
}

function topicOf(endpoint: string): EditionTopic {
  const family = familyOf(endpoint);
  const topic = topicOfFamily[family];
  if (topic === undefined) throw new Error(`no edition topic for the sample family ${family}`);
  return topic;
}

/** The items of one edition endpoint, the `place`-th of the `count` of its topic. */
function itemsOf(
  lang: EditionLanguage,
  samples: EditionSamples,
  endpoint: string,
  place: number,
  count: number,
): SampleItem[] {
  const topicName = topicOf(endpoint);
  const topic = samples.topics[topicName];
  const family = familyOf(endpoint);
  const items: Omit<SampleItem, "annotation">[] = [];
  const { event } = topic;
  if (event)
    for (let k = 0; k < Math.min(wordingsPerEndpoint, event.wordings.length); k++) {
      const index = (place + k) % event.wordings.length;
      const [publisher, headline] = event.wordings[index] as [string, string];
      const facts = samples.publishers[publisher];
      if (!facts) throw new Error(`${lang} event ${event.slug}: no sample publisher ${publisher}`);
      items.push({
        title: `${samples.prefix}${headline}`,
        description: sampleReportOf(event.slug, publisher) ?? samples.describeEvent(topic.category),
        link: `https://${hostOf(publisher)}/maverick-sample/${event.slug}/${index + 1}`,
        image: sampleImagePath(family, index % imagesPerFamily),
        ageMinutes: event.ageMinutes + index * 25,
        category: topic.category,
        creator: facts.name,
      });
    }
  // A run of the topic's headlines, starting further along the later the endpoint's place,
  // so that endpoints of one topic differ; the same headline anywhere is one article.
  const headlines = topicHeadlines(topic);
  if (headlines.length < templatesPerEndpoint)
    throw new Error(`${lang} topic ${topicName} has ${headlines.length} headlines`);
  const start = place * Math.max(1, Math.floor(headlines.length / count));
  for (let i = 0; i < templatesPerEndpoint; i++) {
    const k = (start + i) % headlines.length;
    const { headline, fill } = headlines[k] as { headline: string; fill: string };
    items.push({
      title: `${samples.prefix}${headline}`,
      description: samples.describe(topic.category, fill),
      link: `https://${hostOf(samples.house)}/maverick-sample/${lang}-${topicName}/${k + 1}`,
      image: sampleImagePath(family, k % imagesPerFamily),
      ageMinutes: 20 + ((k * 7) % headlines.length) * minutesApart,
      category: topic.category,
      creator: samples.creators[k % samples.creators.length] as string,
    });
  }
  return items
    .sort((a, b) => a.ageMinutes - b.ageMinutes)
    .map((item) => ({ ...item, annotation: annotate(item.title, item.description, lang) }));
}

/** The items of every endpoint (`endpoints`) that has the `lang` edition. */
export function editionItems(
  lang: EditionLanguage,
  endpoints: string[],
): Record<string, SampleItem[]> {
  const samples = editionSamples[lang];
  const places = new Map<EditionTopic, number>();
  const result: Record<string, SampleItem[]> = {};
  for (const endpoint of endpoints) {
    const topic = topicOf(endpoint);
    const place = places.get(topic) ?? 0;
    places.set(topic, place + 1);
    const count = endpoints.filter((other) => topicOf(other) === topic).length;
    result[endpoint] = itemsOf(lang, samples, endpoint, place, count);
  }
  return result;
}

/** The invented publishers of every edition, for the snapshot's `publishers`. */
export function editionPublishers(): SamplePublisher[] {
  return Object.entries(editionSamples).flatMap(([lang, samples]) =>
    Object.entries(samples.publishers).map(([key, facts]) => ({
      host: hostOf(key),
      ...facts,
      languages: [lang],
    })),
  );
}
