import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { FetchError } from "./fetchError.ts";

/** Reads the (decompressed) body, aborting as soon as it passes `maxBytes`. */
export function readBody(
  res: IncomingMessage,
  maxBytes: number,
  controller: AbortController,
): Promise<Buffer> {
  const tooLarge = () => new FetchError(`body larger than ${maxBytes} bytes`);
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.reject(tooLarge());
  }
  const stream = decoderFor(res);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
      res.destroy();
      if (stream !== res) stream.destroy();
    };
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(tooLarge());
      else chunks.push(chunk);
    });
    stream.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
    stream.on("error", (error) =>
      fail(stream === res ? error : new FetchError(`bad compressed body: ${error.message}`)),
    );
    res.on("error", fail);
    res.on("aborted", () => fail(new FetchError("connection closed before the body ended")));
    controller.signal.addEventListener("abort", () => fail(controller.signal.reason), {
      once: true,
    });
  });
}

/** The body as sent, decompressed as its `Content-Encoding` says. */
function decoderFor(res: IncomingMessage): Readable {
  const encoding = (res.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  switch (encoding) {
    case "identity":
    case "":
      return res;
    case "gzip":
    case "x-gzip":
      return res.pipe(zlib.createGunzip());
    case "deflate":
      return res.pipe(zlib.createInflate());
    case "br":
      return res.pipe(zlib.createBrotliDecompress());
    default:
      throw new FetchError(`unsupported content-encoding ${JSON.stringify(encoding)}`);
  }
}
