/** SIGTERM drains the real server process: complete responses, no resets, exit 0, promptly. */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/until.ts";
import { keepAliveLoop, openSocket, readUntilClose } from "./rawHttp.ts";
import { configReading, startServer } from "./serverProcess.ts";
import { startUpstream, type Upstream } from "./upstreamServer.ts";

const graceMs = 1_000;

async function offlineServer() {
  return startServer({
    OFFLINE: "1",
    SHUTDOWN_GRACE_MS: String(graceMs),
    DATA_DIR: await mkdtemp(join(tmpdir(), "maverick-data-")),
  });
}

describe("SIGTERM", () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    await upstream.close();
  });

  it("under keep-alive load: every client gets whole responses, the last with Connection: close, and none is reset", async () => {
    const server = await offlineServer();
    // The pre-routing fast path, a Fastify route and a page, across 50 connections.
    const paths = ["/public/api/bbc/breaking", "/public/api/status", "/"];
    const clients = Array.from({ length: 50 }, (_, i) =>
      keepAliveLoop(server.port, paths[i % paths.length] as string),
    );
    await until(() => clients.every((c) => c.responses() >= 3), "every client to be served");
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    const exitMs = Date.now() - signalled;
    const results = await Promise.all(clients.map((c) => c.done));
    for (const result of results) {
      expect(result.error).toBeUndefined();
      expect(result.partialBytes).toBe(0);
      expect(result.lastConnection).toBe("close");
      expect([...result.statuses]).toEqual([200]);
    }
    expect(exitMs).toBeLessThan(graceMs + 1_500);
  }, 30_000);

  it("with a half-received request open: exits 0 once the grace period is over", async () => {
    const server = await offlineServer();
    const socket = await openSocket(server.port);
    const closed = readUntilClose(socket);
    socket.write("GET /public/api/status HTTP/1.1\r\nHost: test\r\nX-Half: ");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(graceMs + 1_500);
    expect((await closed).text).toBe("");
  }, 30_000);

  it("with an upstream fetch in flight: exits 0 promptly", async () => {
    upstream.set("/stall.xml", { kind: "stall" });
    const server = await startServer({
      CONFIG_DIR: await configReading(upstream.url("/stall.xml")),
      SHUTDOWN_GRACE_MS: String(graceMs),
      DATA_DIR: await mkdtemp(join(tmpdir(), "maverick-data-")),
    });
    // First attempts are spread over 5 s after start; a failure says what the server did.
    await until(() => upstream.hits("/stall.xml").total > 0, "the upstream request").catch(
      async (error: Error) => {
        const status = await fetch(`${server.url}public/api/status`)
          .then((response) => response.text())
          .catch((reason: Error) => reason.message);
        throw new Error(
          `${error.message}\nstatus: ${status.slice(0, 2_000)}\noutput:\n${server.output()}`,
        );
      },
    );
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(graceMs + 1_500);
  }, 30_000);
});
