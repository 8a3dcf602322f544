import type { IncomingMessage } from "node:http";
import { FetchError } from "./fetchError.ts";

/**
 * The largest audio interval between two metadata blocks read past: Icecast and
 * SHOUTcast send 8 to 32 KiB; a larger one is not worth downloading for a title.
 */
export const maxIcyInterval = 64 * 1024;

/**
 * Reads the first ICY metadata block of a radio stream asked with `Icy-MetaData: 1`: the
 * `icy-metaint` header says how many audio bytes come before it, then one byte gives its
 * length in 16-byte units (at most 4080 bytes). Empty when the stream sends no metadata.
 * Reads nothing more: the caller closes the stream once this settles.
 */
export function readIcyMetadata(
  res: IncomingMessage,
  controller: AbortController,
): Promise<Buffer> {
  const written = res.headers["icy-metaint"];
  const interval =
    typeof written === "string" && /^\d{1,9}$/.test(written.trim()) ? Number(written) : 0;
  if (interval === 0) return Promise.resolve(Buffer.alloc(0));
  if (interval > maxIcyInterval)
    return Promise.reject(
      new FetchError(`metadata interval ${interval} larger than ${maxIcyInterval} bytes`),
    );
  return new Promise((resolve, reject) => {
    let skip = interval;
    let block: Buffer | undefined;
    let filled = 0;
    let settled = false;
    const settle = (error: unknown, value?: Buffer) => {
      if (settled) return;
      settled = true;
      res.off("data", onData);
      res.destroy();
      if (value) resolve(value);
      else reject(error);
    };
    const onData = (chunk: Buffer) => {
      let at = 0;
      if (skip > 0) {
        at = Math.min(skip, chunk.length);
        skip -= at;
      }
      if (at >= chunk.length) return;
      if (!block) {
        block = Buffer.alloc((chunk[at] ?? 0) * 16);
        at += 1;
      }
      const taken = chunk.copy(block, filled, at, at + block.length - filled);
      filled += taken;
      if (filled === block.length) settle(undefined, block);
    };
    res.on("data", onData);
    res.on("end", () => settle(new FetchError("stream ended before its metadata")));
    res.on("error", (error) => settle(error));
    controller.signal.addEventListener("abort", () => settle(controller.signal.reason), {
      once: true,
    });
  });
}
