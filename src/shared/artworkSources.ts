import { type ImageProxy, proxiedSources } from "./imageProxy.ts";

/**
 * A podcast artwork's `src` (and `srcSet`) for a box at most `maxCssWidth` CSS px wide
 * (issue 46): through the site's image proxy when the server signed it (the CSP allows no
 * publisher's images), none when there is nothing to show (null: the proxy has no link for
 * it), else the URL as it is (the site's own, or the proxy off). Apart from imageProxy.ts,
 * which every page carries: only the podcast pages read this.
 */
export function artworkSources(
  image: string | null,
  proxy: ImageProxy | null | undefined,
  maxCssWidth: number,
): { src: string; srcSet?: string } | null {
  if (proxy) return proxiedSources(proxy, maxCssWidth);
  if (proxy === null || !image) return null;
  return { src: image };
}
