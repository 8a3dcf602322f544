/**
 * The API's fast path (answered before Fastify routes anything) over raw keep-alive
 * sockets: the same heads for GET, HEAD and 304 as before it wrote its own, and a changed
 * endpoint served at once (it keeps each endpoint URL's prepared response).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { openSocket, parseHead } from "../rawHttp.ts";
import { sourceItem } from "../stories/sourceItem.ts";

let server: Harness;
let port: number;
const source = "http://127.0.0.1:9/feed.xml";

beforeAll(async () => {
  server = await startHarness(
    testFeeds({ "bbc/breaking": { sources: [source], refreshMinutes: 5, sample: true } }),
  );
  port = Number(new URL(server.base).port);
});

afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  names: string[];
  body: Buffer;
}

/** Sends the requests on one socket (pipelined) and splits the answers by Content-Length. */
async function onOneSocket(requests: { method?: string; headers?: string }[]): Promise<Answer[]> {
  const socket = await openSocket(port);
  let data = Buffer.alloc(0);
  const answers: Answer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      for (;;) {
        const end = data.indexOf("\r\n\r\n");
        if (end === -1) return;
        const text = data.subarray(0, end + 4).toString("latin1");
        const { status, headers } = parseHead(text);
        const method = requests[answers.length]?.method ?? "GET";
        const length = method === "HEAD" || status === 304 ? 0 : Number(headers["content-length"]);
        if (data.length < end + 4 + length) return;
        const names = text
          .split("\r\n")
          .slice(1, -2)
          .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
        answers.push({ status, headers, names, body: data.subarray(end + 4, end + 4 + length) });
        data = data.subarray(end + 4 + length);
        if (answers.length === requests.length) resolve();
      }
    });
  });
  socket.write(
    requests
      .map(
        ({ method = "GET", headers = "" }) =>
          `${method} /public/api/bbc/breaking HTTP/1.1\r\nHost: test\r\n${headers}\r\n`,
      )
      .join(""),
  );
  await done;
  socket.destroy();
  return answers;
}

/** The names a 200 of the endpoint carries, in order, as before the fast path wrote its own heads. */
const security = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];
const common = [...security, "content-type", "cache-control", "x-feed-source", "vary", "etag"];
const tail = ["date", "connection", "keep-alive"];

describe("the API's fast path", () => {
  it("answers GET in every encoding, HEAD and 304 with the headers it always sent, on one keep-alive socket", async () => {
    const [plain] = await onOneSocket([{}]);
    const etag = plain?.headers.etag ?? "";
    const answers = await onOneSocket([
      {},
      { headers: "Accept-Encoding: br, gzip\r\n" },
      { headers: "Accept-Encoding: gzip\r\n" },
      { method: "HEAD", headers: "Accept-Encoding: br\r\n" },
      { headers: `If-None-Match: ${etag}\r\n` },
      { method: "HEAD", headers: `If-None-Match: W/${etag}\r\n` },
    ]);
    const [identity, br, gzip, head, notModified, headNotModified] = answers;
    expect(identity?.names).toEqual([...common, "content-length", ...tail]);
    expect(br?.names).toEqual([...common, "content-encoding", "content-length", ...tail]);
    expect(br?.headers["content-encoding"]).toBe("br");
    expect(gzip?.headers["content-encoding"]).toBe("gzip");
    expect(identity?.body.equals(plain?.body ?? Buffer.alloc(0))).toBe(true);
    // HEAD: GET's head, its Content-Length included, and no body (the next answer parses).
    expect(head?.status).toBe(200);
    expect(head?.names).toEqual(br?.names);
    expect(head?.headers["content-length"]).toBe(br?.headers["content-length"]);
    expect(notModified?.status).toBe(304);
    expect(notModified?.names).toEqual([...common, ...tail]);
    expect(headNotModified?.status).toBe(304);
    for (const answer of answers) {
      expect(answer.headers.connection).toBe("keep-alive");
      expect(answer.headers["keep-alive"]).toBe("timeout=5");
      expect(answer.headers.etag).toBe(etag);
      expect(Math.abs(Date.parse(answer.headers.date ?? "") - Date.now())).toBeLessThan(5_000);
    }
  });

  it("serves an endpoint's new body, ETag and source as soon as it changes", async () => {
    const [before] = await onOneSocket([{}]);
    expect(before?.headers["x-feed-source"]).toBe("sample");
    const at = new Date().toISOString();
    server.store.commit({
      url: source,
      attemptedAt: at,
      finishedAt: at,
      outcome: {
        kind: "updated",
        items: [sourceItem("https://news.test/fresh", "A fresh headline", at)],
        validators: {},
        finalUrl: source,
      },
    });
    const [after, stale] = await onOneSocket([
      {},
      { headers: `If-None-Match: ${before?.headers.etag}\r\n` },
    ]);
    expect(after?.headers["x-feed-source"]).toBe("live");
    expect(after?.headers.etag).not.toBe(before?.headers.etag);
    expect(after?.body.toString()).toContain("https://news.test/fresh");
    expect(stale?.status).toBe(200);
  });
});
