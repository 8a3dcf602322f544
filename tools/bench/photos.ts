/**
 * Photo-like JPEGs made on the fly (never publishers' images): 2400×1600, a gradient under a
 * few hundred shapes from 4 to 160 px (detail that survives resizing, as a photo's does) and
 * sensor-like noise, about 0.5 MB each, as real feeds' images weigh 0.4–0.8 MB.
 */
import sharp from "sharp";

const photoWidth = 2400;
const photoHeight = 1600;

/** A small deterministic generator, so every run makes the same photos. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export async function makePhoto(seed: number): Promise<Buffer> {
  const random = seeded(seed * 7919 + 17);
  const hue = () => Math.floor(random() * 360);
  const shapes: string[] = [];
  for (let i = 0; i < 600; i++) {
    const size = 4 + random() ** 3 * 156;
    const x = Math.round(random() * photoWidth);
    const y = Math.round(random() * photoHeight);
    const fill = `hsl(${hue()} ${Math.round(30 + random() * 60)}% ${Math.round(20 + random() * 60)}%)`;
    shapes.push(
      i % 2
        ? `<circle cx="${x}" cy="${y}" r="${size.toFixed(1)}" fill="${fill}" fill-opacity="0.8"/>`
        : `<rect x="${x}" y="${y}" width="${(size * 2).toFixed(1)}" height="${size.toFixed(1)}" fill="${fill}"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photoWidth}" height="${photoHeight}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue()} 50% 30%)"/><stop offset="1" stop-color="hsl(${hue()} 60% 70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}</svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const noise = await sharp({
    create: {
      width: photoWidth,
      height: photoHeight,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 5 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++)
    base[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + (noise[i] ?? 128) - 128));
  return sharp(base, { raw: { width: photoWidth, height: photoHeight, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
