import { readFile } from "node:fs/promises";
import sharp from "sharp";
import site from "../../config/site.json" with { type: "json" };
import { lightTokens } from "../../src/shared/lightTokens.ts";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { iconPaths } from "../../src/shared/offlinePaths.ts";
import { OFFLINE_TEXT } from "../../src/shared/offlineTexts.ts";

/**
 * What the offline-files build step writes besides the worker, loaded only when a client
 * build runs (the theme brings styled-components, sharp its native library).
 */
/** The icons are drawn from the favicon (the logo's square). */
const iconSource = "public/favicon.svg";
/** The light theme colour: the header's background. */
export const light = lightTokens.color.paper;

/** The web app manifest: what an install shows and opens. */
export function webManifest() {
  return {
    id: "/",
    name: site.title,
    short_name: OFFLINE_TEXT.appShortName,
    // The manifest is English (`lang`); the tagline is a label in four languages.
    description: labelIn(site.tagline, "en"),
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: light,
    theme_color: light,
    icons: [
      { src: iconPaths.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: iconPaths.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: iconPaths.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** The favicon as PNG icons; the maskable one on a full-bleed square, inside the safe zone. */
export async function icons(): Promise<Record<string, Buffer>> {
  const svg = await readFile(iconSource, "utf8");
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const fill = /fill="([^"]+)"/.exec(svg)?.[1] ?? lightTokens.color.accent;
  // The safe zone is the centred circle of 80% diameter: the 64-unit mark scaled to 60%.
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(12.8 12.8) scale(0.6)">${inner}</g></svg>`;
  const png = (source: string, px: number) =>
    sharp(Buffer.from(source), { density: (72 * px) / 64 })
      .resize(px, px)
      .png({ compressionLevel: 9 })
      .toBuffer();
  return {
    [iconPaths.any192]: await png(svg, 192),
    [iconPaths.any512]: await png(svg, 512),
    [iconPaths.maskable512]: await png(maskable, 512),
  };
}
