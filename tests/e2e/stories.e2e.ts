/**
 * Issue 11 in Chromium: the Full Coverage page and the cards' "N sources" link; issue 24:
 * search finds the story by another word form, once, with the same link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../src/shared/article.ts";
import { SEARCH_TEXT } from "../../src/shared/pageTexts.ts";
import { VIEWPORTS, waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";
import { floodTitle, startStoryPublishers } from "./support/storyPublishers.ts";

let site: E2eSite;
let publishers: Awaited<ReturnType<typeof startStoryPublishers>>;
let storyId: string;

beforeAll(async () => {
  publishers = await startStoryPublishers();
  site = await startE2eSite({ endpoints: { "bbc/breaking": { sources: publishers.urls } } });
  const articles = (await (await fetch(`${site.url}/public/api/bbc/breaking`)).json()) as Article[];
  storyId = articles.find((a) => a.title === floodTitle)?.storyId ?? "";
});
afterAll(async () => {
  await site?.stop();
  await publishers?.close();
});

describe.each(VIEWPORTS)("the Full Coverage page at $width px", ({ width }) => {
  it("shows the story, its four publishers and a timeline, with no axe violation", async () => {
    const { page, context } = await watchedPage(site.browser, width, { bypassCSP: true });
    try {
      const response = await page.goto(`${site.url}/story/${storyId}`);
      expect(response?.status()).toBe(200);
      await waitForScreen(page);
      expect(await page.locator("h1").textContent()).toBe(floodTitle);
      // Why the reports are together (issue 37): the place first, then how many and how long.
      const grouped = page.getByText(/^Grouped by /);
      expect(await grouped.count()).toBe(1);
      expect(await grouped.textContent()).toMatch(/^Grouped by Valdora\b.* · 4 publishers( · |$)/);
      expect(await page.getByText("First reported").count()).toBe(1);
      const articleLinks = page.locator('section[aria-labelledby="story-articles"] h3 a');
      expect(await articleLinks.count()).toBe(4);
      for (const link of await articleLinks.all()) {
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toContain("noopener");
      }
      expect(await page.locator('section[aria-labelledby="story-timeline"] li').count()).toBe(4);
      expect(await page.title()).toContain(floodTitle);
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      const violations = await seriousAxeViolations(page);
      expect(violations).toEqual([]);
      expect(await page.locator("img:not([alt])").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("is reached from a card's '4 sources' link on All News, sorted by Trending", async () => {
    const { page, context } = await watchedPage(site.browser, width);
    try {
      await page.goto(`${site.url}/news`);
      await waitForScreen(page);
      const section = page.getByRole("region", { name: "All News" });
      await section.getByRole("button", { name: /^Sort by:/ }).click();
      await section.getByRole("button", { name: "Trending", exact: true }).click();
      // Only the flood trends: four publishers joined it within the last 24 hours. It shows
      // once, as its earliest report (one card per story). The sort is a navigation (it
      // lives in the URL), so the list is read once it has changed. On a slow machine the
      // old list can be read mid-change: wait for the sorted one.
      const titles = () => section.getByRole("heading", { level: 3 }).allTextContents();
      const onlyTheFlood = async () => {
        const now = await titles();
        return now.length === 1 && now[0] === floodTitle;
      };
      await expect.poll(onlyTheFlood).toBe(true);
      const link = page.getByRole("link", { name: "See all 4 sources covering this story" });
      await link.first().click();
      await page.waitForURL(`${site.url}/story/${storyId}`);
      // The story page is a lazy chunk: the router keeps All News on screen until it arrives.
      await expect.poll(() => page.locator("h1").textContent()).toBe(floodTitle);
    } finally {
      await context.close();
    }
  });
});

describe.each(VIEWPORTS)("search by story at $width px", ({ width }) => {
  it("finds the flood once for 'flood' (floods, flooding), with its '4 sources' link", async () => {
    const { page, context } = await watchedPage(site.browser, width);
    try {
      await page.goto(`${site.url}/search?q=flood`);
      await waitForScreen(page);
      const results = page.getByRole("region", { name: SEARCH_TEXT.title });
      const titles = () => results.getByRole("heading", { level: 2 }).allTextContents();
      await expect.poll(async () => (await titles()).length).toBeGreaterThan(0);
      // Three of its wordings say floods or flooding; the story shows once.
      expect((await titles()).filter((title) => title.includes("Valdora"))).toHaveLength(1);
      const link = page.getByRole("link", { name: "See all 4 sources covering this story" });
      expect(await link.count()).toBe(1);
      expect(await link.isVisible()).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await link.click();
      await page.waitForURL(`${site.url}/story/${storyId}`);
      await expect.poll(() => page.locator("h1").textContent()).toBe(floodTitle);
    } finally {
      await context.close();
    }
  });
});

it("answers an unknown story with a real 404 and the not-found screen", async () => {
  const { page, context } = await watchedPage(site.browser, 1280);
  try {
    const response = await page.goto(`${site.url}/story/no-such-story`);
    expect(response?.status()).toBe(404);
    await waitForScreen(page);
    expect(await page.locator("h1").textContent()).toBe("Page not found");
  } finally {
    await context.close();
  }
});
