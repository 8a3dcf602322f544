/**
 * Server rendering in a real browser: pages work with JavaScript off, hydrate without
 * warnings or feed requests, revalidate with ETags, and keep All News' sort and page in the URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import routesConfig from "../../config/routes.json" with { type: "json" };
import { apiBasePath, eventsApiPath } from "../../src/shared/sitePaths.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { homeBudgetKb, routeScripts } from "../../tools/build/routeScripts.ts";
import { consoleMessages } from "./support/consoleMessages.ts";
import { type E2eSite, startE2eSite } from "./support/e2eSite.ts";

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite();
  return () => site.stop();
});

/** One route per layout, as the page benchmark measures them. */
const layoutRoutes = (() => {
  const seen = new Set<string>();
  return routesConfig.routes
    .filter((route) => !seen.has(route.layout) && seen.add(route.layout))
    .map((route) => route.path);
})();

async function noScriptPage(path: string) {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + path);
  return { page, context };
}

describe("without JavaScript", () => {
  it.each(["/", "/africa", "/technology", "/news"])("%s shows linked headlines", async (path) => {
    const { page, context } = await noScriptPage(path);
    try {
      // A headline is a heading inside an article link, or a heading holding one.
      const headlines = await page.$$eval("main :is(h2, h3)", (headings) =>
        headings
          .filter(
            (heading) =>
              heading.closest('a[href^="http"]') || heading.querySelector('a[href^="http"]'),
          )
          .map((heading) => heading.textContent?.trim() ?? ""),
      );
      expect(headlines.length).toBeGreaterThan(0);
      expect(headlines.every((text) => text !== "")).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("All News pages with Next, and the page is in the URL", async () => {
    const { page, context } = await noScriptPage("/news");
    try {
      const section = page.getByRole("region", { name: TEXT.allNews });
      await section.getByRole("link", { name: TEXT.next }).click();
      await page.waitForURL(/\/news\?page=2$/);
      expect(await section.getByText(/^Page 2 of \d+$/).count()).toBe(1);
      expect(await section.getByRole("link", { name: TEXT.previous }).getAttribute("href")).toBe(
        "/news",
      );
    } finally {
      await context.close();
    }
  });

  it("podcast categories switch by URL", async () => {
    const { page, context } = await noScriptPage("/podcast");
    try {
      await page.getByRole("button", { name: "Technology" }).click();
      await page.waitForURL(/\/podcast\?category=Technology$/);
      const pressed = page.getByRole("button", { name: "Technology" });
      expect(await pressed.getAttribute("aria-pressed")).toBe("true");
    } finally {
      await context.close();
    }
  });
});

describe("styles", () => {
  it("come inside the page: styled with JavaScript off, with no stylesheet request", async () => {
    const { page, context } = await noScriptPage("/africa");
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    try {
      await page.reload();
      const look = await page.evaluate(() => {
        const style = (selector: string) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`no ${selector}`);
          return getComputedStyle(element);
        };
        return {
          inlineSheets: document.head.querySelectorAll("style").length,
          linkedSheets: document.querySelectorAll('link[rel="stylesheet"]').length,
          headingFont: style("main h1").fontFamily,
          card: style("main article").display,
          skipLinkTop: style('a[href="#main"]').top,
          footer: style("footer").backgroundColor,
        };
      });
      expect(look).toEqual({
        // The themes (the design tokens' values) and the styled components' rules.
        inlineSheets: 2,
        linkedSheets: 0,
        headingFont: 'Georgia, "Times New Roman", Times, serif',
        card: "grid",
        skipLinkTop: "-48px",
        footer: "rgb(20, 22, 26)",
      });
      expect(stylesheets).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(layoutRoutes)(
    "%s hydrates on the server's rules: the browser adds none for what the server rendered",
    async (path) => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(site.url + path);
        await waitForScreen(page);
        const result = await page.evaluate(async (url) => {
          // The page as served, and its <style>s (the themes, styled-components') parsed as one sheet.
          const served = new DOMParser().parseFromString(
            await (await fetch(url)).text(),
            "text/html",
          );
          const servedSheet = new CSSStyleSheet();
          servedSheet.replaceSync(
            [...served.querySelectorAll("style")].map((style) => style.textContent).join(""),
          );
          const styleRules = (list: CSSRuleList): CSSStyleRule[] =>
            [...list].flatMap((rule) =>
              rule instanceof CSSStyleRule
                ? [rule]
                : rule instanceof CSSGroupingRule
                  ? styleRules(rule.cssRules)
                  : [],
            );
          // styled-components' markers (data-styled.g1[id=...]) name rules; they style nothing.
          const servedRules = new Set(
            styleRules(servedSheet.cssRules)
              .filter((rule) => !rule.selectorText.startsWith("data-styled"))
              .map((rule) => rule.cssText),
          );
          const live = [...document.styleSheets].flatMap((sheet) => styleRules(sheet.cssRules));
          // Rules the browser made itself (for what hydration swaps in: buttons for links)
          // must style nothing the server's HTML holds.
          const added = live.filter((rule) => !servedRules.has(rule.cssText));
          return {
            served: servedRules.size,
            kept: live.length - added.length,
            forServedElements: added
              .filter((rule) => {
                try {
                  return served.querySelector(rule.selectorText) !== null;
                } catch {
                  return false;
                }
              })
              .map((rule) => rule.cssText),
          };
        }, site.url + path);
        expect(result.served).toBeGreaterThan(20);
        expect(result.kept).toBe(result.served);
        expect(result.forServedElements).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("a client-side navigation to another layout finds its rules", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/`);
      await waitForScreen(page);
      // Set on this document: still there after the navigation means no page load.
      await page.evaluate(() => {
        document.documentElement.dataset.firstDocument = "true";
      });
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Site menu" });
      await menu.getByRole("button", { name: "Maverick" }).click();
      await menu.getByRole("link", { name: "Podcast" }).click();
      await page.waitForURL(`${site.url}/podcast`);
      const categories = page.getByRole("group", { name: "Podcast categories" });
      await categories.waitFor();
      const look = await categories.evaluate((form) => ({
        sameDocument: document.documentElement.dataset.firstDocument,
        display: getComputedStyle(form).display,
        button: getComputedStyle(form.querySelector("button") as Element).borderRadius,
        hero: getComputedStyle(document.querySelector("main header") as Element).borderRadius,
      }));
      expect(look).toEqual({ sameDocument: "true", display: "flex", button: "999px", hero: "8px" });
    } finally {
      await context.close();
    }
  });
});

// That every route's HTML holds every headline its hydrated page shows: routes.e2e.ts,
// in the same visit that checks the route.
describe("hydration", () => {
  it.each(layoutRoutes)("%s hydrates with no console message and no feed request", async (path) => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const messages = consoleMessages(page);
    const feedRequests: string[] = [];
    page.on("request", (request) => {
      // The live updates stream (opened after hydration) asks for no feed.
      const path = new URL(request.url()).pathname;
      if (path.startsWith(apiBasePath) && path !== eventsApiPath) feedRequests.push(request.url());
    });
    try {
      await page.goto(site.url + path);
      await waitForScreen(page);
      await page.waitForLoadState("networkidle");
      expect(messages).toEqual([]);
      expect(feedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the home page's scripts", () => {
  // Issue 45: the budget holds for what a reader's browser loads, lazy chunks included, and
  // the bundle report counts the same files (a chunk started after hydration that it did
  // not count, or one it counts that nothing loads, fails here).
  it(`are, by network idle, the files the bundle report counts, within ${homeBudgetKb} KB gzip`, async () => {
    const scripts = routeScripts();
    const home = routesConfig.routes.find((route) => route.path === "/");
    const counted = [...scripts.byLayout(home?.layout ?? "")].sort();
    const context = await site.browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith(".js")) loaded.push(path.slice(1));
    });
    try {
      await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
      await waitForScreen(page);
      await page.waitForLoadState("networkidle");
      expect([...new Set(loaded)].sort()).toEqual(counted);
      const kb = counted.reduce((sum, file) => sum + scripts.gzipKb(file), 0);
      expect(kb).toBeLessThanOrEqual(homeBudgetKb);
    } finally {
      await context.close();
    }
  });
});

describe("before the page is shown", () => {
  // The entry waits for the first paint and the lead image before it imports hydration
  // (src/main.tsx). What the page's own tags load, with their static imports, is all that
  // shares the network with the lead image: a chunk that the bundler folds into it (as it
  // once folded Vite's dynamic-import helper into the 150 KB shell) puts off the paint.
  it("the page loads its entry's few KB of script, one file importing nothing, nothing of hydration", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const tags = [
      ...html.matchAll(
        /<script type="module"[^>]* src="([^"]+)"|rel="modulepreload"[^>]* href="([^"]+)"/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? "");
    const loaded = new Map<string, number>();
    const pending = tags.map((path) => new URL(path, site.url).href);
    for (let url = pending.pop(); url; url = pending.pop()) {
      if (loaded.has(url)) continue;
      const code = await (await fetch(url)).text();
      loaded.set(url, code.length);
      // Static import statements only (`import{a}from"./x.js";`, `import"./x.js";`), which
      // open a minified chunk; not `import(...)`.
      for (const [, path] of code.matchAll(
        /(?:^|[;\n])import\s*(?:[\w{}$,\s*]+from\s*)?["'`](\.{0,2}\/[^"'`]+)["'`]/g,
      ))
        pending.push(new URL(path ?? "", url).href);
    }
    expect(tags.length).toBeGreaterThan(0);
    // One file: a static import would be one more round trip before hydration can start
    // (Vite's preload helper was one; see tools/build/plainEntryImport.ts).
    expect([...loaded.keys()]).toHaveLength(1);
    const bytes = [...loaded.values()].reduce((sum, size) => sum + size, 0);
    expect(bytes, [...loaded.keys()].join(", ")).toBeLessThan(8 * 1024);
  });
});

describe("HTTP caching of pages", () => {
  it("pages carry a strong ETag and answer 304 to it", async () => {
    for (const path of ["/", "/news", "/podcast"]) {
      const first = await fetch(site.url + path);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(first.headers.get("cache-control")).toContain("stale-if-error=");
      const again = await fetch(site.url + path, { headers: { "if-none-match": etag ?? "" } });
      expect(again.status, path).toBe(304);
    }
  });
});

describe("All News state in the URL", () => {
  it("sort and page survive reload and back/forward", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/news`);
      await waitForScreen(page);
      const section = page.getByRole("region", { name: TEXT.allNews });
      // Navigations render in a transition: the URL changes first.
      const pageText = () => section.getByText(/^Page \d+ of \d+$/).textContent();
      await section.getByRole("button", { name: /^Sort by:/ }).click();
      await section.getByRole("button", { name: "Old", exact: true }).click();
      await page.waitForURL(/\/news\?sort=old$/);
      await section.getByRole("button", { name: TEXT.next }).click();
      await page.waitForURL(/\/news\?sort=old&page=2$/);
      await expect.poll(pageText).toMatch(/^Page 2 of/);

      await page.reload();
      await waitForScreen(page);
      await expect.poll(pageText).toMatch(/^Page 2 of/);
      await expect
        .poll(() => section.getByRole("button", { name: "Sort by: Old" }).count())
        .toBe(1);

      await page.goBack();
      await page.waitForURL(/\/news\?sort=old$/);
      await expect.poll(pageText).toMatch(/^Page 1 of/);
      await page.goBack();
      await page.waitForURL(/\/news$/);
      await expect
        .poll(() => section.getByRole("button", { name: "Sort by: New" }).count())
        .toBe(1);
      await page.goForward();
      await page.waitForURL(/\/news\?sort=old$/);
      await expect
        .poll(() => section.getByRole("button", { name: "Sort by: Old" }).count())
        .toBe(1);
    } finally {
      await context.close();
    }
  });
});
