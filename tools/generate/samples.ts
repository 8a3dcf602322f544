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
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";
import { sampleImageLabels } from "../../src/shared/sampleImages.ts";
import { sampleEvents, samplePublisherHost, samplePublishers } from "./sampleEvents.ts";

const itemsPerEndpoint = 20;
const imagesPerFamily = 4;
const imageDir = "public/samples/images";

interface Family {
  label: string;
  colors: [string, string, string];
  fills: string[];
  templates: string[];
}

const places = {
  world: ["Geneva", "Nairobi", "Jakarta", "Lima", "Oslo", "Seoul", "Accra", "Montreal"],
  asia: ["Jakarta", "Seoul", "Manila", "Hanoi", "Dhaka", "Osaka", "Kathmandu", "Colombo"],
  africa: ["Nairobi", "Accra", "Dakar", "Kigali", "Lusaka", "Addis Ababa", "Lagos", "Maputo"],
  america: ["Chicago", "Denver", "Quito", "Toronto", "Austin", "Santiago", "Atlanta", "Bogotá"],
  europe: ["Lisbon", "Vienna", "Gdańsk", "Tallinn", "Lyon", "Porto", "Ghent", "Turin"],
  middleeast: ["Amman", "Muscat", "Doha", "Beirut", "Kuwait City", "Erbil", "Aqaba", "Sharjah"],
};

/** A family's caption label: one table, shared with the pages that show it. */
function label(family: string): string {
  const text = sampleImageLabels[family];
  if (text === undefined) throw new Error(`no sample image label for ${family}`);
  return text;
}

const world = (fills: string[], label: string): Family => ({
  label,
  colors: ["#1d3557", "#457b9d", "#a8dadc"],
  fills,
  templates: [
    "Leaders in {x} agree on a plan to expand regional rail links",
    "Flooding in {x} prompts a new early-warning system",
    "{x} hosts talks on water sharing across the region",
    "Port workers in {x} return after a week-long dispute",
    "{x} opens its largest solar farm to date",
    "Election officials in {x} publish a timetable for the vote",
    "Aid groups in {x} scale up support as harvests fall short",
    "{x} city council approves a new riverside park",
  ],
});

const families: Record<string, Family> = {
  world: world(places.world, label("world")),
  asia: world(places.asia, label("asia")),
  africa: world(places.africa, label("africa")),
  america: world(places.america, label("america")),
  europe: world(places.europe, label("europe")),
  middleeast: world(places.middleeast, label("middleeast")),
  technology: {
    label: label("technology"),
    colors: ["#22223b", "#4a4e69", "#9a8c98"],
    fills: [
      "phone makers",
      "chip designers",
      "browser vendors",
      "app developers",
      "cloud providers",
      "router makers",
    ],
    templates: [
      "Why {x} are betting on repairable hardware",
      "A quieter year for {x} as upgrade cycles stretch",
      "{x} face new rules on battery labelling",
      "What a new security standard means for {x}",
      "{x} race to cut the power their products draw",
      "Small teams of {x} find a niche in accessibility tools",
    ],
  },
  lifestyle: {
    label: label("lifestyle"),
    colors: ["#6d597a", "#b56576", "#eaac8b"],
    fills: [
      "weekend walkers",
      "home cooks",
      "new parents",
      "city gardeners",
      "night-shift workers",
      "retirees",
    ],
    templates: [
      "How {x} are rethinking the weekly routine",
      "Small habits that help {x} sleep better",
      "A practical guide for {x} on a tighter budget",
      "What {x} say about living with less",
      "The simple tools {x} swear by",
      "Five ideas for {x} to spend more time outdoors",
    ],
  },
  food: {
    label: label("food"),
    colors: ["#9c6644", "#dda15e", "#fefae0"],
    fills: ["lentils", "tomatoes", "rye bread", "rice", "chickpeas", "spring greens"],
    templates: [
      "Three weeknight dishes built around {x}",
      "The case for cooking {x} slowly",
      "A market guide to choosing {x}",
      "Chefs share their favourite ways with {x}",
      "How to store {x} so nothing goes to waste",
      "A one-pan supper of {x} and herbs",
    ],
  },
  health: {
    label: label("health"),
    colors: ["#2a9d8f", "#8ab17d", "#e9f5db"],
    fills: ["walking", "hydration", "sleep", "posture", "screen breaks", "regular check-ups"],
    templates: [
      "Researchers look again at the benefits of {x}",
      "Doctors offer simple advice on {x}",
      "A community clinic makes {x} part of its routine",
      "What the latest survey says about {x}",
      "Why {x} matters more as we age",
      "Schools try new approaches to {x}",
    ],
  },
  science: {
    label: label("science"),
    colors: ["#03045e", "#0077b6", "#90e0ef"],
    fills: [
      "coral reefs",
      "migrating birds",
      "soil microbes",
      "deep-sea vents",
      "glaciers",
      "ancient pollen",
    ],
    templates: [
      "New measurements shed light on {x}",
      "A decade of field data on {x} is published",
      "Students help map {x} in a citizen-science project",
      "Scientists test a cheaper way to monitor {x}",
      "What {x} can tell us about past climates",
      "A museum collection reveals surprises about {x}",
    ],
  },
  space: {
    label: label("space"),
    colors: ["#0b0c10", "#1f2833", "#66fcf1"],
    fills: [
      "a small moon",
      "a distant comet",
      "the solar wind",
      "an ice giant",
      "a young star",
      "a lunar crater",
    ],
    templates: [
      "Astronomers release new images of {x}",
      "A probe's final data set describes {x}",
      "Amateur observers track {x} for a month",
      "Why {x} keeps puzzling mission planners",
      "A new telescope survey catalogues {x}",
      "Engineers test instruments built to study {x}",
    ],
  },
  ai: {
    label: label("ai"),
    colors: ["#240046", "#5a189a", "#c77dff"],
    fills: [
      "translation tools",
      "speech models",
      "image classifiers",
      "coding assistants",
      "search systems",
      "tutoring apps",
    ],
    templates: [
      "How schools are testing {x} in classrooms",
      "Researchers publish an open benchmark for {x}",
      "Regulators ask how {x} are evaluated",
      "Libraries experiment with {x} for archives",
      "What users want from {x}, according to a survey",
      "A hospital pilots {x} for paperwork",
    ],
  },
  environment: {
    label: label("environment"),
    colors: ["#344e41", "#588157", "#a3b18a"],
    fills: ["wetlands", "urban trees", "river banks", "peat bogs", "mangroves", "hedgerows"],
    templates: [
      "Volunteers restore {x} after a dry summer",
      "A new study counts the value of {x}",
      "Cities plan to protect {x} from development",
      "Farmers and ecologists team up over {x}",
      "Satellite data tracks the health of {x}",
      "Why {x} matter for flood defence",
    ],
  },
  business: {
    label: label("business"),
    colors: ["#14213d", "#fca311", "#e5e5e5"],
    fills: [
      "family-run bakeries",
      "logistics firms",
      "textile makers",
      "regional airlines",
      "start-ups",
      "shipping lines",
    ],
    templates: [
      "Why {x} are hiring again",
      "{x} report a steadier quarter",
      "Rising costs push {x} to rethink supply chains",
      "A new loan scheme targets {x}",
      "How {x} are adapting to online sales",
      "Investors take a fresh look at {x}",
    ],
  },
  sport: {
    label: label("sport"),
    colors: ["#006400", "#38b000", "#ccff33"],
    fills: [
      "the home side",
      "the league leaders",
      "the visitors",
      "a young squad",
      "the defending champions",
      "the underdogs",
    ],
    templates: [
      "Late surge lifts {x} to a narrow win",
      "{x} hold on after a tense final period",
      "Coach praises {x} for a disciplined display",
      "Injury news clouds the week for {x}",
      "{x} unveil a new training centre",
      "Fans turn out in numbers as {x} return",
    ],
  },
  arts: {
    label: label("arts"),
    colors: ["#7f5539", "#b08968", "#ede0d4"],
    fills: [
      "a debut novel",
      "a touring exhibition",
      "a chamber orchestra",
      "an indie film",
      "a photography show",
      "a folk album",
    ],
    templates: [
      "Review: {x} that rewards patience",
      "Behind the scenes of {x}",
      "Critics are divided over {x}",
      "Why {x} is drawing younger audiences",
      "The making of {x}, in the artists' words",
      "A second look at {x}",
    ],
  },
  politics: {
    label: label("politics"),
    colors: ["#370617", "#9d0208", "#ffba08"],
    fills: [
      "transport funding",
      "housing policy",
      "school budgets",
      "energy prices",
      "public libraries",
      "rural broadband",
    ],
    templates: [
      "Lawmakers debate changes to {x}",
      "A cross-party group publishes a report on {x}",
      "Voters rank {x} among their top concerns",
      "Committee hearing focuses on {x}",
      "Mayors call for a new deal on {x}",
      "What the budget means for {x}",
    ],
  },
  money: {
    label: label("money"),
    colors: ["#283618", "#606c38", "#fefae0"],
    fills: [
      "savings rates",
      "household budgets",
      "pension plans",
      "rent",
      "grocery bills",
      "student loans",
    ],
    templates: [
      "What the latest figures mean for {x}",
      "Economists weigh the outlook for {x}",
      "A plain guide to {x} this year",
      "Why {x} are changing faster than expected",
      "Readers share how they manage {x}",
      "Five questions to ask about {x}",
    ],
  },
  place: {
    label: label("place"),
    colors: ["#3d405b", "#e07a5f", "#f4f1de"],
    fills: [
      "a converted warehouse",
      "a terraced house",
      "a hillside cabin",
      "a city studio",
      "a farmhouse",
      "a canal-side flat",
    ],
    templates: [
      "Inside {x} with room to grow",
      "What a modest budget buys: {x}",
      "The renovation of {x}, step by step",
      "Living small in {x}",
      "Why buyers are drawn to {x}",
      "A first home in {x}",
    ],
  },
  learning: {
    label: label("learning"),
    colors: ["#003049", "#d62828", "#fcbf49"],
    fills: [
      "reading programmes",
      "apprenticeships",
      "science clubs",
      "evening classes",
      "school libraries",
      "language courses",
    ],
    templates: [
      "Teachers report progress from {x}",
      "Funding boost for {x} in rural areas",
      "Students design their own {x}",
      "A university expands {x} for adults",
      "Parents weigh in on {x}",
      "What research says about {x}",
    ],
  },
  autos: {
    label: label("autos"),
    colors: ["#212529", "#6c757d", "#f8f9fa"],
    fills: [
      "compact electric cars",
      "family estates",
      "delivery vans",
      "small hybrids",
      "city bikes",
      "charging networks",
    ],
    templates: [
      "Road test: a week with {x}",
      "Why {x} are getting cheaper to run",
      "Makers promise longer warranties on {x}",
      "What buyers should know about {x}",
      "Towns plan more space for {x}",
      "A history of {x} in ten models",
    ],
  },
  rights: {
    label: label("rights"),
    colors: ["#1b263b", "#415a77", "#e0e1dd"],
    fills: [
      "press freedom",
      "access to clean water",
      "workers' rights",
      "refugee protection",
      "digital privacy",
      "children's education",
    ],
    templates: [
      "A new report tracks progress on {x}",
      "Campaigners call for action on {x}",
      "Courts hear landmark case on {x}",
      "Why {x} is back on the agenda",
      "Local groups lead the way on {x}",
      "An international panel reviews {x}",
    ],
  },
};

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

function familyOf(endpoint: string): keyof typeof families {
  const name = endpoint.split("/")[1] ?? endpoint;
  return familyRules.find(([pattern]) => pattern.test(name))?.[1] ?? "world";
}

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
        description: `Sample ${family.label.toLowerCase()} story, one invented event told by several sample publishers in their own words, bundled so the site works offline. The live feed replaces it.`,
        link: `https://${samplePublisherHost(publisher)}/maverick-sample/${event.slug}/${index + 1}`,
        image: sampleImagePath(name, index % imagesPerFamily),
        ageMinutes: event.ageMinutes + index * 25,
        category: family.label,
        creator: samplePublishers[publisher],
      });
    }
  return items;
}

function itemsFor(endpoint: string, place: number): DraftItem[] {
  const name = familyOf(endpoint);
  const family = families[name] as Family;
  const random = randomFor(endpoint);
  const shared = eventItemsFor(name, family, place);
  const combos: [string, string][] = [];
  for (const template of family.templates)
    for (const fill of family.fills) combos.push([template, fill]);
  const items: DraftItem[] = [];
  const slug = endpoint.replace("/", "-").toLowerCase();
  for (let i = 0; i < itemsPerEndpoint - shared.length; i++) {
    const [template, fill] = combos.splice(Math.floor(random() * combos.length), 1)[0] as [
      string,
      string,
    ];
    const headline = template.replace("{x}", fill);
    const title = `Sample: ${headline.charAt(0).toUpperCase()}${headline.slice(1)}`;
    const description = `Sample ${family.label.toLowerCase()} story about ${fill}, bundled so the site works offline. The live feed replaces it.`;
    items.push({
      title,
      description,
      link: `https://example.com/maverick-sample/${slug}/${i + 1}`,
      image: sampleImagePath(name, Math.floor(random() * imagesPerFamily)),
      ageMinutes: 15 + i * 90 + Math.floor(random() * 60),
      category: family.label,
      creator: creators[Math.floor(random() * creators.length)] as string,
    });
  }
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
const familyPlaces = new Map<string, number>();
for (const id of Object.keys(result.config.feeds.endpoints).sort()) {
  const place = familyPlaces.get(familyOf(id)) ?? 0;
  familyPlaces.set(familyOf(id), place + 1);
  endpoints[id] = itemsFor(id, place).map((item) => ({
    ...item,
    annotation: annotate(item.title, item.description),
  }));
}
const snapshot: SampleSnapshot = {
  version: 1,
  generatedBy: "tools/generate/samples.ts",
  endpoints,
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
console.log(
  `wrote ${snapshotFile} (${Object.keys(endpoints).length} endpoints) and ${images} images in ${imageDir}`,
);
