import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { HttpSettings } from "../settings.ts";
import { rawErrorResponse } from "./errorResponse.ts";

/** The statuses Node's own `clientError` handler sends; anything else is a 400. */
const parserErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** Servers shutting down: their responses carry `Connection: close`. */
const draining = new WeakSet<Server>();

/**
 * The Node server the app runs on. Fastify ignores its own timeout options when given a
 * server factory, so they are set here: the request head within `headersTimeoutMs`, the
 * whole request within `requestTimeoutMs`, idle keep-alive sockets closed after
 * `keepAliveTimeoutMs`, at most `maxConnections` sockets. Errors of Node's parser (400,
 * 408, 431) and a missing Host are answered with the security headers too.
 */
export function createHttpServer(
  listener: RequestListener,
  limits: Omit<HttpSettings, "hstsMaxAgeSeconds">,
  securityHeaders: Record<string, string>,
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node enforces both timeouts on this tick (30 s by default): a slow client would
      // otherwise keep its socket up to 30 s past the limit.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 4),
      // Checked below instead, so the 400 carries our headers.
      requireHostHeader: false,
    },
    (request, response) => {
      if (draining.has(server)) response.setHeader("connection", "close");
      if (request.headers.host === undefined && request.httpVersion === "1.1") {
        request.socket.end(rawErrorResponse(400, securityHeaders));
        return;
      }
      if (bodyOnRead(request)) closeAfterAnswer(request, response);
      listener(request, response);
    },
  );
  server.maxConnections = limits.maxConnections;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: answer only when no response has started on this socket.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !inFlight?.headersSent)
      socket.write(rawErrorResponse(parserErrorStatus[error.code ?? ""] ?? 400, securityHeaders));
    socket.destroy(error);
  });
  return server;
}

/** Whether a GET or HEAD carries a body (which the site never reads). */
function bodyOnRead(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const length = request.headers["content-length"];
  return (
    (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined
  );
}

/**
 * A GET or HEAD with a body is answered, then its connection is closed: Node would
 * otherwise read the unread body to its end after the response (to reuse the connection),
 * however large it says it is. Nothing past what already arrived is read.
 */
function closeAfterAnswer(request: IncomingMessage, response: ServerResponse): void {
  response.shouldKeepAlive = false;
  response.setHeader("connection", "close");
  request.pause();
  response.once("finish", () => request.socket.destroy());
}

/** How long an idle keep-alive socket is kept after shutdown starts, for a request already on its way. */
const idleCloseDelayMs = 250;

/**
 * Drains the server for shutdown: it stops accepting connections; every response from now
 * on carries `Connection: close`, so a keep-alive client gets its answer and then a clean
 * close rather than a reset; idle sockets are closed after a moment, and whatever is still
 * open after `graceMs` (a half-received request, a stalled reader) is cut. Resolves when
 * no connection is left.
 */
export async function drainHttpServer(server: Server, graceMs: number): Promise<void> {
  draining.add(server);
  // net's close stops listening without http's immediate closeIdleConnections(), which
  // would reset keep-alive sockets whose next request is already in flight.
  const closed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve()),
  );
  const idle = setTimeout(() => server.closeIdleConnections(), Math.min(idleCloseDelayMs, graceMs));
  let grace: NodeJS.Timeout | undefined;
  const graceOver = new Promise<void>((resolve) => {
    grace = setTimeout(resolve, graceMs);
  });
  await Promise.race([closed, graceOver]);
  clearTimeout(idle);
  clearTimeout(grace);
  server.closeAllConnections();
  await closed;
}
