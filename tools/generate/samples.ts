/**
 * `npm run generate:samples`: writes the bundled sample snapshot the server starts from
 * (src/server/samples/snapshot.json) and the sample images it serves (public/samples/).
 * Deterministic: the same config gives byte-identical files. Every headline is invented
 * and marked "Sample:"; links point at example.com (the events several sample publishers
 * report, ./sampleEvents.ts, at their publishers' subdomains of it); dates are stored as
 * minutes before the server's start, so the content always looks recent.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { annotate } from "../../src/server/feeds/annotateText.ts";
import {
  type SampleItem,
  type SampleSnapshot,
  sampleImagePath,
  snapshotFile,
} from "../../src/server/samples/sampleSnapshot.ts";
import { formatProblem, validateConfig } from "../../src/shared/configValidation.ts";
import { editionLanguages } from "../../src/shared/editions.ts";
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";
import { editionItems, editionPublishers } from "./editionItems.ts";
import { familyOf } from "./familyOf.ts";
import {
  sampleEvents,
  samplePublisherHost,
  samplePublishers,
  templatePublisher,
} from "./sampleEvents.ts";
import { type Family, families, familyHeadlines } from "./sampleHeadlines.ts";
import { sampleReportOf } from "./sampleReports.ts";

/** Cards (stories) each sample endpoint shows: its family's events and template headlines. */
const cardsPerEndpoint = 20;
/** Minutes between a family's headlines, newest to oldest (plus up to 45 at random). */
const minutesApart = 70;
const imagesPerFamily = 4;
const imageDir = "public/samples/images";

/** mulberry32, seeded from a string: small, fast, deterministic. */
function randomFor(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const creators = ["Maverick Sample Desk", "Sample Correspondent", "Sample Staff Writer"];

/** How many wordings of each of its family's events an endpoint carries. */
const wordingsPerEndpoint = 2;

/** A sample item before its terms are made (annotate, where the endpoints are filled). */
type DraftItem = Omit<SampleItem, "annotation">;

/**
 * The reports of the family's shared events an endpoint carries: two wordings of each,
 * rotating with the endpoint's place among the family's endpoints, so that endpoints show
 * different publishers' words and a story's coverage page gathers them all.
 */
function eventItemsFor(name: string, family: Family, place: number): DraftItem[] {
  const items: DraftItem[] = [];
  for (const event of sampleEvents.filter((e) => e.family === name))
    for (let k = 0; k < Math.min(wordingsPerEndpoint, event.wordings.length); k++) {
      const index = (place + k) % event.wordings.length;
      const [publisher, headline] = event.wordings[index] as [
        keyof typeof samplePublishers,
        string,
      ];
      items.push({
        title: `Sample: ${headline}`,
        description:
          sampleReportOf(event.slug, publisher) ??
          `Sample ${family.label.toLowerCase()} story, one invented event told by several sample publishers in their own words, bundled so the site works offline. The live feed replaces it.`,
        link: `https://${samplePublisherHost(publisher)}/maverick-sample/${event.slug}/${index + 1}`,
        image: sampleImagePath(name, index % imagesPerFamily),
        ageMinutes: event.ageMinutes + index * 25,
        category: family.label,
        creator: samplePublishers[publisher].name,
      });
    }
  return items;
}

/**
 * The template items of a family: its fixed list of distinct headlines
 * (`familyHeadlines`), each one article (one link, date, image and creator) wherever it is
 * carried, so the same headline in two endpoints is one story and different headlines are
 * different stories. Seeded by the family's name.
 */
function familyItems(name: string, family: Family): DraftItem[] {
  const random = randomFor(name);
  const headlines = familyHeadlines(family);
  // Ages in a seeded order, so that each endpoint's run of the list (below) mixes new and old.
  const order = headlines.map((_, k) => k);
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [order[k], order[j]] = [order[j] as number, order[k] as number];
  }
  return headlines.map(({ headline, fill }, k) => ({
    title: `Sample: ${headline}`,
    description: `Sample ${family.label.toLowerCase()} story about ${fill}, bundled so the site works offline. The live feed replaces it.`,
    link: `https://example.com/maverick-sample/${name}/${k + 1}`,
    image: sampleImagePath(name, Math.floor(random() * imagesPerFamily)),
    ageMinutes: 15 + (order[k] as number) * minutesApart + Math.floor(random() * 45),
    category: family.label,
    creator: creators[Math.floor(random() * creators.length)] as string,
  }));
}

/**
 * An endpoint's items: its family's shared events, then a run of the family's headlines
 * starting further along the list the later the endpoint's place among the family's
 * `count` endpoints, as many as make `cardsPerEndpoint` cards (an event's wordings are one).
 */
function itemsFor(endpoint: string, place: number, count: number): DraftItem[] {
  const name = familyOf(endpoint);
  const family = families[name] as Family;
  const shared = eventItemsFor(name, family, place);
  const all = familyItems(name, family);
  const events = sampleEvents.filter((e) => e.family === name).length;
  const wanted = cardsPerEndpoint - events;
  if (all.length < wanted)
    throw new Error(`family ${name} has ${all.length} headlines, its endpoints need ${wanted}`);
  const start = place * Math.floor(all.length / count);
  const items = Array.from(
    { length: wanted },
    (_, i) => all[(start + i) % all.length] as DraftItem,
  );
  // Newest first, as a publisher's feed lists them.
  return [...shared, ...items].sort((a, b) => a.ageMinutes - b.ageMinutes);
}

function imageSvg(family: Family, index: number): string {
  const [dark, mid, light] = family.colors;
  const random = randomFor(`${family.label}-${index}`);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = Math.round(random() * 800);
    const y = Math.round(random() * 450);
    const r = Math.round(40 + random() * 160);
    const color = i % 2 === 0 ? mid : light;
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" fill-opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="Sample image: ${family.label}">
<rect width="800" height="450" fill="${dark}"/>
${shapes.join("\n")}
</svg>
`;
}

const configDir = process.argv[2] ?? "config";
const result = validateConfig(await readConfigFiles(configDir));
if (!result.ok) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  process.exit(1);
}

/**
 * The snapshot as indented JSON, each item's annotation on one line: its terms are data for
 * the clustering, not for reading, and would triple the file spread over lines.
 */
function snapshotJson(snapshot: SampleSnapshot): string {
  const annotations: string[] = [];
  const marked = JSON.stringify(
    snapshot,
    (key, value) =>
      key === "annotation" ? `\u0000${annotations.push(JSON.stringify(value)) - 1}` : value,
    2,
  );
  return marked.replace(/"\\u0000(\d+)"/g, (_, index) => annotations[Number(index)] as string);
}

const endpoints: Record<string, SampleItem[]> = {};
const ids = Object.keys(result.config.feeds.endpoints).sort();
const familyPlaces = new Map<string, number>();
for (const id of ids) {
  const place = familyPlaces.get(familyOf(id)) ?? 0;
  familyPlaces.set(familyOf(id), place + 1);
  const count = ids.filter((other) => familyOf(other) === familyOf(id)).length;
  endpoints[id] = itemsFor(id, place, count).map((item) => ({
    ...item,
    annotation: annotate(item.title, item.description),
  }));
}
const editions = Object.fromEntries(
  editionLanguages.map((lang) => {
    const ids = Object.entries(result.config.feeds.endpoints)
      .filter(([, feeds]) => feeds.editions?.[lang] !== undefined)
      .map(([id]) => id)
      .sort();
    return [lang, editionItems(lang, ids)];
  }),
) as SampleSnapshot["editions"];
const snapshot: SampleSnapshot = {
  version: 1,
  generatedBy: "tools/generate/samples.ts",
  endpoints,
  editions,
  publishers: [
    ...Object.entries(samplePublishers).map(([key, facts]) => ({
      host: samplePublisherHost(key as keyof typeof samplePublishers),
      ...facts,
      languages: ["en"],
    })),
    { host: "example.com", ...templatePublisher, languages: ["en"] },
    ...editionPublishers(),
  ],
};
await writeFile(snapshotFile, `${snapshotJson(snapshot)}\n`);

await mkdir(imageDir, { recursive: true });
for (const name of await readdir(imageDir))
  if (name.endsWith(".svg")) await rm(join(imageDir, name));
let images = 0;
for (const [name, family] of Object.entries(families))
  for (let i = 0; i < imagesPerFamily; i++) {
    await writeFile(join("public", sampleImagePath(name, i)), imageSvg(family, i));
    images++;
  }
const editionCounts = editionLanguages.map(
  (lang) => `${Object.keys(editions[lang]).length} ${lang}`,
);
console.log(
  `wrote ${snapshotFile} (${Object.keys(endpoints).length} endpoints, editions: ${editionCounts.join(", ")}) and ${images} images in ${imageDir}`,
);
