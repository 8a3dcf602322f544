/** HTTP over raw sockets: slow clients, malformed requests and keep-alive loops, byte for byte. */
import { connect, type Socket } from "node:net";

/** Opens a loopback connection; errors are kept, not thrown. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends until it closes the connection, how long that took, and any error. */
export function readUntilClose(
  socket: Socket,
): Promise<{ text: string; ms: number; error: string | undefined }> {
  const started = Date.now();
  let text = "";
  let error: string | undefined;
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
  });
  socket.on("error", (e: NodeJS.ErrnoException) => {
    error = e.code ?? e.message;
  });
  return new Promise((resolve) =>
    socket.once("close", () => resolve({ text, ms: Date.now() - started, error })),
  );
}

/** The status and lower-case headers of a raw response. */
export function parseHead(text: string): { status: number; headers: Record<string, string> } {
  const [statusLine = "", ...lines] = text.slice(0, text.indexOf("\r\n\r\n")).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers };
}

export interface LoopResult {
  /** Complete responses received (status line, headers and the whole Content-Length body). */
  responses: number;
  /** Bytes of a response cut short when the connection closed (0 when none). */
  partialBytes: number;
  /** The `Connection` header of the last response. */
  lastConnection: string | undefined;
  statuses: Set<number>;
  error: string | undefined;
}

/**
 * A keep-alive client sending GET `path` again as soon as each response is complete, until
 * a response says `Connection: close` or the server closes the socket.
 */
export function keepAliveLoop(
  port: number,
  path: string,
): { done: Promise<LoopResult>; responses: () => number } {
  const result: LoopResult = {
    responses: 0,
    partialBytes: 0,
    lastConnection: undefined,
    statuses: new Set(),
    error: undefined,
  };
  const socket = connect(port, "127.0.0.1");
  const send = () => socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
  let buffer = Buffer.alloc(0);
  socket.on("connect", send);
  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf("\r\n\r\n");
      if (end === -1) return;
      const { status, headers } = parseHead(buffer.subarray(0, end + 4).toString("latin1"));
      const length = Number(headers["content-length"] ?? 0);
      if (buffer.length < end + 4 + length) return;
      buffer = buffer.subarray(end + 4 + length);
      result.responses++;
      result.statuses.add(status);
      result.lastConnection = headers.connection;
      if (headers.connection !== "close") send();
    }
  });
  socket.on("error", (e: NodeJS.ErrnoException) => {
    result.error = e.code ?? e.message;
  });
  const done = new Promise<LoopResult>((resolve) =>
    socket.once("close", () => {
      result.partialBytes = buffer.length;
      resolve(result);
    }),
  );
  return { done, responses: () => result.responses };
}
