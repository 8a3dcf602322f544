import type { MediaNs } from "feedsmith";
import { absoluteUrl } from "./absoluteUrl.ts";
import type { RawImage } from "./parsedFeed.ts";

/** An image reference resolved against `base`, with its declared size (pixels are spotted later). */
export function rawImage(
  url: string | undefined,
  base: string,
  size: { width?: number | undefined; height?: number | undefined } = {},
): RawImage | undefined {
  const resolved = absoluteUrl(url, base);
  if (!resolved) return undefined;
  const image: RawImage = { url: resolved };
  if (size.width !== undefined && Number.isFinite(size.width)) image.width = size.width;
  if (size.height !== undefined && Number.isFinite(size.height)) image.height = size.height;
  return image;
}

/**
 * Media RSS images in the order publishers mean them: `media:content` that is an image
 * (by medium, by type, or untyped), then thumbnails, then the same inside `media:group`.
 */
export function mediaImages(media: MediaNs.ItemOrFeed | undefined, base: string): RawImage[] {
  if (!media) return [];
  const images: (RawImage | undefined)[] = [];
  for (const holder of [media, ...(media.groups ?? [])]) {
    const contents = "contents" in holder ? (holder.contents ?? []) : [];
    for (const content of contents)
      if (
        content.medium === "image" ||
        content.type?.startsWith("image/") ||
        (!content.medium && !content.type)
      )
        images.push(rawImage(content.url, base, content));
    for (const thumbnail of holder.thumbnails ?? [])
      images.push(rawImage(thumbnail.url, base, thumbnail));
    for (const content of contents)
      for (const thumbnail of content.thumbnails ?? [])
        images.push(rawImage(thumbnail.url, base, thumbnail));
  }
  return images.filter((image) => image !== undefined);
}
