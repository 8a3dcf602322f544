import type { FastifyReply, FastifyRequest } from "fastify";
import type { PreparedResponse } from "../responses/preparedResponse.ts";

/**
 * Answers a routed request with prepared bytes: Fastify steps aside (`hijack`) and the
 * response writes itself to the socket, as the fast paths do before routing.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  response: PreparedResponse,
): void {
  reply.hijack();
  response.send(request.raw, reply.raw);
}
