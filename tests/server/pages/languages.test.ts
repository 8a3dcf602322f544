/**
 * Issue 25's languages over real HTTP, with the real page renderer (src/entry-server.tsx
 * through Vite): `?lang=` picks the catalogue, `<html lang dir>`, hreflang alternates and
 * links that keep the language; articles carry their feed's language whatever the page's.
 */
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import siteConfig from "../../../config/site.json" with { type: "json" };
import { catalogue as arabic } from "../../../src/shared/catalogues/ar.ts";
import { catalogue as spanish } from "../../../src/shared/catalogues/es.ts";
import { TEXT } from "../../../src/shared/texts.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { sourceRenderer } from "../sourceRenderer.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

let vite: ViteDevServer;
let server: Harness;
let upstream: Upstream;

/** A French publisher's feed: its articles are French whatever the interface's language. */
const frenchRss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Le Monde test</title><link>https://publisher.test/</link><language>fr</language>${[
  1, 2, 3, 4, 5, 6,
]
  .map(
    (n) =>
      `<item><title>Article numéro ${n}</title><link>https://publisher.test/${n}</link><description>Résumé ${n}</description><pubDate>Thu, 12 Jun 2025 1${n}:00:00 GMT</pubDate></item>`,
  )
  .join("")}</channel></rss>`;

beforeAll(async () => {
  const source = await sourceRenderer();
  vite = source.vite;
  const { renderPage } = source;
  upstream = await startUpstream();
  upstream.set("/fr.xml", { kind: "body", body: frenchRss, contentType: "application/rss+xml" });
  const feeds = testFeeds({
    "bbc/breaking": { sources: [upstream.url("/fr.xml")], sample: false },
  });
  server = await startHarness(feeds, { renderer: renderPage });
  await server.refresher.refreshAll();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  await vite?.close();
});

const page = async (path: string) => {
  const response = await fetch(server.base + path);
  return { status: response.status, html: await response.text() };
};

/** The site links a page's markup holds (not the head's alternates, not files). */
const siteLinks = (html: string) =>
  [...(html.split('<div id="root">')[1] ?? "").matchAll(/<a [^>]*href="(\/[^"#]*)[^"]*"/g)].map(
    (match) => (match[1] ?? "").replaceAll("&amp;", "&"),
  );

describe("languages", () => {
  it("/?lang=ar is Arabic, right to left, with absolute hreflang alternates and links keeping ?lang=ar", async () => {
    const { status, html } = await page("/?lang=ar");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(arabic.TEXT.chrome.skipToContent);
    expect(html).toContain(`aria-label="${arabic.TEXT.language.edition}"`);
    expect(html).not.toContain(TEXT.chrome.skipToContent);
    for (const [hreflang, href] of [
      ["en", "/"],
      ["es", "/?lang=es"],
      ["fr", "/?lang=fr"],
      ["ar", "/?lang=ar"],
      ["x-default", "/"],
    ])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${new URL(href ?? "", siteConfig.url).href}">`,
      );
    const links = siteLinks(html);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !/[?&]lang=ar(&|$)/.test(link))).toEqual([]);
  });

  it("an unknown or English lang is the English page (200), and English pages carry no lang", async () => {
    const english = await page("/");
    for (const path of ["/?lang=xx", "/?lang=en", "/?lang="]) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(TEXT.chrome.skipToContent);
    }
    expect(english.html).toContain('<html lang="en">');
    expect(siteLinks(english.html).filter((link) => link.includes("lang="))).toEqual([]);
  });

  it("articles keep their feed's language on their cards, in English and in Spanish pages", async () => {
    for (const path of ["/news", "/news?lang=es"]) {
      const { html } = await page(path);
      expect(html).toMatch(/<h3[^>]* lang="fr" dir="auto"[^>]*>Article numéro/);
    }
    const { html } = await page("/news?lang=es");
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(spanish.TEXT.allNews);
    // Dates in the page's language, by Intl.
    expect(html).toContain("de junio de 2025");
  });

  it("built-in pages follow ?lang= too: the search page and the not-found page", async () => {
    const search = await page("/search?q=numéro&lang=fr");
    expect(search.html).toContain('<html lang="fr">');
    expect(search.html).toContain('<input type="hidden" name="lang" value="fr"/>');
    const missing = await page("/no-such-page?lang=ar");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(`<title>${arabic.TEXT.pageNotFound} |`);
  });
});
