/**
 * The image proxy's links, as pages build them (server and browser alike). The server signs
 * each width of an article's first image (`/img/<signature>/<source>?w=<width>`) and hands
 * the page `ImageProxy`; the browser only assembles URLs from it, it never holds the key.
 */

/**
 * The only widths the proxy makes, in pixels: a signed source has at most these variants.
 * 750 is a phone's full width at DPR 2 (358–375 CSS px), the commonest slot.
 */
export const imageWidths = [160, 320, 480, 640, 750, 960, 1280, 1920] as const;
export type ImageWidth = (typeof imageWidths)[number];

/** Where the proxy answers. */
export const imageProxyPrefix = "/img/";

/**
 * An article's first image through the proxy: `src` is the source URL (base64url of its
 * UTF-8), `sig` its signature, good for every one of `imageWidths`. On an article, `null` means the
 * proxy is on but there is nothing to link (no image, or it failed): show the placeholder.
 * Absent: the proxy is off or the image is the site's own, linked as it is.
 */
export interface ImageProxy {
  src: string;
  sig: string;
}

export function isImageProxy(value: unknown): value is ImageProxy {
  if (typeof value !== "object" || value === null) return false;
  const { src, sig } = value as Record<string, unknown>;
  return (
    typeof src === "string" &&
    /^[\w-]+$/.test(src) &&
    typeof sig === "string" &&
    /^[\w-]+$/.test(sig)
  );
}

/** The URL of one width of a proxied image. */
export function imageProxyUrl(proxy: ImageProxy, index: number): string {
  return `${imageProxyPrefix}${proxy.sig}/${proxy.src}?w=${imageWidths[index]}`;
}

/**
 * `src` and `srcset` for a slot at most `maxCssWidth` CSS pixels wide: candidates up to
 * twice that (DPR 2; a DPR 3 phone gets the 2x file, which it cannot tell apart), and `src`
 * the candidate for DPR 1 (what a browser without srcset loads).
 */
export function proxiedSources(
  proxy: ImageProxy,
  maxCssWidth: number,
): { src: string; srcSet: string } {
  const limit = imageWidths.findIndex((width) => width >= maxCssWidth * 2);
  const last = limit === -1 ? imageWidths.length - 1 : limit;
  const candidates: string[] = [];
  for (let i = 0; i <= last; i++) candidates.push(`${imageProxyUrl(proxy, i)} ${imageWidths[i]}w`);
  const base = imageWidths.findIndex((width) => width >= maxCssWidth);
  return {
    src: imageProxyUrl(proxy, base === -1 ? last : Math.min(base, last)),
    srcSet: candidates.join(", "),
  };
}
