/**
 * A value as JSON bytes, or `previous` when the bytes are the same: what is prepared from a
 * Buffer (compressed copies, ETag, headers) is kept per Buffer, so unchanged content costs
 * nothing and a new Buffer means something changed.
 */
export function jsonBytes(value: unknown, previous?: Buffer): Buffer {
  const json = Buffer.from(JSON.stringify(value), "utf8");
  return previous?.equals(json) ? previous : json;
}
