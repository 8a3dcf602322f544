import type { FastifyReply } from "fastify";
import { jsonContentType } from "./jsonContentType.ts";

/** The one error shape: `{"error": "<what went wrong>", "statusCode": <status>}`. */
export function errorBody(statusCode: number, message: string): string {
  return JSON.stringify({ error: message, statusCode });
}

/** Answers with an error body; errors are never cached. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply
    .code(statusCode)
    .header("content-type", jsonContentType)
    .header("cache-control", "no-store")
    .send(errorBody(statusCode, message));
}
