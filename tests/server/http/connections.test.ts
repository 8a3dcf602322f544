/** Connection limits and the answers of Node's HTTP parser, over raw sockets. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { openSocket, parseHead, readUntilClose } from "../rawHttp.ts";

let server: Harness;
let port: number;

beforeAll(async () => {
  server = await startHarness(
    testFeeds({ "bbc/breaking": { sources: ["http://127.0.0.1:9/feed.xml"], sample: true } }),
    { http: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, maxConnections: 20 } },
  );
  port = Number(new URL(server.base).port);
});

afterAll(async () => {
  await server?.close();
});

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
}

describe("slow clients", () => {
  it("cuts a client sending its headers a byte at a time once the head timeout passes (408)", async () => {
    const socket = await openSocket(port);
    const reply = readUntilClose(socket);
    socket.write("GET /public/api/bbc/breaking HTTP/1.1\r\nHost: test\r\nX-Slow: ");
    const drip = setInterval(() => socket.writable && socket.write("a"), 200);
    const { text, ms } = await reply;
    clearInterval(drip);
    // Head timeout 1 s, checked every 250 ms.
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(2_000);
    const { status, headers } = parseHead(text);
    expect(status).toBe(408);
    expectSecurityHeaders(headers);
    expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))).toEqual({
      error: "Request Timeout",
      statusCode: 408,
    });
  });

  it("cuts a request whose body never finishes once the request timeout passes", async () => {
    const socket = await openSocket(port);
    const reply = readUntilClose(socket);
    socket.write(
      "POST /public/api/bbc/breaking HTTP/1.1\r\nHost: test\r\nContent-Length: 100\r\n\r\nab",
    );
    const { ms } = await reply;
    expect(ms).toBeLessThan(3_500);
  });

  it("answers a GET that says it has a 1 GB body, then closes without reading it", async () => {
    const socket = await openSocket(port);
    const reply = readUntilClose(socket);
    socket.write(
      "GET /public/api/bbc/breaking HTTP/1.1\r\nHost: test\r\nContent-Length: 1073741824\r\n\r\n",
    );
    // The client keeps sending as fast as the server takes it.
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (socket.writable && sent < 1024 ** 3 && socket.write(chunk)) sent += chunk.length;
    };
    socket.on("drain", pump);
    pump();
    const { text, ms } = await reply;
    expect(parseHead(text).status).toBe(200);
    expect(parseHead(text).headers.connection).toBe("close");
    expect(ms).toBeLessThan(5_000);
    // What was read is what the kernel's buffers took, not the body.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it("accepts no more than MAX_CONNECTIONS sockets at once", async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => openSocket(port)));
    const extra = await openSocket(port);
    const { text, ms } = await readUntilClose(extra);
    expect(text).toBe("");
    expect(ms).toBeLessThan(500);
    for (const socket of held) socket.destroy();
    // Later tests need the slots back.
    const open = () =>
      new Promise<number>((resolve) => server.app.server.getConnections((_e, n) => resolve(n)));
    while ((await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

describe("errors of Node's HTTP parser", () => {
  it.each([
    ["a malformed request line", "GET /a b c\r\n\r\n", 400],
    ["an invalid header", "GET / HTTP/1.1\r\nHost: test\r\nBad Header: x\r\n\r\n", 400],
    ["a missing Host", "GET / HTTP/1.1\r\n\r\n", 400],
    [
      "headers too large",
      `GET / HTTP/1.1\r\nHost: test\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])("answers %s with the security headers", async (_name, request, expected) => {
    const socket = await openSocket(port);
    const reply = readUntilClose(socket);
    socket.write(request);
    const { text } = await reply;
    const { status, headers } = parseHead(text);
    expect(status).toBe(expected);
    expectSecurityHeaders(headers);
    expect(headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(headers.connection).toBe("close");
  });
});
