/**
 * Language editions in Chromium (issue 38), offline (the sample snapshot's editions): a
 * page in Spanish or Arabic lists headlines in that language, server-rendered and still
 * there once hydrated; a slot whose feed has no edition in the page's language shows the
 * English headlines, and the page says so once, under its title, in its language. One server,
 * three page loads.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import feedsFile from "../../config/feeds.json" with { type: "json" };
import routesFile from "../../config/routes.json" with { type: "json" };
import type { editionLanguages } from "../../src/shared/editions.ts";
import type { FeedsConfig } from "../../src/shared/feedsConfig.ts";
import type { Language } from "../../src/shared/languageHref.ts";
import { catalogueOf } from "../../src/shared/languages.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { consoleMessages } from "./support/consoleMessages.ts";
import { offlineSite } from "./support/offlineSite.ts";

const feeds = feedsFile as unknown as FeedsConfig;
const site = offlineSite();

/** The headlines whose card declares `lang`, and the page's English-headlines notes, once hydrated. */
async function open(page: Page, path: string, lang: Language) {
  await page.goto(site.url + path);
  await waitForScreen(page, 15_000);
  const headlines = await page.$$eval(`main [lang="${lang}"] > a`, (links) =>
    links.map((link) => link.textContent?.trim() ?? "").filter(Boolean),
  );
  const notes = await page.$$eval("main [data-edition-note]", (notes) =>
    notes.map((note) => note.textContent ?? ""),
  );
  return { headlines, notes };
}

/** A route some slot of which reads a feed with no edition in `lang` (in routes.json order). */
function routeLacking(lang: (typeof editionLanguages)[number]): string | undefined {
  return routesFile.routes.find((route) =>
    Object.values(route.slots as unknown as Record<string, string | { feed: string }>).some(
      (slot) => {
        const feed = typeof slot === "string" ? slot : slot.feed;
        return !feeds.endpoints[feed]?.editions?.[lang];
      },
    ),
  )?.path;
}

describe("editions", () => {
  it("offline, /, /africa and /technology list at least three headlines in each edition, server-rendered", async () => {
    for (const path of ["/", "/africa", "/technology"])
      for (const lang of ["es", "fr", "ar"] as const) {
        const html = await (await fetch(`${site.url}${path}?lang=${lang}`)).text();
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        // Cards and lists put their article's language on its headline (issue 25).
        const titles = main.match(new RegExp(`<h[23]\\b[^>]*\\blang="${lang}"`, "g")) ?? [];
        expect(titles.length, `${path}?lang=${lang}`).toBeGreaterThanOrEqual(3);
      }
  });

  it("a page in Spanish or Arabic lists that language's headlines, server-rendered and hydrated", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const messages = consoleMessages(page);
    try {
      for (const [path, lang] of [
        ["/?lang=es", "es"],
        ["/africa?lang=ar", "ar"],
      ] as const) {
        const served = await (await fetch(site.url + path)).text();
        expect(served.match(new RegExp(`lang="${lang}"`, "g"))?.length ?? 0, path).toBeGreaterThan(
          3,
        );
        const { headlines } = await open(page, path, lang);
        expect(headlines.length, path).toBeGreaterThanOrEqual(3);
      }
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a slot without the page's edition shows the English headlines; the page says so once, under its title", async () => {
    const lang = "es";
    const path = routeLacking(lang);
    expect(path, "a route whose slots all have a Spanish edition everywhere").toBeDefined();
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      const { notes } = await open(page, `${path}?lang=${lang}`, lang);
      expect(notes).toEqual([(await catalogueOf(lang))?.englishHeadlines]);
      // The note is the heading's neighbour, not a card among the blocks.
      expect(
        await page.$eval("main h1", (h1) =>
          h1.nextElementSibling?.hasAttribute("data-edition-note"),
        ),
      ).toBe(true);
      expect(await page.$$eval('main [lang="en"] > a', (links) => links.length)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
