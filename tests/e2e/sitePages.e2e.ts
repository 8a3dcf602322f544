/**
 * Issue 12's pages (status, search) and issue 11's story page in Chromium against the real
 * server: content in the server's HTML with JavaScript off, hydration with no console
 * message and no API request, a real 404, feed links in the head, axe, both widths.
 * Screenshots go to test-results/site-pages/ for a person to look at.
 */
import { mkdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../src/shared/article.ts";
import { SEARCH_TEXT, STATUS_TEXT } from "../../src/shared/pageTexts.ts";
import { apiBasePath, eventsApiPath } from "../../src/shared/sitePaths.ts";
import { VIEWPORTS, waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

const shotsDir = "test-results/site-pages";
let site: E2eSite;
let story: Article;
/** The story's own title (its first report's), which its page shows: not always this article's. */
let storyTitle: string;

beforeAll(async () => {
  site = await startE2eSite({ modes: { "bbc/health": "500" } });
  const articles = (await (await fetch(`${site.url}/public/api/bbc/breaking`)).json()) as Article[];
  story = articles[0] as Article;
  const storyBody = await fetch(`${site.url}${apiBasePath}/stories/${story.storyId}`);
  storyTitle = ((await storyBody.json()) as { title: string }).title;
  await mkdir(shotsDir, { recursive: true });
});
afterAll(async () => {
  await site?.stop();
});

const pages = () => [
  { name: "story", path: `/story/${story.storyId}`, heading: storyTitle },
  { name: "status", path: "/status", heading: STATUS_TEXT.title },
  { name: "search", path: "/search?q=markets", heading: SEARCH_TEXT.heading("markets") },
];

describe("without JavaScript", () => {
  it("the story, status and search pages hold their content and link their feeds", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, heading } of pages()) {
        const response = await page.goto(site.url + path);
        expect(response?.status(), path).toBe(200);
        expect(await page.locator("main h1").textContent(), path).toBe(heading);
        expect(await page.locator('head link[type="application/rss+xml"]').count(), path).toBe(1);
        expect(await page.locator('head link[type="application/feed+json"]').count()).toBe(1);
      }
      await page.goto(`${site.url}/story/${story.storyId}`);
      expect(await page.locator(`main a[href="${story.link}"]`).count()).toBeGreaterThan(0);
      // A story's own feeds, to follow it (issue 37).
      const storyFeeds = await page
        .locator(
          'head link[rel="alternate"][type*="xml"], head link[rel="alternate"][type*="feed+json"]',
        )
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(storyFeeds).toEqual([
        `/story/${story.storyId}/feed.xml`,
        `/story/${story.storyId}/feed.json`,
      ]);
      await page.goto(`${site.url}/status`);
      // The summary first, then the failures by error, with the HTTP status; no address is shown.
      const failures = page.locator('main section[aria-labelledby="status-failures"]');
      expect(await failures.locator("h3").first().textContent()).toMatch(/^HTTP 500 \(\d+\)$/);
      expect(await page.locator("main").textContent()).not.toContain("127.0.0.1");
    } finally {
      await context.close();
    }
  });

  it("an unknown story is a 404 with the not-found screen", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${site.url}/story/no-such-story`);
      expect(response?.status()).toBe(404);
      expect(await page.locator("main h1").textContent()).toBe("Page not found");
    } finally {
      await context.close();
    }
  });
});

describe.each(VIEWPORTS)("at $width px", ({ name: viewport, width, height }) => {
  it.each(["story", "status", "search"])(
    "the %s page hydrates with no console message and no API request, fits the screen, axe clean",
    async (name) => {
      const target = pages().find((entry) => entry.name === name);
      const { page, context, problems } = await watchedPage(site.browser, width, {
        height,
        bypassCSP: true,
      });
      const apiRequests: string[] = [];
      page.on("request", (request) => {
        // The live updates stream (opened after hydration) asks for no data.
        const path = new URL(request.url()).pathname;
        if (path.startsWith(apiBasePath) && path !== eventsApiPath) apiRequests.push(request.url());
      });
      try {
        await page.goto(site.url + (target?.path ?? ""));
        await waitForScreen(page);
        await page.waitForLoadState("networkidle");
        expect(await page.locator("main h1").textContent()).toBe(target?.heading);
        expect(problems).toEqual([]);
        expect(apiRequests).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await page.screenshot({ path: `${shotsDir}/${name}-${viewport}.png`, fullPage: false });
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("in the browser", () => {
  it("reaches the status page from another page, fetching its data once", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 1280);
    try {
      await page.goto(`${site.url}/contact`);
      await waitForScreen(page);
      const statusResponse = page.waitForResponse((r) => r.url().endsWith(`${apiBasePath}/status`));
      // A client-side navigation, as a link in the app would do.
      await page.evaluate(() => {
        window.history.pushState({}, "", "/status");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      expect((await statusResponse).status()).toBe(200);
      await page.getByRole("heading", { level: 3, name: /^HTTP 500 \(\d+\)$/ }).waitFor();
      expect(await page.title()).toBe(`${STATUS_TEXT.title} | Maverick News`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
