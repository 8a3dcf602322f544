import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as z from "zod/mini";
import { annotationSchema } from "../../shared/annotation.ts";
import { articleSchema } from "../../shared/article.ts";
import { endpointIdSchema } from "../../shared/endpointIdSchema.ts";
import type { EndpointId } from "../../shared/endpoints.ts";
import { sampleImagesPrefix } from "../../shared/sampleImages.ts";
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

const sampleSnapshotSchema = z.object({
  version: z.literal(1),
  generatedBy: z.string(),
  endpoints: z.record(endpointIdSchema, z.array(sampleItemSchema)),
});

export type SampleItem = z.output<typeof sampleItemSchema>;
export type SampleSnapshot = z.output<typeof sampleSnapshotSchema>;

/** Said in every sample article's content: what it is and what replaces it. */
const sampleNote =
  "No real event is described here: this text ships with Maverick News and is replaced by live publisher articles as soon as the server reaches its configured feeds.";

/** Where the generator writes the snapshot (relative to the project root). */
export const snapshotFile = "src/server/samples/snapshot.json";

/** Sample images are served from `public/samples/` under the site path `/samples/`. */
export const sampleImagesDir = fileURLToPath(new URL("../../../public/samples/", import.meta.url));

export function sampleImagePath(family: string, index: number): string {
  return `${sampleImagesPrefix}${family}-${index + 1}.svg`;
}

/** Reads the bundled snapshot and turns it into source items dated relative to `now`. */
export async function loadSamples(now: number): Promise<Map<EndpointId, SourceItem[]>> {
  const file = new URL("./snapshot.json", import.meta.url);
  const parsed = sampleSnapshotSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  // The snapshot ships with the code: a bad one is a bug of tools/generate/samples.ts.
  if (!parsed.success)
    throw new Error(`${snapshotFile} is invalid:\n${z.prettifyError(parsed.error)}`);
  const snapshot = parsed.data;
  const samples = new Map<EndpointId, SourceItem[]>();
  for (const [id, items] of Object.entries(snapshot.endpoints))
    samples.set(
      id,
      items.map((item, rank) => ({
        article: {
          title: item.title,
          description: item.description,
          content: `${item.description} ${sampleNote}`,
          link: item.link,
          images: [item.image],
          pubDate: new Date(now - item.ageMinutes * 60_000).toISOString(),
          category: item.category,
          creator: item.creator,
          author: item.creator,
          excerpt: item.description,
          language: "en",
        },
        key: canonicalKey(item.link),
        titleKey: titleKey(item.title),
        annotation: item.annotation,
        rank,
        feedSize: items.length,
      })),
    );
  return samples;
}
