import type { FastifyRequest } from "fastify";
import type { RenderClient } from "../pages/renderQueue.ts";

/** The reader a page is rendered for: its connection, and its address (behind TRUST_PROXY). */
export function renderClientOf(request: FastifyRequest): RenderClient {
  return { socket: request.raw.socket, address: request.ip };
}
