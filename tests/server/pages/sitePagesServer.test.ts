/**
 * Issue 12's pages and feeds, and issue 11's story page, over real HTTP against the real
 * server (createServer) with the real page renderer (src/entry-server.tsx through Vite)
 * and an in-memory stand-in for the archive's search.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseJsonFeed, parseRssFeed } from "feedsmith";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routesConfig from "../../../config/routes.json" with { type: "json" };
import siteConfig from "../../../config/site.json" with { type: "json" };
import sourcesConfig from "../../../config/sources.json" with { type: "json" };
import type { Article } from "../../../src/shared/article.ts";
import { SEARCH_TEXT, STATUS_TEXT } from "../../../src/shared/pageTexts.ts";
import { feedPath } from "../../../src/shared/sitePaths.ts";
import { sourcesTextsIn } from "../../../src/shared/sourcesTexts.ts";
import { memorySearch } from "../../support/memorySearch.ts";
import { type Harness, shippedFeeds, startHarness } from "../harness.ts";
import { sourceRenderer } from "../sourceRenderer.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

let vite: ViteDevServer;
let server: Harness;
let upstream: Upstream;
const search = memorySearch(() => articles(), { "/africa": [] });
const articles = (): Article[] => {
  const response = server.store.response("bbc/breaking");
  return response?.available ? [...response.articles] : [];
};

beforeAll(async () => {
  const source = await sourceRenderer();
  vite = source.vite;
  const { renderPage } = source;
  upstream = await startUpstream();
  upstream.set("/breaking.xml", { kind: "file", file: "rss2-media.xml" });
  upstream.set("/broken.xml", { kind: "status", status: 503 });
  const feeds = await shippedFeeds((id) => [
    upstream.url(id === "bbc/breaking" ? "/breaking.xml" : "/broken.xml"),
  ]);
  server = await startHarness(feeds, { renderer: renderPage, search });
  await server.refresher.refreshAll();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  await vite?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.base + path, { headers });
const SOURCES_TEXT = sourcesTextsIn("en");
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("the story page", () => {
  it("is server-rendered with its document title and data, and 404s for an unknown id", async () => {
    const article = articles()[0];
    const id = article?.storyId ?? "";
    const response = await get(`/story/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>.+ · Full Coverage \| Maverick News<\/title>/);
    expect(mainOf(html)).toContain(`href="${article?.link}"`);
    expect(html).toContain(`"queryKey":["story","${id}"]`);
    const missing = await get("/story/no-such-story");
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("<title>Page not found | Maverick News</title>");
    expect(mainOf(missingHtml)).toContain("Page not found");
    expect((await get(`/story/${"x".repeat(2000)}`)).status).toBe(404);
  });
});

describe("the status page", () => {
  it("reads at a glance: summary, failures by error, sources by publisher; no private address", async () => {
    const response = await get("/status");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("s-maxage=5");
    const html = mainOf(await response.text());
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(STATUS_TEXT.title);
    const at = (text: string) => html.indexOf(text);
    expect(at(SOURCES_TEXT.status.summary)).toBeGreaterThan(0);
    expect(at(SOURCES_TEXT.status.summary)).toBeLessThan(at(SOURCES_TEXT.status.failures));
    expect(at(SOURCES_TEXT.status.failures)).toBeLessThan(at(SOURCES_TEXT.status.byPublisher));
    // Every endpoint but one reads the broken source: one error, one heading.
    expect(html).toMatch(/<h3>HTTP 503 \(\d+\)<\/h3>/);
    expect(html).toMatch(/<time dateTime="[^"]+Z">[A-Z][a-z]+day, /);
    expect(html).not.toContain("127.0.0.1");
    expect(html).toContain("[address hidden]");
    // Addresses break after a slash only.
    expect(html).toContain("/<wbr/>breaking.xml");
    // The last attempt and the last success apart, and what the count counts.
    expect(html).toContain(SOURCES_TEXT.status.lastAttempt);
    expect(html).toContain(SOURCES_TEXT.status.lastSuccess);
    expect(html).toContain(SOURCES_TEXT.status.sourcesNote.replaceAll("'", "&#x27;"));
  });
});

describe("the sources page and its OPML", () => {
  const registry = sourcesConfig.publishers;

  it("names every publisher, by country, linking its homepage and the OPML file", async () => {
    const response = await get("/sources?lang=es");
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<html lang="es"`);
    expect(page).toMatch(
      /<link rel="alternate" type="text\/x-opml" title="Maverick News: Fuentes \(OPML\)" href="\/sources.opml">/,
    );
    const html = mainOf(page);
    expect(html).toContain('href="/sources.opml"');
    for (const publisher of registry)
      expect(html, publisher.id).toContain(
        `<a href="${publisher.homepage.replaceAll("&", "&amp;")}" title="`,
      );
    expect(html.match(/ target="_blank" rel="noopener noreferrer">/g)).toHaveLength(
      registry.length,
    );
    expect(html).toContain("Reino Unido");
  });

  it("serves valid OPML 2.0 with every feed of the registry", async () => {
    const response = await get("/sources.opml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/x-opml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("max-age=3600");
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const opml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(text);
    expect(opml.opml.version).toBe("2.0");
    expect(opml.opml.head.title).toBe("Maverick News: Sources");
    // The registry's own date, not the server's start: the same bytes on every instance.
    expect(opml.opml.head.dateCreated).toBe(
      new Date(`${sourcesConfig.updated}T00:00:00Z`).toUTCString(),
    );
    const groups = [opml.opml.body.outline].flat();
    expect(groups.map((group: { text: string }) => group.text)).toEqual(
      registry.map((publisher) => publisher.name),
    );
    const feeds = groups.flatMap((group: { outline: unknown }) => [group.outline].flat()) as {
      type: string;
      xmlUrl: string;
      htmlUrl: string;
      language: string;
    }[];
    expect(feeds.every((feed) => feed.type === "rss" && feed.htmlUrl && feed.language)).toBe(true);
    // The parser decodes entities: the URLs read back as the registry writes them.
    expect(feeds.map((feed) => feed.xmlUrl).sort()).toEqual(
      registry.flatMap((p) => p.feeds.map((f) => (typeof f === "string" ? f : f.url))).sort(),
    );
    const etag = response.headers.get("etag") ?? "";
    expect((await get("/sources.opml", { "if-none-match": etag })).status).toBe(304);
  });

  it("gives the registry as JSON for the pages' browser navigation", async () => {
    const response = await get("/public/api/sources");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as { publishers: { id: string }[] };
    expect(body.publishers.map((p) => p.id)).toEqual(registry.map((p) => p.id));
  });
});

describe("the search page", () => {
  it("shows the results as cards under a heading naming the query", async () => {
    const response = await get("/search?q=harbour%20bridge");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<title>${SEARCH_TEXT.heading("harbour bridge")} | Maverick News</title>`,
    );
    // The query's words are marked in the result (issue 39).
    expect(mainOf(html)).toContain(
      "<mark>Harbour</mark> <mark>bridge</mark> reopens after repairs",
    );
    expect(search.asked.at(-1)).toEqual({ query: "harbour bridge", sort: "relevance", page: 1 });
    // The page's head links the search's feeds.
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Maverick News: Search results for “harbour bridge” (RSS)" href="/search/feed.xml?q=harbour+bridge">',
    );
  });

  it("says 'No results found', passes a known section and answers odd input", async () => {
    const none = await (await get("/search?q=zebra&section=/africa")).text();
    expect(mainOf(none)).toContain(SEARCH_TEXT.noResults);
    expect(search.asked.at(-1)).toEqual({
      query: "zebra",
      section: "/africa",
      sort: "relevance",
      page: 1,
    });
    const odd = `"'<script>alert(1)</script> OR 1=1 -- ${"x".repeat(1000)}`;
    const response = await get(`/search?q=${encodeURIComponent(odd)}&section=/nowhere`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(search.asked.at(-1)?.query.length).toBe(200);
    expect(search.asked.at(-1)?.section).toBeUndefined();
  });
});

const sectionPaths = routesConfig.routes
  .filter((route) => Object.keys(route.slots ?? {}).length > 0)
  .map((route) => route.path);

describe("section feeds", () => {
  it("every route showing articles publishes RSS 2.0 and JSON Feed 1.1, at paths no route or redirect uses", async () => {
    const pagePaths = new Set([
      ...routesConfig.routes.map((route) => route.path),
      ...routesConfig.redirects.map((redirect) => redirect.from),
    ]);
    for (const path of sectionPaths) {
      const rssPath = feedPath(path, "rss");
      const jsonPath = feedPath(path, "json");
      expect(pagePaths.has(rssPath) || pagePaths.has(jsonPath)).toBe(false);
      const rss = await get(rssPath);
      expect(rss.status, rssPath).toBe(200);
      expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const parsed = parseRssFeed(await rss.text());
      expect(parsed.atom?.links?.[0]?.href).toBe(new URL(rssPath, siteConfig.url).href);
      const json = await get(jsonPath);
      expect(json.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
      const body = await json.json();
      expect(body.version).toBe("https://jsonfeed.org/version/1.1");
      expect(parseJsonFeed(body).items?.length).toBe(parsed.items?.length);
    }
    const routesWithout = routesConfig.routes.filter((r) => !sectionPaths.includes(r.path));
    for (const route of routesWithout)
      expect((await get(feedPath(route.path, "rss"))).status).toBe(404);
  }, 60_000);

  it("holds the articles the page shows, with ETag, 304 and the feeds' cache policy", async () => {
    const rss = await get("/feed.xml");
    expect(rss.headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    const etag = rss.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await get("/feed.xml", { "if-none-match": etag })).status).toBe(304);
    const feed = parseRssFeed(await rss.text());
    const homeLinks = new Set(feed.items?.map((item) => item.link));
    // The home page's HTML shows the same articles its feed lists.
    const home = await (await get("/")).text();
    for (const link of homeLinks) expect(home).toContain(`href="${link}"`);
    expect(home).toContain(
      '<link rel="alternate" type="application/feed+json" title="Maverick News (JSON Feed)" href="/feed.json">',
    );
    const africa = await (await get("/africa")).text();
    expect(africa).toContain(
      'type="application/rss+xml" title="Maverick News: Africa (RSS)" href="/africa/feed.xml"',
    );
    const compressed = await get("/africa/feed.json", { "accept-encoding": "br" });
    expect(compressed.headers.get("content-encoding")).toBe("br");
  });

  it("is prepared again when its data changes", async () => {
    const reader = routesConfig.routes.find((route) =>
      JSON.stringify(route.slots ?? {}).includes('"bbc/breaking"'),
    );
    const path = feedPath(reader?.path ?? "", "json");
    const before = (await get(path)).headers.get("etag");
    const again = (await get(path)).headers.get("etag");
    expect(again).toBe(before);
    upstream.set("/breaking.xml", {
      kind: "file",
      file: "atom.xml",
      contentType: "application/atom+xml",
    });
    await server.refresher.refreshAll();
    await expect.poll(async () => (await get(path)).headers.get("etag")).not.toBe(before);
  });
});

describe("search feeds", () => {
  it("serve a search's results, and answer a missing query clearly", async () => {
    const title = articles()[0]?.title ?? "";
    const q = encodeURIComponent(title);
    const rss = await get(`/search/feed.xml?q=${q}`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = parseRssFeed(await rss.text());
    expect(feed.items?.map((item) => item.title)).toContain(title);
    const json = await (await get(`/search/feed.json?q=${q}`)).json();
    expect(parseJsonFeed(json).items?.[0]?.url).toBe(feed.items?.[0]?.link);
    const empty = await get("/search/feed.xml");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "Say what to search for: ?q=<text>",
      statusCode: 400,
    });
  });
});
