import { type ImageWidth, imageProxyPrefix, imageWidths } from "../../shared/imageProxy.ts";

/** What a canonical `/img/<signature>/<source>?w=<width>` names. */
export interface ImageAddress {
  signature: string;
  source: string;
  width: ImageWidth;
}

export type ParsedImageAddress =
  | { ok: true; address: ImageAddress }
  | { ok: false; status: 400 | 404; message: string };

/** A signature is 16 bytes: exactly 22 base64url characters, no padding. */
const signaturePattern = /^[\w-]{22}$/;
const sourcePattern = /^[\w-]+$/;
const widthQuery = /^w=([1-9]\d{0,4})$/;

/** Whether `segment` is the one base64url spelling of the bytes it decodes to. */
function canonicalBase64url(segment: string): boolean {
  return Buffer.from(segment, "base64url").toString("base64url") === segment;
}

/**
 * Reads an image link from the raw request URL (path and query, as sent). The source URL
 * can be of any length (real CDN paths with crops, dates and query strings pass 200
 * characters). Only the spelling pages link is accepted, so that each variant has exactly
 * one address a CDN can key: padded or non-canonical base64url (`==`, other trailing
 * bits), percent-escapes, a width spelt `640.0` or `0x280`, and any other parameter are
 * 404 (another spelling) or 400 (no such width), never a second 200.
 */
export function parseImageAddress(url: string): ParsedImageAddress {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  const parts = path.slice(imageProxyPrefix.length).split("/");
  const [signature, source] = parts;
  if (
    parts.length !== 2 ||
    !signature ||
    !source ||
    !signaturePattern.test(signature) ||
    !sourcePattern.test(source) ||
    !canonicalBase64url(signature) ||
    !canonicalBase64url(source)
  )
    return { ok: false, status: 404, message: "Not found" };
  const width = Number(widthQuery.exec(query)?.[1]);
  if (!imageWidths.includes(width as ImageWidth))
    return { ok: false, status: 400, message: `width must be one of ${imageWidths.join(", ")}` };
  const decoded = Buffer.from(source, "base64url");
  const text = decoded.toString("utf8");
  // Bytes that are not UTF-8 would be signed as something else than what was linked.
  if (!Buffer.from(text, "utf8").equals(decoded))
    return { ok: false, status: 404, message: "Not found" };
  return { ok: true, address: { signature, source: text, width: width as ImageWidth } };
}
