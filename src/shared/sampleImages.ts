/**
 * The bundled sample images (written by tools/generate/samples.ts): plain pictures whose
 * caption pages show as text beside them, never drawn into the image (a small card would
 * crop it).
 */
export const sampleImagesPrefix = "/samples/images/";

/**
 * Each sample image family (the file name's prefix) and what its caption names, in English
 * (the samples' categories too); other languages' are in their catalogues.
 */
export const sampleImageLabels = {
  world: "World",
  asia: "Asia",
  africa: "Africa",
  america: "Americas",
  europe: "Europe",
  middleeast: "Middle East",
  technology: "Technology",
  lifestyle: "Lifestyle",
  food: "Food",
  health: "Health",
  science: "Science",
  space: "Space",
  ai: "Artificial intelligence",
  environment: "Environment",
  business: "Business",
  sport: "Sport",
  arts: "Arts",
  politics: "Politics",
  money: "Money",
  place: "Property",
  learning: "Education",
  autos: "Autos",
  rights: "Human rights",
} as const;

export type SampleImageFamily = keyof typeof sampleImageLabels;

/** The family of a sample image's URL (its caption names it); undefined for any other image. */
export function sampleImageFamily(url: string | undefined): SampleImageFamily | undefined {
  if (!url?.startsWith(sampleImagesPrefix)) return undefined;
  const family = /^([a-z]+)-\d+\.svg$/.exec(url.slice(sampleImagesPrefix.length))?.[1];
  return family !== undefined && Object.hasOwn(sampleImageLabels, family)
    ? (family as SampleImageFamily)
    : undefined;
}
