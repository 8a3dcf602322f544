/** The API's HTTP contract and the site serving, over real HTTP. */
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themeScriptSource } from "../../../src/server/http/securityHeaders.ts";
import { feedStatusSchema } from "../../../src/shared/feedStatus.ts";
import { readConfigFiles } from "../../../src/shared/readConfigFiles.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";

let server: Harness;

/** A raw request, so compressed bodies and exact headers are visible. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${server.base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  // Real endpoints, sources on a closed loopback port: everything stays sample content.
  const feeds = testFeeds({
    "bbc/breaking": { sources: ["http://127.0.0.1:9/feed.xml"], refreshMinutes: 5, sample: true },
    "newYork/updatesAfrican": { sources: ["http://127.0.0.1:9/feed.xml"], sample: true },
  });
  server = await startHarness(feeds);
});

afterAll(async () => {
  await server?.close();
});

const securityHeaderNames = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
];

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  for (const name of securityHeaderNames) expect(headers[name], name).toBeTruthy();
  const csp = String(headers["content-security-policy"]);
  // No inline script but the head's theme script, by its hash.
  expect(csp).toContain(`script-src 'self' ${themeScriptSource};`);
  expect(csp).toContain("script-src-attr 'none'");
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  // The image proxy is on by default: images come from this origin only.
  expect(csp).toContain("img-src 'self' data:;");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  // Off by default: the server speaks plain HTTP; only a TLS proxy in front may promise HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

describe("feed API", () => {
  it("serves a JSON array with content type, strong ETag, cache policy and source header", async () => {
    const response = await get("/public/api/bbc/breaking");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(response.headers["cache-control"]).toBe(
      "public, max-age=300, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400",
    );
    expect(response.headers["x-feed-source"]).toBe("sample");
    expect(response.headers.vary).toBe("Accept-Encoding");
    const body = JSON.parse(response.body.toString()) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(10);
    expectSecurityHeaders(response.headers);
  });

  it("spells endpoint names exactly as the spec (case-sensitive)", async () => {
    expect((await get("/public/api/newYork/updatesAfrican")).status).toBe(200);
    expect((await get("/public/api/newYork/updatesafrican")).status).toBe(404);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/public/api/bbc/breaking");
    const second = await get("/public/api/bbc/breaking", {
      "if-none-match": String(first.headers.etag),
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("sends brotli or gzip copies prepared once, identical once decoded", async () => {
    const plain = await get("/public/api/bbc/breaking");
    const br = await get("/public/api/bbc/breaking", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get("/public/api/bbc/breaking", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it("answers 404 with a JSON error for an unknown endpoint name", async () => {
    const response = await get("/public/api/newYork/nonexistent");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The rule, never the name asked for (issue 48: no error body repeats the request's text).
    expect(JSON.parse(response.body.toString())).toEqual({
      error: "Unknown feed endpoint",
      statusCode: 404,
    });
    expect((await get("/public/api/other/breaking")).status).toBe(404);
    expectSecurityHeaders(response.headers);
  });

  it("answers 405 with Allow to other methods", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await get("/public/api/bbc/breaking", {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(JSON.parse(response.body.toString())).toEqual({
        error: `Method ${method} not allowed`,
        statusCode: 405,
      });
      expectSecurityHeaders(response.headers);
    }
  });

  it("answers 405 with Allow to every other method, known to the framework or not", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "PURGE", "QUERY"])
      for (const path of ["/public/api/bbc/breaking", "/africa", "/no-such-page"]) {
        const response = await get(path, {}, method);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
        expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
        expectSecurityHeaders(response.headers);
      }
  });

  it("answers a path that does not decode with its own 400: headers, charset, no echo", async () => {
    for (const path of ["/story/%FF", "/%FF", "/assets/%FF", "/public/api/bbc/%E0%A4%A"]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(response.body.toString())).toEqual({
        error: "Bad request",
        statusCode: 400,
      });
      expectSecurityHeaders(response.headers);
    }
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await get("/public/api/bbc/breaking", {}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });

  it("reports every endpoint in /public/api/status", async () => {
    const response = await get("/public/api/status");
    const body = feedStatusSchema.parse(JSON.parse(response.body.toString()));
    const served = JSON.parse((await get("/public/api/bbc/breaking")).body.toString()) as unknown[];
    expect(served.length).toBeGreaterThan(8);
    expect(body.endpoints["bbc/breaking"]).toMatchObject({
      sample: true,
      source: "sample",
      // What the endpoint serves: one card per story of its 20 samples.
      itemCount: served.length,
      lastAttempt: null,
      lastSuccess: null,
      lastError: null,
      // The public report hides the address, as the /status page does.
      sources: [{ url: "http://[address hidden]:9/feed.xml", itemCount: 0 }],
    });
    expect(body.storage.state).toBe("off");
  });

  it("serves /public/api/status prepared: cacheable for 5 s, ETag, 304, compressed", async () => {
    const first = await get("/public/api/status", { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=5");
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expectSecurityHeaders(first.headers);
    // Nothing changed in between: same prepared body, so the same ETag and a 304.
    const second = await get("/public/api/status", { "if-none-match": String(first.headers.etag) });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    const plain = await get("/public/api/status");
    expect(plain.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(first.body).equals(plain.body)).toBe(true);
    // A change (a failed attempt recorded) gives a new body and ETag.
    const at = new Date().toISOString();
    server.store.commit({
      url: "http://127.0.0.1:9/feed.xml",
      attemptedAt: at,
      finishedAt: at,
      outcome: { kind: "failed", message: "refused", finalUrl: null },
    });
    const changed = await get("/public/api/status", {
      "if-none-match": String(first.headers.etag),
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });
});

describe("site", () => {
  it("serves the HTML shell (200, no-cache) for every route and redirect path of the manifest", async () => {
    const routes = JSON.parse(JSON.stringify((await readConfigFiles("config")).routes.data)) as {
      routes: { path: string }[];
      redirects: { from: string }[];
    };
    const paths = [...routes.routes.map((r) => r.path), ...routes.redirects.map((r) => r.from)];
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/Humanrights", "/humanrights", "/soccer", "/tennic"]),
    );
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body.toString()).toContain('<div id="root">');
    }
  });

  it("serves the shell with a real 404 for unknown paths, with security headers", async () => {
    for (const path of ["/no-such-page", "/HUMANRIGHTS", "/africa/extra"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString()).toContain('<div id="root">');
      expectSecurityHeaders(response.headers);
    }
  });

  it("answers 405 with Allow to other methods on pages and files, before reading any body", async () => {
    for (const path of ["/", "/world", "/assets/index-AbC123.js", "/no-such-page"])
      for (const method of ["PUT", "DELETE", "POST"]) {
        const response = await get(path, { "content-type": "application/octet-stream" }, method);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
        expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
        expectSecurityHeaders(response.headers);
      }
  });

  it("serves hashed assets immutable and compressed, and 404s missing files plainly", async () => {
    const asset = await get("/assets/index-AbC123.js", { "accept-encoding": "br" });
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expectSecurityHeaders(asset.headers);
    const missing = await get("/assets/missing-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect((await get("/.vite/manifest.json")).status).toBe(404);
  });

  it("serves the service worker revalidated every time, the manifest as a manifest", async () => {
    const worker = await get("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(worker.headers["service-worker-allowed"]).toBeUndefined();
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.headers["content-security-policy"]).toContain("manifest-src 'self'");
    expect(manifest.headers["content-security-policy"]).toContain("worker-src 'self'");
  });

  it("serves audio with an audio content type (nosniff forbids guessing)", async () => {
    const response = await get("/podcast/episode.wav");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/wav");
  });

  it("serves the sample images that sample articles point at", async () => {
    const articles = JSON.parse((await get("/public/api/bbc/breaking")).body.toString()) as {
      images: string[];
    }[];
    const image = articles[0]?.images[0] ?? "";
    expect(image).toMatch(/^\/samples\/images\//);
    const response = await get(image);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.body.toString()).toContain("Sample image");
  });
});
