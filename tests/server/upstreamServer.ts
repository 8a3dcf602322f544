/** A loopback HTTP server playing the part of publisher feeds, one scripted behaviour per path. */
import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { gzipSync } from "node:zlib";

export type Behavior =
  | {
      kind: "file";
      file: string;
      contentType?: string;
      etag?: string;
      lastModified?: string;
      gzip?: boolean;
      /** Answers after this long, to hold requests in flight. */
      delayMs?: number;
    }
  /**
   * `contentEncoding` labels a body that is already encoded (for example gzip bytes); with an
   * `etag`, a request that names it is answered 304.
   */
  | {
      kind: "body";
      body: string | Buffer;
      contentType?: string;
      contentEncoding?: string;
      etag?: string;
    }
  | { kind: "status"; status: number; headers?: Record<string, string> }
  /** Sends headers and a first chunk, then never finishes. */
  | { kind: "stall" }
  | { kind: "oversize"; bytes: number }
  /** A small gzip body that inflates to `inflatedBytes` of zeros. */
  | { kind: "gzipBomb"; inflatedBytes: number }
  | { kind: "redirect"; to: string; status?: number };

const fixturesDir = new URL("../fixtures/feeds/", import.meta.url);

export function fixture(name: string): Buffer {
  return readFileSync(new URL(name, fixturesDir));
}

export interface Upstream {
  url(path: string): string;
  set(path: string, behavior: Behavior): void;
  /** Requests received per path, and how many carried a matching If-None-Match. */
  hits(path: string): { total: number; conditional: number; userAgent: string | undefined };
  /** Requests in flight now, and the most this upstream has had at once. */
  inFlight(): number;
  maxInFlight(): number;

  close(): Promise<void>;
}

/** Starts the upstream on `host` (another loopback address can play a second host). */
export async function startUpstream(host = "127.0.0.1", port = 0): Promise<Upstream> {
  const behaviors = new Map<string, Behavior>();
  const counts = new Map<
    string,
    { total: number; conditional: number; userAgent: string | undefined }
  >();
  const sockets = new Set<Socket>();
  const bombs = new Map<number, Buffer>();
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer(async (req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const count = counts.get(path) ?? { total: 0, conditional: 0, userAgent: undefined };
    count.total++;
    count.userAgent = req.headers["user-agent"];
    counts.set(path, count);
    const behavior = behaviors.get(path);
    if (!behavior) return void res.writeHead(404).end("no such fixture");
    switch (behavior.kind) {
      case "file": {
        const etag = behavior.etag;
        if (etag && req.headers["if-none-match"] === etag) {
          count.conditional++;
          return void res.writeHead(304, { etag }).end();
        }
        const headers: Record<string, string> = {
          "content-type": behavior.contentType ?? "application/rss+xml",
        };
        if (etag) headers.etag = etag;
        if (behavior.lastModified) headers["last-modified"] = behavior.lastModified;
        if (behavior.delayMs) await new Promise((resolve) => setTimeout(resolve, behavior.delayMs));
        let body = fixture(behavior.file);
        if (behavior.gzip) {
          body = gzipSync(body);
          headers["content-encoding"] = "gzip";
        }
        return void res.writeHead(200, headers).end(body);
      }
      case "body":
        if (behavior.etag && req.headers["if-none-match"] === behavior.etag) {
          count.conditional++;
          return void res.writeHead(304, { etag: behavior.etag }).end();
        }
        return void res
          .writeHead(200, {
            "content-type": behavior.contentType ?? "application/xml",
            ...(behavior.contentEncoding ? { "content-encoding": behavior.contentEncoding } : {}),
            ...(behavior.etag ? { etag: behavior.etag } : {}),
          })
          .end(behavior.body);
      case "status":
        return void res.writeHead(behavior.status, behavior.headers).end("upstream says no");
      case "stall":
        res.writeHead(200, { "content-type": "application/rss+xml" });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        return;
      case "oversize":
        return void sendChunks(res, behavior.bytes);
      case "gzipBomb": {
        let bomb = bombs.get(behavior.inflatedBytes);
        if (!bomb) {
          bomb = gzipSync(Buffer.alloc(behavior.inflatedBytes, 0x20), { level: 9 });
          bombs.set(behavior.inflatedBytes, bomb);
        }
        return void res
          .writeHead(200, { "content-type": "application/rss+xml", "content-encoding": "gzip" })
          .end(bomb);
      }
      case "redirect":
        return void res.writeHead(behavior.status ?? 302, { location: behavior.to }).end();
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const bound = (server.address() as AddressInfo).port;

  return {
    url: (path) => `http://${host}:${bound}${path}`,
    set: (path, behavior) => behaviors.set(path, behavior),
    hits: (path) => counts.get(path) ?? { total: 0, conditional: 0, userAgent: undefined },
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,

    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Streams `bytes` of valid-looking XML without a Content-Length, as a chunked body. */
function sendChunks(res: ServerResponse, bytes: number): void {
  res.writeHead(200, { "content-type": "application/rss+xml" });
  const chunk = Buffer.alloc(64 * 1024, "<!-- padding -->");
  let sent = 0;
  const pump = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end();
  };
  res.on("error", () => {});
  pump();
}
