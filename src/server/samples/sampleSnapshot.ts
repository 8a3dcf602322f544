import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { EndpointId } from "../../shared/endpoints.ts";
import { canonicalKey, type SourceItem, titleKey } from "../feeds/normalizeFeed.ts";

/** One invented article of the bundled snapshot; its date is relative to server start. */
export interface SampleItem {
  title: string;
  description: string;
  link: string;
  /** Site path of a sample image served by this server. */
  image: string;
  ageMinutes: number;
  category: string;
  creator: string;
}

export interface SampleSnapshot {
  version: 1;
  generatedBy: string;
  endpoints: Record<EndpointId, SampleItem[]>;
}

/** Said in every sample article's content: what it is and what replaces it. */
const sampleNote =
  "No real event is described here: this text ships with Maverick News and is replaced by live publisher articles as soon as the server reaches its configured feeds.";

/** Where the generator writes the snapshot (relative to the project root). */
export const snapshotFile = "src/server/samples/snapshot.json";

/** Sample images are served from `public/samples/` under the site path `/samples/`. */
export const sampleImagesDir = fileURLToPath(new URL("../../../public/samples/", import.meta.url));

export function sampleImagePath(family: string, index: number): string {
  return `/samples/images/${family}-${index + 1}.svg`;
}

/** Reads the bundled snapshot and turns it into source items dated relative to `now`. */
export async function loadSamples(now: number): Promise<Map<EndpointId, SourceItem[]>> {
  const file = new URL("./snapshot.json", import.meta.url);
  const snapshot = JSON.parse(await readFile(file, "utf8")) as SampleSnapshot;
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
        },
        key: canonicalKey(item.link),
        titleKey: titleKey(item.title),
        rank,
        feedSize: items.length,
      })),
    );
  return samples;
}
