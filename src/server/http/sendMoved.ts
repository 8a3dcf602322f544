import type { FastifyReply } from "fastify";

/** Seconds a client may remember a move: a merged story stays merged. */
const movedMaxAgeSeconds = 3600;

/**
 * Answers 301 to `path`, keeping the request's query string (a page's `?lang=`): a merged
 * story's old address leads to the story it joined (issue 37).
 */
export function sendMoved(reply: FastifyReply, path: string, requestUrl: string): FastifyReply {
  const query = requestUrl.includes("?") ? requestUrl.slice(requestUrl.indexOf("?")) : "";
  return reply
    .code(301)
    .header("location", path + query)
    .header("cache-control", `public, max-age=${movedMaxAgeSeconds}`)
    .send();
}
