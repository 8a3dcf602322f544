/**
 * The bundled sample images (written by tools/generate/samples.ts): plain pictures whose
 * caption pages show as text beside them, never drawn into the image (a small card would
 * crop it).
 */
export const sampleImagesPrefix = "/samples/images/";

/** Each sample image family (the file name's prefix) and what its caption names. */
export const sampleImageLabels: Readonly<Record<string, string>> = {
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
};

/** `Sample image · World` for a sample image's URL; undefined for any other image. */
export function sampleImageCaption(url: string | undefined): string | undefined {
  if (!url?.startsWith(sampleImagesPrefix)) return undefined;
  const family = /^([a-z]+)-\d+\.svg$/.exec(url.slice(sampleImagesPrefix.length))?.[1];
  const label = family === undefined ? undefined : sampleImageLabels[family];
  return label === undefined ? undefined : `Sample image · ${label}`;
}
