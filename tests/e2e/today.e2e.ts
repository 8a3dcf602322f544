/**
 * The day's top stories (issue 50) in Chromium, offline: the page lists the sample stories
 * ranked by coverage, each summary sentence quoted with its publisher linked, fits the
 * screen with no serious axe violation at 390 px light, 1280 px dark and in Arabic; a
 * returning reader gets the "since you last looked" line from localStorage. One server,
 * one browser.
 */
import { describe, expect, it } from "vitest";
import type { Briefing } from "../../src/shared/briefing.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { offlineSite } from "./support/offlineSite.ts";

const site = offlineSite();

describe("/today in Chromium", () => {
  it.each([
    { width: 390, colorScheme: "light", lang: "en" },
    { width: 1280, colorScheme: "dark", lang: "en" },
    { width: 390, colorScheme: "dark", lang: "ar" },
  ] as const)("at $width px, $colorScheme, $lang", async ({ width, colorScheme, lang }) => {
    const query = lang === "en" ? "" : `?lang=${lang}`;
    const briefing = (await (
      await fetch(`${site.url}/public/api/today${query}`)
    ).json()) as Briefing;
    expect(briefing.stories.length).toBeGreaterThanOrEqual(5);
    const context = await site.browser.newContext({
      viewport: { width, height: 900 },
      colorScheme,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/today${query}`);
      await waitForScreen(page, 15_000);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      const headlines = await page.locator("ol > li h2").allTextContents();
      expect(headlines).toEqual(briefing.stories.map((story) => story.title));
      const first = briefing.stories[0];
      const quote = page.locator("ol > li").first().locator("blockquote").first();
      expect(await quote.textContent()).toBe(first?.summary[0]?.text);
      const cite = page.locator("ol > li").first().locator("cite a").first();
      expect(await cite.getAttribute("href")).toBe(first?.summary[0]?.link);
      // The registry's name, as the story page shows it, not the host.
      expect(await cite.textContent()).toBe(first?.summary[0]?.publisherName);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("tells a returning reader what changed since their last look, kept in the browser only", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/today`);
      await waitForScreen(page, 15_000);
      // A first visit: no line, and the time is kept.
      expect(await page.getByText(/since you last looked/i).count()).toBe(0);
      // Kept once the page is interactive.
      await expect
        .poll(async () =>
          Number(await page.evaluate(() => localStorage.getItem("maverick-today-last-visit"))),
        )
        .toBeGreaterThan(0);
      // Back a day later (as if): every story is new since then.
      await page.evaluate(() =>
        localStorage.setItem("maverick-today-last-visit", String(Date.now() - 86_400_000 * 2)),
      );
      await page.reload();
      await waitForScreen(page, 15_000);
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({ hasText: /since you last looked/i })
            .count(),
        )
        .toBe(1);
      expect(
        await page
          .getByRole("status")
          .filter({ hasText: /since you last looked/i })
          .textContent(),
      ).toMatch(/\d+ new stor/);
    } finally {
      await context.close();
    }
  });
});
