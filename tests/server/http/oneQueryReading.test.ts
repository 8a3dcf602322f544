/**
 * Issue 48: one reading of a query string. The search API, the server-rendered search page
 * and the search feed read `?q=` the same way (shared/queryParams.ts), so a malformed query
 * (a bad escape, a repeated parameter, an escaped control or override) finds the same
 * articles on all three; raw bytes in the request line get the same 400 on each. Real HTTP,
 * a real SQLite archive, the real page renderer.
 */
import { mkdtemp } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseArticles } from "../../../src/shared/article.ts";
import { queryObject, queryParams } from "../../../src/shared/queryParams.ts";
import { searchApiPath, searchFeedPath, searchPagePath } from "../../../src/shared/sitePaths.ts";
import { rssFeed } from "../db/rssFeed.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { sourceRenderer } from "../sourceRenderer.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

/** Query strings as a client may send them: `flood%20%FF` of the probe, and 20 more. */
const malformed = [
  "q=flood%20%FF",
  "q=flood%",
  "q=%25flood",
  "q=flood%2",
  "q=%ZZflood",
  "q=flood%E2%82",
  "q=flood%C3%28",
  "q=%00flood",
  "q=flood%0A%0Drain",
  "q=flood&q=rain",
  "q=rain&q=flood",
  "q=flood+%2B+rain",
  "q=%EF%BB%BFflood",
  "q=flood%ED%A0%80",
  "q=flood%F0%9F%98",
  "q=%22flood",
  "q=flood%3Cscript%3E",
  "q=%E2%80%AEflood",
  "q=flood;rain",
  "q=flood&q=",
  "q=flood%26sort%3Dnew&sort=%FF&page=%FF",
];

const items = Array.from({ length: 30 }, (_, i) => ({
  title: `${i % 3 === 0 ? "Rain" : "Flood"} report ${i} from the valley`,
  link: `https://valleynews.test/report-${i}`,
  description: i % 2 === 0 ? "The flood reached the bridge." : "Heavy rain fell overnight.",
  pubDate: new Date(Date.UTC(2026, 10, 28, 12, i)).toISOString(),
}));
const knownLinks = new Set(items.map((item) => item.link));

let vite: ViteDevServer;
let server: Harness;
let upstream: Upstream;

beforeAll(async () => {
  const source = await sourceRenderer();
  vite = source.vite;
  upstream = await startUpstream();
  upstream.set("/valley.xml", { kind: "body", body: rssFeed(items, "https://valleynews.test/") });
  server = await startHarness(
    testFeeds({ "bbc/breaking": { sources: [upstream.url("/valley.xml")], sample: false } }, 50),
    {
      dataDir: await mkdtemp(join(tmpdir(), "maverick-data-")),
      renderer: source.renderPage,
      renderWorkers: 0,
    },
  );
  await server.refresher.refreshAll();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  await vite?.close();
});

async function apiLinks(query: string): Promise<string[]> {
  const response = await fetch(`${server.base}${searchApiPath}?${query}&page=1`);
  expect(response.status, query).toBe(200);
  return parseArticles(await response.json()).map((a) => a.link);
}

async function feedLinks(query: string): Promise<string[]> {
  const response = await fetch(`${server.base}${searchFeedPath("json")}?${query}`);
  if (response.status === 400) return [];
  expect(response.status, query).toBe(200);
  const feed = JSON.parse(await response.text()) as { items?: { url: string }[] };
  expect(feed.items, `${query}: ${JSON.stringify(feed).slice(0, 300)}`).toBeDefined();
  return (feed.items ?? []).map((item) => item.url);
}

/** The results the server-rendered page lists: the archive's links in its main. */
async function pageLinks(query: string): Promise<string[]> {
  const response = await fetch(`${server.base}${searchPagePath}?${query}`);
  expect(response.status, query).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const links = [...main.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
  return [...new Set(links.filter((link) => knownLinks.has(link)))];
}

describe("one reading of a query string", { timeout: 60_000 }, () => {
  it("parses bad escapes, repeats and raw text one way", () => {
    expect(queryParams("/search?q=flood%20%FF").get("q")).toBe("flood \uFFFD");
    expect(queryParams("?q=%ZZ").get("q")).toBe("%ZZ");
    expect(queryParams("q=a&q=b#q=c").getAll("q")).toEqual(["a", "b"]);
    expect(queryParams("/search").toString()).toBe("");
    expect(queryObject("q=a&q=b&sort=new")).toEqual({ q: "a", sort: "new" });
    // A name is data, never a prototype.
    expect(Object.entries(queryObject("__proto__=x"))).toEqual([["__proto__", "x"]]);
  });

  it("finds the same on the API, the page and the feed for 21 malformed queries", async () => {
    let searched = 0;
    for (const query of malformed) {
      const api = await apiLinks(query);
      expect(new Set(await pageLinks(query)), query).toEqual(new Set(api));
      // The feed lists the first 50 (the API's first page is 20 of them).
      const feed = await feedLinks(query);
      expect(feed.slice(0, api.length).sort(), query).toEqual([...api].sort());
      if (api.length > 0) searched++;
    }
    // Most of them still search for flood or rain: no reading left them with nothing.
    expect(searched).toBeGreaterThan(15);
    expect(await apiLinks("q=flood%20%FF")).toEqual(await apiLinks("q=flood"));
  });

  it("answers raw bytes beyond ASCII with the same 400 on each", async () => {
    for (const path of [searchApiPath, searchPagePath, searchFeedPath("rss")]) {
      const head = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(server.base).port), "127.0.0.1", () =>
          socket.write(
            Buffer.concat([
              Buffer.from(`GET ${path}?q=flood`),
              Buffer.from([0xc3, 0xa9, 0xff]),
              Buffer.from(" HTTP/1.1\r\nHost: x\r\n\r\n"),
            ]),
          ),
        );
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString("latin1");
        });
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      expect(head.split("\r\n")[0], path).toBe("HTTP/1.1 400 Bad Request");
    }
  });
});
