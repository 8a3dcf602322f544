/**
 * Issue 21 in Chromium: pages whose articles or query carry text no reader accepts (C0
 * controls, U+FFFE / U+FFFF, lone surrogates, an emoji cut in half) hydrate without a
 * console message. Before, a lone surrogate was U+FFFD in the server's HTML but itself in
 * the page's data, and React reported error #418 (text mismatch) on /story/<id> and /search.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../src/shared/article.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { hostileText, percentEncoded, publisherXmlText } from "../support/hostileText.ts";
import { consoleMessages } from "./support/consoleMessages.ts";
import { type E2eSite, startE2eSite } from "./support/e2eSite.ts";

/** The same hostile texts on every run (seeded), beside the cases the outside test found. */
const randomTexts = fc.sample(hostileText(30), { seed: 21, numRuns: 4 });
const sharedTitle = "Evil \u0001 ctrl harbour report";

function rss(): string {
  const item = (title: string, path: string, extra = "") =>
    `<item><title>${title}</title><link>https://evil.e2e.test/${path}</link>${extra}</item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Evil</title><link>https://evil.e2e.test/</link>
${item("Evil &#1; ctrl harbour report", "evil", "<description>Controls &#2;&#x1F; and &#xFFFE; gone</description><dc:creator>Ann &#xFFFF; Author</dc:creator><category>&#x0; World</category>")}
${item("Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} and flag \u{1F1EB}\u{1F1F7} harbour", "family")}
${randomTexts.map((text, i) => item(`Random ${i} harbour ${publisherXmlText(text, true)}`, `random-${i}`, `<description>${publisherXmlText(text)}</description>`)).join("\n")}
</channel></rss>`;
}

function jsonFeed(): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: "Lone",
    home_page_url: "https://lone.e2e.test/",
    items: [
      {
        id: "lone",
        url: "https://lone.e2e.test/lone",
        title: "Lone \uD800 surrogate harbour report",
        summary: "High \uDBFF low \uDC00 alone",
        authors: [{ name: "\uD83D" }],
      },
      // The same story as the RSS item: its Full Coverage page lists both.
      { id: "evil", url: "https://lone.e2e.test/evil", title: sharedTitle },
      ...randomTexts.map((text, i) => ({
        id: `random-${i}`,
        url: `https://lone.e2e.test/random-${i}`,
        title: `Random json ${i} harbour ${text}`,
        summary: text,
      })),
    ],
  });
}

let site: E2eSite;
let publisher: Server;
let articles: Article[];

beforeAll(async () => {
  publisher = createServer((request, response) => {
    if (request.url === "/hostile.xml")
      response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss());
    else if (request.url === "/hostile.json")
      response.writeHead(200, { "content-type": "application/feed+json" }).end(jsonFeed());
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => publisher.listen(0, "127.0.0.1", resolve));
  const { port } = publisher.address() as AddressInfo;
  const sources = [`http://127.0.0.1:${port}/hostile.xml`, `http://127.0.0.1:${port}/hostile.json`];
  site = await startE2eSite({ endpoints: { "bbc/breaking": { sources } } });
  articles = (await (await fetch(`${site.url}/public/api/bbc/breaking`)).json()) as Article[];
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => publisher?.close(resolve));
});

/** Loads a page, waits until it is hydrated and idle, and returns what the console said. */
async function consoleOf(path: string): Promise<string[]> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const messages = consoleMessages(page);
  try {
    const response = await page.goto(site.url + path);
    expect(response?.status(), path).toBe(200);
    await waitForScreen(page);
    await page.waitForLoadState("networkidle");
    return messages;
  } finally {
    await context.close();
  }
}

const storyOf = (link: string) => articles.find((a) => a.link === link)?.storyId;

describe("hostile text hydrates without a console message", () => {
  it("the publisher's items were taken in, cleaned", () => {
    const titles = articles.map((a) => a.title);
    expect(titles).toContain("Evil ctrl harbour report");
    expect(titles).toContain("Lone \uFFFD surrogate harbour report");
    expect(articles.filter((a) => a.title.startsWith("Random"))).toHaveLength(8);
  });

  it("on the Full Coverage pages of hostile stories", async () => {
    const ids = new Set(
      [
        "https://evil.e2e.test/evil",
        "https://lone.e2e.test/lone",
        "https://evil.e2e.test/family",
        "https://evil.e2e.test/random-0",
        "https://lone.e2e.test/random-1",
      ].map(storyOf),
    );
    expect(ids.has(undefined)).toBe(false);
    for (const id of ids) expect(await consoleOf(`/story/${id}`), `/story/${id}`).toEqual([]);
  }, 120_000);

  it("on All News and on a search whose results carry hostile text", async () => {
    expect(await consoleOf("/news")).toEqual([]);
    expect(await consoleOf("/search?q=harbour")).toEqual([]);
  }, 60_000);

  it("on searches for %01, %00, %EF%BF%BE, a lone surrogate, an emoji cut at 200 and random text", async () => {
    const queries = [
      "%01",
      "%00",
      "%EF%BF%BE",
      "harbour%ED%A0%80",
      `${"a".repeat(199)}%F0%9F%98%80`,
      ...fc.sample(hostileText(30), { seed: 2100, numRuns: 3 }).map(percentEncoded),
    ];
    for (const q of queries)
      expect(await consoleOf(`/search?q=${q}`), `/search?q=${q}`).toEqual([]);
  }, 120_000);
});
