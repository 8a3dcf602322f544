/**
 * The sample headlines (tools/generate/samples.ts writes them into the bundled snapshot):
 * per family of endpoints its caption label, its image colours, and headline templates
 * whose `{x}` is filled with one of its fills. Every headline is invented; the generator
 * adds the "Sample:" prefix. Changing a word here changes the generated snapshot.
 */
import { sampleImageLabels } from "../../src/shared/sampleImages.ts";

export interface Family {
  /** The caption label, also each item's category. */
  label: string;
  /** The sample image's background, then its two circle colours. */
  colors: [string, string, string];
  /** What `{x}` becomes in a template. */
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

/** The six world regions share their colours and templates, each with its own places. */
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

/** Every family by name; samples.ts's `familyRules` says which one an endpoint draws from. */
export const families: Record<string, Family> = {
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
