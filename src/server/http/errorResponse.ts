import { STATUS_CODES } from "node:http";
import type { FastifyReply } from "fastify";
import { validText } from "../../shared/validText.ts";
import { jsonContentType } from "./jsonContentType.ts";

/**
 * The one error shape: `{"error": "<what went wrong>", "statusCode": <status>}`. Messages
 * quote what was asked (a section, a story id), so they are made valid here.
 */
export function errorBody(statusCode: number, message: string): string {
  return JSON.stringify({ error: validText(message), statusCode });
}

/** Answers with an error body; errors are never cached. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply
    .code(statusCode)
    .header("content-type", jsonContentType)
    .header("cache-control", "no-store")
    .send(errorBody(statusCode, message));
}

/** Seconds a client is asked to wait when the server is too busy for it (503). */
export const busyRetryAfterSeconds = 2;

/** Answers 503 with `Retry-After`: a queue is full for this client, it may try again soon. */
export function sendBusy(reply: FastifyReply): FastifyReply {
  return sendError(
    reply.header("retry-after", String(busyRetryAfterSeconds)),
    503,
    "Busy: try again in a moment",
  );
}

/**
 * A whole HTTP/1.1 error response as text, for answers written straight to a socket: the
 * errors of Node's HTTP parser come before any request or response object exists.
 */
export function rawErrorResponse(statusCode: number, headers: Record<string, string>): string {
  const reason = STATUS_CODES[statusCode] ?? "Error";
  const body = errorBody(statusCode, reason);
  const all = {
    ...headers,
    "content-type": jsonContentType,
    "cache-control": "no-store",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${statusCode} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}
