/** The raster formats the proxy reads: what the bytes are, whatever Content-Type said. */
export type RasterFormat = "jpeg" | "png" | "gif" | "webp" | "avif";

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString("latin1");

/**
 * The raster format of an image's first bytes, or undefined: SVG (which can carry script),
 * HTML and anything else are not images to the proxy.
 */
export function sniffImage(bytes: Buffer): RasterFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO BMFF: a `ftyp` box whose major brand is AVIF (image or sequence).
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12)))
    return "avif";
  return undefined;
}
