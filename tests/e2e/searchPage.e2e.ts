/**
 * Issue 39's search page in Chromium against the real server, offline (the bundled sample
 * articles, searchable): pages of 20 with Next and Previous links (followed by a click, and
 * with JavaScript off), matched words in <mark>, a note naming ignored syntax, facet links
 * that narrow the search; at 390 px (dark) and 1280 px (light), fitting the screen, with
 * no console message and no serious axe violation. Screenshots go to /tmp/search-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SEARCH_TEXT } from "../../src/shared/pageTexts.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { watchedPage } from "./support/e2eSite.ts";
import { offlineSite } from "./support/offlineSite.ts";

const site = offlineSite();

/** The result cards' headlines (the search's h2s). */
const headlines = (page: Page) =>
  page.locator(`main section[aria-label="${SEARCH_TEXT.title}"] h2`).allTextContents();

const pager = (page: Page) => page.locator(`main nav[aria-label="${SEARCH_TEXT.pages}"]`);

/**
 * The headlines once a navigation has replaced `before` with results (a click is a
 * navigation in the app: the new page's results arrive after the address changes).
 */
async function newHeadlines(page: Page, before: readonly string[]): Promise<string[]> {
  let shown: string[] = [];
  await expect
    .poll(async () => {
      shown = await headlines(page);
      return shown.length > 0 && shown.join("\n") !== before.join("\n");
    })
    .toBe(true);
  return shown;
}

/** Whether nothing is wider than the screen. */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([
  { width: 390, scheme: "dark" },
  { width: 1280, scheme: "light" },
] as const)("the search page at $width px, $scheme", ({ width, scheme }) => {
  it("pages by 20, marks matches, notes ignored syntax and narrows by facets", async () => {
    const { page, context, problems } = await watchedPage(site.browser, width);
    try {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${site.url}/search?q=flood`);
      await waitForScreen(page, 15_000);
      const first = await headlines(page);
      expect(first).toHaveLength(20);
      expect(await page.getByText(SEARCH_TEXT.range(1, 20)).count()).toBe(1);
      // Matched words marked in the headlines, in their other forms too (Flooding, floods).
      const marks = await page
        .locator(`main section[aria-label="${SEARCH_TEXT.title}"] h2 mark`)
        .allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.every((mark) => /^flood(s|ing|ed)?$/i.test(mark))).toBe(true);
      expect(await fits(page)).toBe(true);
      await page.screenshot({ path: `/tmp/search-flood-${width}-${scheme}.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Next, followed as a reader would: page 2, other headlines, a way back.
      const next = pager(page).getByRole("link", { name: SEARCH_TEXT.next });
      expect(await pager(page).getByRole("link", { name: SEARCH_TEXT.previous }).count()).toBe(0);
      await Promise.all([page.waitForURL(/[?&]page=2\b/), next.click()]);
      const second = await newHeadlines(page, first);
      expect(second.length).toBeLessThanOrEqual(20);
      expect(second.filter((headline) => first.includes(headline))).toEqual([]);
      expect(await pager(page).getByText(SEARCH_TEXT.pageNumber(2)).isVisible()).toBe(true);
      await pager(page).getByRole("link", { name: SEARCH_TEXT.previous }).waitFor();
      await pager(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/search-flood-page-2-${width}-${scheme}.png` });

      // Syntax it cannot read is named, as a note above the results.
      await page.goto(`${site.url}/search?q=${encodeURIComponent("flood site:")}`);
      await waitForScreen(page, 15_000);
      const note = page.getByRole("note");
      expect(await note.textContent()).toBe(
        SEARCH_TEXT.ignored("site:", SEARCH_TEXT.ignoredReasons["empty-operator"]),
      );
      expect(await headlines(page)).toHaveLength(20);

      // Facets: folded under one button at 390 px, a column beside the results at 1280.
      const facets = page.getByRole("complementary", { name: SEARCH_TEXT.facets });
      const publishers = facets.getByRole("region", { name: SEARCH_TEXT.publishers });
      if (width < 900) {
        expect(await publishers.isVisible()).toBe(false);
        await facets.getByText(SEARCH_TEXT.facets).click();
      }
      expect(await publishers.isVisible()).toBe(true);
      expect(await facets.getByRole("region", { name: SEARCH_TEXT.days }).isVisible()).toBe(true);
      expect(await fits(page)).toBe(true);
      await facets.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/search-facets-${width}-${scheme}.png` });

      // A publisher's link adds source: to the query: fewer results, all from its feeds.
      const publisher = publishers.getByRole("link").last();
      const unfiltered = await headlines(page);
      await Promise.all([page.waitForURL(/source%3A/), publisher.click()]);
      expect((await newHeadlines(page, unfiltered)).length).toBeLessThan(20);

      // A day's link adds after: and before:: every result is of that day (UTC).
      await page.goto(`${site.url}/search?q=flood`);
      await waitForScreen(page, 15_000);
      if (width < 900) await facets.getByText(SEARCH_TEXT.facets).click();
      const day = facets.getByRole("region", { name: SEARCH_TEXT.days }).getByRole("link").last();
      await Promise.all([page.waitForURL(/after%3A/), day.click()]);
      const date = /after:(\d{4}-\d{2}-\d{2})/.exec(
        new URL(page.url()).searchParams.get("q") ?? "",
      );
      expect((await newHeadlines(page, first)).length).toBeLessThan(20);
      const days = await page
        .locator(`main section[aria-label="${SEARCH_TEXT.title}"] time`)
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")?.slice(0, 10)));
      expect(days.length).toBeGreaterThan(0);
      expect(new Set(days)).toEqual(new Set([date?.[1]]));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("without JavaScript", () => {
  it("the Next and Previous links page through the server's pages", async () => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${site.url}/search?q=flood`);
      expect(response?.status()).toBe(200);
      const first = await headlines(page);
      expect(first).toHaveLength(20);
      await Promise.all([
        page.waitForURL(/[?&]page=2\b/),
        pager(page).getByRole("link", { name: SEARCH_TEXT.next }).click(),
      ]);
      const second = await headlines(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((headline) => first.includes(headline))).toEqual([]);
      expect(await page.locator("main h2 mark").count()).toBeGreaterThan(0);
      await Promise.all([
        page.waitForURL((url) => !url.searchParams.has("page")),
        pager(page).getByRole("link", { name: SEARCH_TEXT.previous }).click(),
      ]);
      expect(await headlines(page)).toEqual(first);
    } finally {
      await context.close();
    }
  });
});
