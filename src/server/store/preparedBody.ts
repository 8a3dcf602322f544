import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A JSON response serialized and compressed once, served as-is to every request. */
export interface PreparedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong ETag of the identity bytes (compressed copies are derived from them). */
  etag: string;
}

export function prepareBody(value: unknown, previous?: PreparedBody): PreparedBody {
  const identity = Buffer.from(JSON.stringify(value), "utf8");
  // Unchanged content keeps its bytes and ETag, and costs no compression.
  if (previous?.identity.equals(identity)) return previous;
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`,
  };
}
