import { createHmac, timingSafeEqual } from "node:crypto";
import { type ImageProxy, imageWidths } from "../../shared/imageProxy.ts";

/** Bytes of HMAC-SHA256 kept per signature: 128 bits, 22 characters in a URL. */
const signatureBytes = 16;

/**
 * Signs and checks image links: HMAC-SHA256 over the width and the source URL, so the proxy
 * fetches only what pages link, in the widths they link (it is no open relay).
 */
export class ImageSigner {
  constructor(private readonly key: Buffer) {}

  private mac(source: string, width: number): Buffer {
    return createHmac("sha256", this.key)
      .update(`${width}\n${source}`)
      .digest()
      .subarray(0, signatureBytes);
  }

  sign(source: string, width: number): string {
    return this.mac(source, width).toString("base64url");
  }

  /** Whether `signature` is this install's for `source` at `width` (in constant time). */
  verify(signature: string, source: string, width: number): boolean {
    const given = Buffer.from(signature, "base64url");
    return given.length === signatureBytes && timingSafeEqual(given, this.mac(source, width));
  }

  /** Every width's link of a source, as pages receive them. */
  link(source: string): ImageProxy {
    return {
      src: encodeSource(source),
      sigs: imageWidths.map((width) => this.sign(source, width)),
    };
  }
}

function encodeSource(source: string): string {
  return Buffer.from(source, "utf8").toString("base64url");
}
