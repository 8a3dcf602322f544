/**
 * A loopback radio station (issue 46): endless-enough audio (a generated WAV tone) that,
 * asked with `Icy-MetaData: 1`, carries ICY metadata every `metaint` bytes, as Icecast
 * does. Each path plays one scripted station; a browser (which asks no metadata) gets the
 * plain audio.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface StationScript {
  /** Bytes of audio between metadata blocks; none: the stream sends no metadata. */
  metaint?: number;
  /** The metadata block's text, as the station writes it (`StreamTitle='...';`). */
  metadata?: string | Buffer;
  /** Answers with this status and no audio (a failing stream). */
  status?: number;
  /** Sends headers and a little audio, then nothing more. */
  stall?: boolean;
}

export interface IcyStation {
  url(path: string): string;
  set(path: string, script: StationScript): void;
  /** Requests per path, and the `icy-metadata` header of the last. */
  hits(path: string): { total: number; icy: string | undefined };
  /** Connections open now (a reader that closes the stream leaves none). */
  open(): number;
  close(): Promise<void>;
}

const sampleRate = 8000;
const seconds = 30;

/** A mono 8-bit WAV of a quiet 440 Hz tone: Chromium plays it, currentTime advances. */
export function toneWav(length = seconds): Buffer {
  const samples = sampleRate * length;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++)
    data[i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return Buffer.concat([header, data]);
}

/** The audio with a metadata block after every `metaint` bytes. */
function interleave(audio: Buffer, metaint: number, metadata: Buffer): Buffer {
  const units = Math.min(255, Math.ceil(metadata.length / 16));
  const block = Buffer.alloc(1 + units * 16);
  block[0] = units;
  metadata.copy(block, 1, 0, units * 16);
  const parts: Buffer[] = [];
  for (let at = 0; at < audio.length; at += metaint)
    parts.push(audio.subarray(at, at + metaint), block);
  return Buffer.concat(parts);
}

export async function startIcyStation(): Promise<IcyStation> {
  const scripts = new Map<string, StationScript>();
  const hits = new Map<string, { total: number; icy: string | undefined }>();
  const sockets = new Set<Socket>();
  const audio = toneWav();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://station.test").pathname;
    const icy = request.headers["icy-metadata"] as string | undefined;
    hits.set(path, { total: (hits.get(path)?.total ?? 0) + 1, icy });
    const script = scripts.get(path);
    if (!script) return response.writeHead(404).end();
    if (script.status) return response.writeHead(script.status).end();
    const wantsMetadata = icy === "1" && script.metaint !== undefined;
    response.writeHead(200, {
      "content-type": "audio/wav",
      "cache-control": "no-store",
      "access-control-allow-origin": "*",
      ...(wantsMetadata ? { "icy-metaint": String(script.metaint) } : {}),
    });
    if (script.stall) return void response.write(audio.subarray(0, 64));
    const metadata =
      typeof script.metadata === "string"
        ? Buffer.from(script.metadata, "utf8")
        : (script.metadata ?? Buffer.alloc(0));
    response.end(
      wantsMetadata ? interleave(audio, script.metaint ?? audio.length, metadata) : audio,
    );
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, script) => void scripts.set(path, script),
    hits: (path) => hits.get(path) ?? { total: 0, icy: undefined },
    open: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
