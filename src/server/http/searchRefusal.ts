import type { FastifyReply } from "fastify";
import type { SearchBusy } from "../db/articleSearch.ts";
import { sendError } from "./errorResponse.ts";

/**
 * A search refused before it ran (SearchBusy): the query is fine, the moment is not. Over
 * the client's own limit, 429; the line waited too long, 503; both say when to ask again.
 */
export function sendSearchBusy(reply: FastifyReply, busy: SearchBusy): FastifyReply {
  reply.header("retry-after", String(busy.retryAfterSeconds));
  return busy.reason === "client"
    ? sendError(reply, 429, "Too many searches at once from your address: try again in a moment")
    : sendError(reply, 503, "Search is busy: try again in a moment");
}
