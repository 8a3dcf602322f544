/**
 * A loopback HTTPS image host for tests and benches: large photo-like JPEGs
 * (`/photos/<n>.jpg`), images that answer 404 (`/missing/<n>.jpg`) and hostile answers
 * (`/hostile/<name>`), on a certificate made at start. The server trusts it through the
 * returned `ca` (in-process) or `NODE_EXTRA_CA_CERTS` (a child process).
 */
import { createServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { crc32 } from "node:zlib";
import { generate } from "selfsigned";
import { makePhoto } from "./photos.ts";

/** Distinct photos made; `/photos/<n>.jpg` serves photo n modulo this (each costs ~1 s). */
const photoCount = 4;

export const hostileImages = {
  /** A PNG declaring 100,000 × 100,000 pixels in a few bytes: a decompression bomb. */
  bomb: "/hostile/bomb.png",
  /** HTML that says it is a JPEG. */
  notImage: "/hostile/not-image.jpg",
  /** An SVG carrying a script. */
  svg: "/hostile/script.svg",
  /** A redirect to `privateUrl`. */
  toPrivate: "/hostile/to-private.jpg",
  /** 20 MB of body. */
  oversize: "/hostile/oversize.jpg",
  /** A byte every 200 ms, never ending. */
  drip: "/hostile/drip.jpg",
} as const;

/**
 * The path and query of photo `n` as publishers' CDNs spell them: dated folders, a slug,
 * crop and size parameters, a percent-encoded non-ASCII name and a signed query string.
 * About 190 characters, so a proxied link's source segment passes 250.
 */
export function realShapedPhotoPath(n: number): string {
  const slug = "flood-defences-hold-as-river-peaks-overnight-%C3%A9t%C3%A9-k%C3%B6ln";
  const crop = "w_2400,h_1600,c_fill,g_auto,q_auto:good,f_auto";
  return `/photos/2026/11/27/world/africa/${slug}/${crop}/2400x1600-${n}.jpg?auto=webp&quality=85&crop=16:9&width=2400&s=9f8e7d6c5b4a39281706f5e4d3c2b1a0`;
}

export interface ImageHost {
  /** `https://<host>:<port><path>` */
  url(path: string): string;
  /** The certificate to trust (PEM). */
  ca: string;
  /** Requests for a path (its query string ignored). */
  hits(path: string): number;
  close(): Promise<void>;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function startImageHost(
  options: { host?: string; privateUrl?: string } = {},
): Promise<ImageHost> {
  const host = options.host ?? "127.0.0.1";
  const pems = await generate([{ name: "commonName", value: host }], {
    keySize: 2048,
    extensions: [
      { name: "basicConstraints", cA: true },
      { name: "subjectAltName", altNames: [{ type: 7, ip: host }] },
    ],
  });
  // Made before the host answers, so that no request waits for one.
  const photos = await Promise.all(
    Array.from({ length: photoCount }, (_, index) => makePhoto(index + 1)),
  );
  const photo = (n: number) => photos[n % photoCount] as Buffer;
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const photoMatch = /^\/photos\/(?:.*[/-])?(\d+)\.jpg$/.exec(path);
    if (photoMatch) {
      const bytes = photo(Number(photoMatch[1]));
      return void res
        .writeHead(200, { "content-type": "image/jpeg", "content-length": bytes.length })
        .end(bytes);
    }
    switch (path) {
      case hostileImages.bomb:
        return void res.writeHead(200, { "content-type": "image/png" }).end(bombPng());
      case hostileImages.notImage:
        return void res
          .writeHead(200, { "content-type": "image/jpeg" })
          .end("<!doctype html><title>Not an image</title><p>Hotlinking is not allowed.");
      case hostileImages.svg:
        return void res
          .writeHead(200, { "content-type": "image/svg+xml" })
          .end(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
          );
      case hostileImages.toPrivate:
        return void res
          .writeHead(302, { location: options.privateUrl ?? "http://10.0.0.1/image.jpg" })
          .end();
      case hostileImages.oversize: {
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(1024 * 1024, 0xff);
        let sent = 0;
        const more = () => {
          while (sent < 20 && res.write(chunk)) sent++;
          if (sent >= 20) res.end();
          else res.once("drain", more);
        };
        res.on("error", () => undefined);
        return more();
      }
      case hostileImages.drip: {
        res.writeHead(200, { "content-type": "image/jpeg" });
        res.write(Buffer.from([0xff, 0xd8, 0xff]));
        const timer = setInterval(() => res.write(Buffer.from([0])), 200);
        timers.add(timer);
        res.on("close", () => {
          clearInterval(timer);
          timers.delete(timer);
        });
        return;
      }
      default:
        return void res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `https://${host}:${port}${path}`,
    ca: pems.cert,
    hits: (path) => counts.get(path.split("?")[0] ?? path) ?? 0,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
