import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { sortArticles } from "../../src/components/allNewsOrder.ts";
import { type Article, parseArticles } from "../../src/shared/article.ts";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { LIMITS } from "../../src/shared/limits.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { VIEWPORTS, waitForScreen } from "../../tools/browser/screens.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";
import { storyTitle } from "./support/fakePublisher.ts";

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite();
  return () => site.stop();
});

/** Opens `path` in a fresh page at `width`; closes it after `journey`. */
async function visit(width: number, path: string, journey: (page: Page) => Promise<void>) {
  const { page, context, problems } = await watchedPage(site.browser, width);
  try {
    await page.goto(site.url + path);
    await waitForScreen(page);
    await journey(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

async function apiArticles(endpoint: string): Promise<Article[]> {
  return parseArticles(await (await fetch(`${site.url}/public/api/${endpoint}`)).json());
}

describe.each(VIEWPORTS)("journeys at $width px", ({ width }) => {
  it("menu: open, expand a group (the open one closes), search with no results", async () => {
    await visit(width, "/", async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Site menu" });
      const news = menu.getByRole("button", { name: "News" });
      const sport = menu.getByRole("button", { name: "Sport" });
      await news.click();
      expect(await news.getAttribute("aria-expanded")).toBe("true");
      await menu.getByRole("link", { name: "Africa" }).waitFor();
      await sport.click();
      expect(await sport.getAttribute("aria-expanded")).toBe("true");
      expect(await news.getAttribute("aria-expanded")).toBe("false");
      expect(await menu.getByRole("link", { name: "Africa" }).isVisible()).toBe(false);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Search sections" }).click();
      await page.getByRole("searchbox", { name: "Search sections" }).fill("qwertyzz");
      await page.getByText("No results found").waitFor();
      await page.getByRole("searchbox", { name: "Search sections" }).fill("cric");
      await page
        .getByRole("list", { name: "Matching sections" })
        .getByRole("link", { name: "Cricket" })
        .click();
      await page.waitForURL(`${site.url}/cricket`);
    });
  });

  it("All News: sort by Old, Popular and Trending, page to the end and back", async () => {
    const articles = await apiArticles("bbc/breaking");
    await visit(width, "/news", async (page) => {
      const section = page.getByRole("region", { name: TEXT.allNews });
      const titles = () => section.getByRole("heading", { level: 3 }).allTextContents();
      const pager = section.getByRole("navigation");
      const pageText = () => pager.locator("span").textContent();
      const expectedFirstPage = (sort: "New" | "Old" | "Popular" | "Trending") =>
        sortArticles(articles, sort)
          .slice(0, LIMITS.allNewsPageSize)
          .map((article) => article.title);

      expect(await titles()).toEqual(expectedFirstPage("New"));
      for (const sort of ["Old", "Popular", "Trending"] as const) {
        await section.getByRole("button", { name: /^Sort by:/ }).click();
        await section.getByRole("button", { name: sort, exact: true }).click();
        await expect.poll(titles).toEqual(expectedFirstPage(sort));
        const pages = Math.max(
          1,
          Math.ceil(sortArticles(articles, sort).length / LIMITS.allNewsPageSize),
        );
        expect(await pageText()).toBe(`Page 1 of ${pages}`);
        expect(await section.getByRole("list", { name: TEXT.sortBy }).isVisible()).toBe(false);
      }

      await section.getByRole("button", { name: /^Sort by:/ }).click();
      await section.getByRole("button", { name: "New", exact: true }).click();
      await expect.poll(titles).toEqual(expectedFirstPage("New"));
      const pages = Math.ceil(articles.length / LIMITS.allNewsPageSize);
      const previous = section.getByRole("button", { name: TEXT.previous });
      const next = section.getByRole("button", { name: TEXT.next });
      expect(await previous.isDisabled()).toBe(true);
      // Each step is a navigation (the page is in the URL), rendered in a transition.
      for (let n = 2; n <= pages; n++) {
        await next.click();
        await expect.poll(pageText).toBe(`Page ${n} of ${pages}`);
      }
      expect(await next.isDisabled()).toBe(true);
      for (let n = pages - 1; n >= 1; n--) {
        await previous.click();
        await expect.poll(pageText).toBe(`Page ${n} of ${pages}`);
      }
      expect(await previous.isDisabled()).toBe(true);
    });
  });

  it("News Update: Show More reveals the rest, Show Less folds it back", async () => {
    await visit(width, "/africa", async (page) => {
      const latest = page.getByRole("region", { name: TEXT.latestNews });
      const count = () => latest.getByRole("article").count();
      expect(await count()).toBe(LIMITS.latestNewsCollapsed);
      await latest.getByRole("button", { name: TEXT.showMore }).click();
      await expect.poll(count).toBeGreaterThan(LIMITS.latestNewsCollapsed);
      await latest.getByRole("button", { name: TEXT.showLess }).click();
      await expect.poll(count).toBe(LIMITS.latestNewsCollapsed);
    });
  });

  it("All News: after Next or Previous, the view and focus go to the list's top", async () => {
    await visit(width, "/news", async (page) => {
      const section = page.getByRole("region", { name: TEXT.allNews });
      const heading = section.getByRole("heading", { name: TEXT.allNews });
      const atTop = () =>
        heading.evaluate((element) => {
          const { top } = element.getBoundingClientRect();
          return element === document.activeElement && top >= 0 && top < window.innerHeight / 2;
        });
      for (const step of [TEXT.next, TEXT.previous]) {
        const button = section.getByRole("button", { name: step });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await expect.poll(atTop).toBe(true);
      }
    });
  });

  it("Show Less brings the folded list back into view", async () => {
    await visit(width, "/", async (page) => {
      // A short screen, so that the unfolded list is taller than it.
      await page.setViewportSize({ width, height: 400 });
      const more = page.getByRole("button", { name: TEXT.showMore }).first();
      const listId = await more.getAttribute("aria-controls");
      await more.click();
      const less = page.locator(`button[aria-controls="${listId}"]`);
      await expect.poll(() => less.textContent()).toBe(TEXT.showLess);
      await less.scrollIntoViewIfNeeded();
      const listTop = () =>
        page.evaluate(
          (id) => document.getElementById(id ?? "")?.getBoundingClientRect().top ?? Number.NaN,
          listId,
        );
      // The reader is at the end of the unfolded list, its top above the screen.
      expect(await listTop()).toBeLessThan(0);
      await less.click();
      await expect.poll(listTop).toBeGreaterThan(-1); // scrolled to its top (sub-pixel)
      expect(await listTop()).toBeLessThan(400);
    });
  });

  it("sports sidebar: search filters the recent posts by title, case-insensitively", async () => {
    await visit(width, "/cricket", async (page) => {
      const sidebar = page.getByRole("complementary", { name: LAYOUT_TEXT.recentPost });
      const search = sidebar.getByPlaceholder(LAYOUT_TEXT.search);
      const titles = () =>
        sidebar
          .getByRole("list", { name: LAYOUT_TEXT.recentPost })
          .getByRole("heading")
          .allTextContents();
      expect(await titles()).toHaveLength(5);
      // The 4th story's subject in capitals ("Lantern festival ..."): case-insensitive.
      await search.fill("LANTERN FESTIVAL");
      await expect.poll(titles).toEqual([storyTitle("newYork/cricket", 4)]);
      await search.fill("(.*[");
      await sidebar.getByText("No posts match your search.").waitFor();
      await search.fill("");
      await expect.poll(titles).toHaveLength(5);
    });
  });

  it("podcast: a category button switches the grid, and reload and back keep the URL's category", async () => {
    await visit(width, "/podcast", async (page) => {
      const categories = page.getByRole("group", { name: "Podcast categories" });
      expect(await categories.getByRole("button", { pressed: true }).textContent()).toBe("News");
      await categories.getByRole("button", { name: "Technology" }).click();
      await page.waitForURL(/\?category=Technology$/);
      await page.getByRole("heading", { name: "Technology podcasts" }).waitFor();
      await page.reload();
      await waitForScreen(page);
      expect(await categories.getByRole("button", { pressed: true }).textContent()).toBe(
        "Technology",
      );
      await page.goBack();
      await page.getByRole("heading", { name: "News podcasts" }).waitFor();
      expect(await categories.getByRole("button", { pressed: true }).textContent()).toBe("News");
    });
  });

  it("an article opens in a new tab without access to this page", async () => {
    await visit(width, "/technology", async (page) => {
      const link = page
        .getByRole("region", { name: TEXT.latestNews })
        .getByRole("article")
        .first()
        .getByRole("heading")
        .getByRole("link");
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
      // The publisher is not reachable from the test machine: stop the new tab's request.
      await page
        .context()
        .route("https://publisher.e2e.test/**", (route) =>
          route.fulfill({ body: "<title>publisher</title>", contentType: "text/html" }),
        );
      const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(/^https:\/\/publisher\.e2e\.test\//);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    });
  });

  it("navigating to a new route scrolls to the top", async () => {
    await visit(width, "/europe", async (page) => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
      await page.getByRole("heading", { level: 1, name: "Accessibility" }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

describe("All News without JavaScript", () => {
  it("sorts and pages through plain links: a sort returns to page 1, the ends are disabled", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const articles = await apiArticles("bbc/breaking");
      const firstTitles = (sort: "New" | "Old" | "Popular" | "Trending", from = 0) =>
        sortArticles(articles, sort)
          .slice(from, from + LIMITS.allNewsPageSize)
          .map((article) => article.title);
      await page.goto(`${site.url}/news`);
      const section = page.getByRole("region", { name: TEXT.allNews });
      const titles = () => section.getByRole("heading", { level: 3 }).allTextContents();
      const pager = section.getByRole("navigation", { name: `${TEXT.allNews} pages` });
      const previous = pager.getByRole("link", { name: TEXT.previous });
      const next = pager.getByRole("link", { name: TEXT.next });
      const choose = async (sort: string) => {
        await section.locator("summary", { hasText: `${TEXT.sortBy}:` }).click();
        const options = section.getByRole("list", { name: TEXT.sortBy });
        expect(await options.isVisible()).toBe(true);
        await options.getByRole("link", { name: sort, exact: true }).click();
      };

      expect(await titles()).toEqual(firstTitles("New"));
      expect(await previous.getAttribute("aria-disabled")).toBe("true");
      expect(await previous.getAttribute("href")).toBeNull();

      await choose("Old");
      await page.waitForURL(`${site.url}/news?sort=old`);
      expect(await titles()).toEqual(firstTitles("Old"));
      await next.click();
      await page.waitForURL(`${site.url}/news?sort=old&page=2`);
      expect(await titles()).toEqual(firstTitles("Old", LIMITS.allNewsPageSize));
      expect(await previous.getAttribute("href")).toBe("/news?sort=old");

      // Choosing a sort from page 2 returns to page 1.
      await choose("Popular");
      await page.waitForURL(`${site.url}/news?sort=popular`);
      expect(await titles()).toEqual(firstTitles("Popular"));
      expect(await pager.getByText(/^Page 1 of \d+$/).count()).toBe(1);

      // The last page: Next is disabled.
      const pages = Math.ceil(articles.length / LIMITS.allNewsPageSize);
      await page.goto(`${site.url}/news?sort=popular&page=${pages}`);
      expect(await pager.getByText(`Page ${pages} of ${pages}`).count()).toBe(1);
      expect(await next.getAttribute("aria-disabled")).toBe("true");
      expect(await next.getAttribute("href")).toBeNull();
      await previous.click();
      await page.waitForURL(`${site.url}/news?sort=popular&page=${pages - 1}`);

      // Back to the default sort: its address carries no query at all.
      await choose("New");
      await page.waitForURL(`${site.url}/news`);
      expect(await titles()).toEqual(firstTitles("New"));
    } finally {
      await context.close();
    }
  });
});

describe("header search", () => {
  it("offers to search the articles for the typed text and goes to /search?q=", async () => {
    await visit(VIEWPORTS[0]?.width ?? 390, "/", async (page) => {
      await page.getByRole("button", { name: "Search sections" }).click();
      const box = page.getByRole("searchbox", { name: "Search sections" });
      await box.fill("sport");
      expect(
        await page.getByRole("list", { name: "Matching sections" }).getByRole("link").count(),
      ).toBeGreaterThan(0);
      await box.fill("flood & rain");
      await page.getByText("No results found").waitFor();
      const entry = page.getByRole("link", { name: "Search articles for 'flood & rain'" });
      // The /search page itself is tested where it is built; here only the way there.
      await page.route(/\/search\?/, (route) =>
        route.fulfill({ body: "<title>search</title>", contentType: "text/html" }),
      );
      await Promise.all([page.waitForURL(/\/search\?/), entry.click()]);
      expect(new URL(page.url()).pathname).toBe("/search");
      expect(new URL(page.url()).searchParams.get("q")).toBe("flood & rain");
    });
  });

  it("opens the search page for the typed text on Enter, and stays put on a blank box", async () => {
    await visit(VIEWPORTS[0]?.width ?? 390, "/", async (page) => {
      await page.route(/\/search\?/, (route) =>
        route.fulfill({ body: "<title>search</title>", contentType: "text/html" }),
      );
      await page.getByRole("button", { name: "Search sections" }).click();
      const box = page.getByRole("searchbox", { name: "Search sections" });
      await box.fill("   ");
      await box.press("Enter");
      // A navigation, if one started, would have begun by now.
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe("/");
      await box.fill("flood & rain");
      await Promise.all([page.waitForURL(/\/search\?/), box.press("Enter")]);
      expect(new URL(page.url()).pathname).toBe("/search");
      expect(new URL(page.url()).searchParams.get("q")?.trim()).toBe("flood & rain");
    });
  });
});
