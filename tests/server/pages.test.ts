/** Server-rendered pages: prepared like the API, re-rendered only when data they read changes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageRenderer } from "../../src/server/pages/pageRenderer.ts";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import { type Harness, startHarness } from "./harness.ts";
import { startUpstream, type Upstream } from "./upstreamServer.ts";

let server: Harness;
let upstream: Upstream;
const rendered: string[] = [];

/** A stand-in renderer: the home page reads bbc/breaking and shows its first title. */
const renderer: PageRenderer = (url, source) => {
  rendered.push(url);
  const path = url.split("?")[0] ?? url;
  const reads = path === "/" ? ["bbc/breaking"] : [];
  const first = reads.length > 0 ? source.feed("bbc/breaking")?.articles[0]?.title : undefined;
  return {
    status: path === "/no-such-page" ? 404 : 200,
    title: `Page ${path}`,
    styles: "<style>h1{}</style>",
    html: `<h1>${first ?? "static"}</h1><p>${url}</p>`,
    state: "{}",
    reads,
  };
};

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.set("/breaking.xml", { kind: "status", status: 500 });
  const feeds: FeedsConfig = {
    version: 1,
    defaults: { refreshMinutes: 15, maxItems: 60 },
    endpoints: {
      "bbc/breaking": { sources: [upstream.url("/breaking.xml")], refreshMinutes: 5, sample: true },
    },
  };
  server = await startHarness(feeds, { renderer });
});

afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

describe("server-rendered pages", () => {
  it("serves every route rendered at start, in the shell, with ETag, CDN cache policy and 304", async () => {
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
    expect(html).toContain('<script type="application/json" id="query-state">{}</script>');
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const again = await fetch(`${server.base}/`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const compressed = await fetch(`${server.base}/contact`, {
      headers: { "accept-encoding": "br" },
    });
    expect(compressed.headers.get("content-encoding")).toBe("br");
  });

  it("renders a page again when an endpoint it read changes, and only that page", async () => {
    const before = await fetch(`${server.base}/`);
    const etag = before.headers.get("etag");
    const contactEtag = (await fetch(`${server.base}/contact`)).headers.get("etag");
    rendered.length = 0;
    upstream.set("/breaking.xml", { kind: "file", file: "rss2-media.xml" });
    await server.refresher.refreshAll();
    await expect.poll(() => rendered.includes("/"), { timeout: 5_000 }).toBe(true);
    await expect
      .poll(async () => (await fetch(`${server.base}/`)).headers.get("etag"))
      .not.toBe(etag);
    expect(await (await fetch(`${server.base}/`)).text()).not.toContain("<h1>Sample:");
    expect(rendered).not.toContain("/contact");
    expect((await fetch(`${server.base}/contact`)).headers.get("etag")).toBe(contactEtag);
  });

  it("renders query variants on request, ignoring parameters no page reads", async () => {
    const page = await (await fetch(`${server.base}/news?page=2&sort=old&utm_source=x`)).text();
    expect(page).toContain("<p>/news?sort=old&page=2</p>");
    rendered.length = 0;
    const same = await fetch(`${server.base}/news?sort=old&page=2`);
    expect(same.status).toBe(200);
    expect(rendered).toEqual([]);
    const garbage = await fetch(`${server.base}/news?page=%E0%A4%A&sort=<script>`);
    expect(garbage.status).toBe(200);
  });

  it("answers unknown paths with the rendered not-found page (404) and redirects with 301", async () => {
    const missing = await fetch(`${server.base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<title>Page /no-such-page</title>");
    const moved = await fetch(`${server.base}/soccer?x=1`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/soccers?x=1");
  });
});
