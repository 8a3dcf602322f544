import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaticFile } from "./staticFiles.ts";

/**
 * A byte range of one of the site's own recordings (the sample episodes, issue 46): a
 * browser seeks in audio with `Range` requests, and without a 206 it cannot seek forward.
 * Only a single `bytes=start-end` range is served; anything else gets the whole file (200)
 * or 416 when it starts past the end. Returns false when the request is not for a range
 * of an audio file (the caller sends the whole file as usual).
 */
export function sendAudioRange(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  headers: Record<string, string>,
): boolean {
  const range = request.headers.range;
  if (!range || !file.contentType.startsWith("audio/")) return false;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === "" && match[2] === "")) return false;
  const size = file.identity.length;
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) {
    reply
      .code(416)
      .headers({ ...headers, "content-range": `bytes */${size}` })
      .send();
    return true;
  }
  reply
    .code(206)
    .headers({
      ...headers,
      "content-type": file.contentType,
      "cache-control": file.cacheControl,
      "accept-ranges": "bytes",
      "content-range": `bytes ${start}-${end}/${size}`,
    })
    .send(file.identity.subarray(start, end + 1));
  return true;
}
