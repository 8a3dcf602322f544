import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as z from "zod/mini";
import { annotationSchema } from "../../shared/annotation.ts";
import { articleSchema } from "../../shared/article.ts";
import { countryCodes } from "../../shared/countryCodes.ts";
import { editionId, editionLanguages } from "../../shared/editions.ts";
import { endpointIdSchema } from "../../shared/endpointIdSchema.ts";
import { defaultLanguage, type Language } from "../../shared/languageHref.ts";
import { sampleImagesPrefix } from "../../shared/sampleImages.ts";
import { type Publisher, publisherKinds } from "../../shared/sourcesConfig.ts";
import { canonicalKey, type SourceItem, titleKey } from "../feeds/normalizeFeed.ts";

/** One invented article of the bundled snapshot; its date is relative to server start. */
const sampleItemSchema = z.extend(
  z.pick(articleSchema, { title: true, description: true, link: true }),
  {
    /** Site path of a sample image served by this server. */
    image: z.string(),
    ageMinutes: z.number().check(z.gte(0)),
    category: z.string(),
    creator: z.string(),
    /**
     * Its terms for story clustering, made by the generator: the server then never loads the
     * English model on its event loop (the ingest threads have their own). An older
     * annotator's are made again (currentAnnotation).
     */
    annotation: annotationSchema,
  },
);

/**
 * An invented publisher the samples' links name (`northdesk.example.com`): where it is from
 * and what kind of outlet it is, so that offline a story shows its coverage.
 */
const samplePublisherSchema = z.object({
  host: z.string(),
  name: z.string(),
  country: z.string().check(z.refine((code) => countryCodes.has(code))),
  languages: z.array(z.string()).check(z.minLength(1)),
  kind: z.enum(publisherKinds),
});

const endpointItemsSchema = z.record(endpointIdSchema, z.array(sampleItemSchema));

const sampleSnapshotSchema = z.object({
  version: z.literal(1),
  generatedBy: z.string(),
  /** The English items of every endpoint. */
  endpoints: endpointItemsSchema,
  /** Per edition language, the items of every endpoint with that edition in config/feeds.json. */
  editions: z.record(z.enum(editionLanguages), endpointItemsSchema),
  publishers: z.array(samplePublisherSchema),
});

export type SampleItem = z.output<typeof sampleItemSchema>;
export type SampleSnapshot = z.output<typeof sampleSnapshotSchema>;
export type SamplePublisher = z.output<typeof samplePublisherSchema>;

/** Said in every sample article's content, in its language: what it is and what replaces it. */
const sampleNotes: Record<Language, string> = {
  en: "No real event is described here: this text ships with Maverick News and is replaced by live publisher articles as soon as the server reaches its configured feeds.",
  es: "Aquí no se describe ningún hecho real: este texto se incluye con Maverick News y lo sustituyen los artículos de los medios en cuanto el servidor accede a sus fuentes configuradas.",
  fr: "Aucun fait réel n'est décrit ici : ce texte est fourni avec Maverick News et remplacé par les articles des éditeurs dès que le serveur atteint ses flux configurés.",
  ar: "لا يصف هذا النص أي حدث حقيقي: إنه مرفق مع Maverick News وتحل محله مقالات الناشرين بمجرد أن يصل الخادم إلى خلاصاته المضبوطة.",
};

/** Where the generator writes the snapshot (relative to the project root). */
export const snapshotFile = "src/server/samples/snapshot.json";

/** Sample images are served from `public/samples/` under the site path `/samples/`. */
export const sampleImagesDir = fileURLToPath(new URL("../../../public/samples/", import.meta.url));

export function sampleImagePath(family: string, index: number): string {
  return `${sampleImagesPrefix}${family}-${index + 1}.svg`;
}

/** The bundled snapshot, read and checked once. */
let snapshot: Promise<SampleSnapshot> | undefined;

function readSnapshot(): Promise<SampleSnapshot> {
  snapshot ??= readFile(new URL("./snapshot.json", import.meta.url), "utf8").then((text) => {
    const parsed = sampleSnapshotSchema.safeParse(JSON.parse(text));
    // The snapshot ships with the code: a bad one is a bug of tools/generate/samples.ts.
    if (!parsed.success)
      throw new Error(`${snapshotFile} is invalid:\n${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
  return snapshot;
}

/** One endpoint's sample items as source items in `language`, dated relative to `now`. */
function sourceItems(items: SampleItem[], language: Language, now: number): SourceItem[] {
  return items.map((item, rank) => ({
    article: {
      title: item.title,
      description: item.description,
      content: `${item.description} ${sampleNotes[language]}`,
      link: item.link,
      images: [item.image],
      pubDate: new Date(now - item.ageMinutes * 60_000).toISOString(),
      category: item.category,
      creator: item.creator,
      author: item.creator,
      excerpt: item.description,
      language,
    },
    key: canonicalKey(item.link),
    titleKey: titleKey(item.title),
    annotation: item.annotation,
    rank,
    feedSize: items.length,
  }));
}

/**
 * Reads the bundled snapshot and turns it into source items dated relative to `now`, by
 * store id: each endpoint's English items under its id, and each edition's under
 * `editionId(endpoint, lang)` (src/shared/editions.ts), in that language.
 */
export async function loadSamples(now: number): Promise<Map<string, SourceItem[]>> {
  const { endpoints, editions } = await readSnapshot();
  const samples = new Map<string, SourceItem[]>();
  for (const [id, items] of Object.entries(endpoints))
    samples.set(id, sourceItems(items, defaultLanguage, now));
  for (const lang of editionLanguages)
    for (const [id, items] of Object.entries(editions[lang] ?? {}))
      samples.set(editionId(id, lang), sourceItems(items, lang, now));
  return samples;
}

/**
 * The invented publishers of the samples, shaped as registry publishers
 * (src/shared/sourcesConfig.ts) so a PublisherRegistry resolves their hosts: a story of
 * samples then has coverage offline. They have no feeds: nothing is ever fetched from them.
 * Async, as it reads the snapshot (once, shared with loadSamples).
 */
export async function samplePublishers(): Promise<Publisher[]> {
  const { publishers } = await readSnapshot();
  return publishers.map(({ host, name, country, languages, kind }) => ({
    id: `sample-${host.replaceAll(".", "-")}`,
    name,
    homepage: `https://${host}/`,
    country,
    languages,
    kind,
    feeds: [],
  }));
}
