/**
 * Server-rendered pages: prepared like the API, re-rendered only when data they read
 * changes; in the render thread (the default) and on the main thread (RENDER_WORKERS=0).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { crashTitle } from "../stubRenderer.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const stubRenderer = new URL("../stubRenderer.ts", import.meta.url);

async function start(renderWorkers: number): Promise<{ server: Harness; upstream: Upstream }> {
  const upstream = await startUpstream();
  upstream.set("/breaking.xml", { kind: "status", status: 500 });
  const feeds = testFeeds({
    "bbc/breaking": { sources: [upstream.url("/breaking.xml")], refreshMinutes: 5, sample: true },
  });
  const server = await startHarness(feeds, { renderer: stubRenderer, renderWorkers });
  return { server, upstream };
}

const rss = (title: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><link>https://publisher.test/</link><item><title>${title}</title><link>https://publisher.test/a</link><pubDate>Tue, 03 Jun 2025 10:00:00 GMT</pubDate></item></channel></rss>`;

describe.each([
  { mode: "in the render thread", renderWorkers: 1 },
  { mode: "on the main thread (RENDER_WORKERS=0)", renderWorkers: 0 },
])("server-rendered pages $mode", ({ renderWorkers }) => {
  let server: Harness;
  let upstream: Upstream;

  beforeAll(async () => {
    ({ server, upstream } = await start(renderWorkers));
  });

  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it("serves every route rendered at start, in the shell, with ETag, CDN cache policy and 304", async () => {
    if (renderWorkers > 0) expect(server.logs.join("\n")).not.toMatch(/main thread instead/);
    const response = await fetch(`${server.base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Shared caches keep a page for the shortest refresh interval among the feeds it reads.
    expect((await fetch(`${server.base}/news`)).headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400",
    );
    const html = await response.text();
    expect(html).toMatch(/<div id="root"><h1>Sample: [^<]+<\/h1>/);
    expect(html).toContain("<style>h1{}</style></head>");
    expect(html).toMatch(
      /<script type="application\/json" id="query-state">\{"queries":\[\{"state":\{"dataUpdatedAt":\d+\}\}\]\}<\/script>/,
    );
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const again = await fetch(`${server.base}/`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    for (const encoding of ["br", "gzip"]) {
      const compressed = await fetch(`${server.base}/contact`, {
        headers: { "accept-encoding": encoding },
      });
      expect(compressed.headers.get("content-encoding")).toBe(encoding);
      expect(await compressed.text()).toContain("<title>Page /contact</title>");
    }
  });

  it("renders a page again when an endpoint it read changes, and only that page", async () => {
    const etag = (await fetch(`${server.base}/`)).headers.get("etag");
    const contact = await (await fetch(`${server.base}/contact`)).text();
    upstream.set("/breaking.xml", { kind: "file", file: "rss2-media.xml" });
    await server.refresher.refreshAll();
    await expect
      .poll(async () => (await fetch(`${server.base}/`)).headers.get("etag"), { timeout: 10_000 })
      .not.toBe(etag);
    const home = await (await fetch(`${server.base}/`)).text();
    expect(home).toMatch(/<div id="root"><h1>[^<]+<\/h1>/);
    expect(home).not.toContain("<h1>Sample:");
    // Not rendered again: the same bytes, render count included.
    expect(await (await fetch(`${server.base}/contact`)).text()).toBe(contact);
  }, 20_000);

  it("renders query variants on request, under their one canonical spelling", async () => {
    const page = await (await fetch(`${server.base}/news?lang=es&utm_source=x&sort=Old`)).text();
    expect(page).toContain("<p>/news?sort=old&lang=es</p>");
    // The same variant, kept: the same rendering.
    expect(await (await fetch(`${server.base}/news?sort=old&lang=es`)).text()).toBe(page);
    const garbage = await fetch(`${server.base}/news?page=%E0%A4%A&sort=<script>`);
    expect(garbage.status).toBe(200);
  });

  it("answers a bad or default value, an unknown parameter or a page past the end with the page it means", async () => {
    const etagOf = async (query: string) =>
      (await fetch(`${server.base}/news${query}`)).headers.get("etag");
    const plain = await etagOf("");
    for (const query of [
      "?page=abc",
      "?junk=1",
      "?sort=zzz",
      "?page=1",
      "?sort=new",
      "?lang=en",
      "?lang=xx",
      "?category=zzz",
      "?page=99999",
      "?page=-2",
      "?page=1e3&sort=NEW&utm_source=x",
    ])
      expect([query, await etagOf(query)]).toEqual([query, plain]);
    // Only canonical values are rendered, so none is echoed into the page (hreflang links).
    const echoed = await (await fetch(`${server.base}/news?sort=%22%3E%3Cscript%3E`)).text();
    expect(echoed).not.toMatch(/%3Cscript|&lt;script|"><script/i);
  });

  it("answers unknown paths with the rendered not-found page (404) and redirects with 301", async () => {
    const missing = await fetch(`${server.base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<title>Page /no-such-page</title>");
    const moved = await fetch(`${server.base}/soccer?x=1`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/soccers?x=1");
  });

  it("renders a request with data resolved before rendering (plain data, cloned to the thread)", async () => {
    const page = await server.pages?.render({
      url: "/search?q=resolved",
      builtIn: {
        page: "search",
        query: "resolved on the main thread",
        section: null,
        sort: "relevance",
        pageNumber: 1,
        results: [],
        facets: null,
      },
    });
    expect(page?.status).toBe(200);
    expect(page?.body.identity.toString("utf8")).toContain("<p>resolved on the main thread</p>");
    expect(page?.body.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
  });
});

describe("the render thread", () => {
  let server: Harness;
  let upstream: Upstream;

  beforeAll(async () => {
    ({ server, upstream } = await start(1));
  });

  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it("is restarted when it stops mid-render; the previous page stays served, later changes render", async () => {
    const before = await (await fetch(`${server.base}/`)).text();
    expect(before).toContain("<h1>Sample:");

    upstream.set("/breaking.xml", { kind: "body", body: rss(`${crashTitle} now`) });
    await server.refresher.refreshAll();
    await expect
      .poll(() => server.logs.some((line) => /the render thread stopped/.test(line)), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(server.logs.join("\n")).toMatch(/while rendering \/: exit code 1/);
    // The server kept answering, with the rendering it had.
    const during = await fetch(`${server.base}/`);
    expect(during.status).toBe(200);
    expect(await during.text()).toBe(before);
    expect((await fetch(`${server.base}/contact`)).status).toBe(200);

    // The new thread renders, with the feeds the main thread replayed to it.
    expect(await (await fetch(`${server.base}/news?sort=popular`)).text()).toContain(
      "<p>/news?sort=popular</p>",
    );
    upstream.set("/breaking.xml", { kind: "body", body: rss("Bridge reopens after repairs") });
    await server.refresher.refreshAll();
    await expect
      .poll(async () => (await fetch(`${server.base}/`)).text(), { timeout: 10_000 })
      .toContain("<h1>Bridge reopens after repairs</h1>");
  }, 30_000);
});
