import type { Article } from "../../shared/article.ts";
import type { ImageProxy } from "./imageProxy.ts";
import type { OutputFormat } from "./transformImage.ts";

/**
 * The variants made ahead: a phone's lead image (750 px, its slot at DPR 2 and what a
 * 412 px Android screen at DPR 1.75 picks), in the formats phones accept. Made cold on its
 * first request, a 2400×1600 publisher JPEG took its first visitor about a second (fetch,
 * decode, resize, encode): the page's largest paint waited for it.
 */
const leadVariants: readonly [number, OutputFormat][] = [
  [750, "avif"],
  [750, "webp"],
];

/** The first articles of an endpoint with an image: the ones layouts lead with. */
const leadArticles = 2;

/** Makes the lead variants of an endpoint's first articles, in the background. */
export function warmLeadImages(proxy: ImageProxy, articles: readonly Article[]): void {
  const leads = articles.filter((article) => article.imageProxy).slice(0, leadArticles);
  for (const article of leads) {
    const source = article.images[0];
    if (source === undefined) continue;
    for (const [width, format] of leadVariants) void proxy.warm(source, width, format);
  }
}
