import { beforeAll, describe, expect, it } from "vitest";
import routesConfig from "../../config/routes.json" with { type: "json" };
import { VIEWPORTS, waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite();
  return () => site.stop();
});

const routePaths = routesConfig.routes.map((route) => route.path);
const narrowest = Math.min(...VIEWPORTS.map((viewport) => viewport.width));
const screens = [...routePaths, ...routesConfig.redirects.map((redirect) => redirect.from)];
/** One route per layout: wider, a screen differs from another of its layout only in its data. */
const layoutRoutes = (() => {
  const seen = new Set<string>();
  return routesConfig.routes
    .filter((route) => !seen.has(route.layout) && seen.add(route.layout))
    .map((route) => route.path);
})();
/** A page's headlines: its cards' and blocks' titles. */
const headlineSelector = "main h2, main h3";

describe.each(VIEWPORTS)("every screen at $width px", ({ width }) => {
  it.each(width === narrowest ? screens : layoutRoutes)(
    "%s answers 200, shows its content with no console error or failed request, and is accessible",
    async (path) => {
      const { page, context, problems } = await watchedPage(site.browser, width);
      try {
        const response = await page.goto(site.url + path);
        expect(response?.status()).toBe(200);
        await waitForScreen(page);
        expect(await page.locator("main h1").count()).toBeGreaterThan(0);
        await page.waitForLoadState("networkidle");
        expect(problems).toEqual([]);
        // In the same visit, with the page's CSP in force (a redirect lands on a route
        // checked under its own path): no image without alt, and at the narrow width (where
        // every block stacks and shows; one width keeps CI in its time), no serious or
        // critical axe violation.
        if (routePaths.includes(path)) {
          expect(await page.locator("img:not([alt])").count()).toBe(0);
          if (width === narrowest) {
            expect(await seriousAxeViolations(page)).toEqual([]);
            // Server rendering: every headline the hydrated page shows is in its HTML as
            // served (parsed, never run), and every route but the text pages shows some.
            const shown = await page.$$eval(headlineSelector, (titles) =>
              titles.map((title) => title.textContent?.trim() ?? ""),
            );
            const served = await page.evaluate(
              async ({ url, selector }) => {
                const html = await (await fetch(url)).text();
                const parsed = new DOMParser().parseFromString(html, "text/html");
                return [...parsed.querySelectorAll(selector)].map(
                  (t) => t.textContent?.trim() ?? "",
                );
              },
              { url: site.url + path, selector: headlineSelector },
            );
            expect(shown.filter((headline) => !served.includes(headline))).toEqual([]);
            const layout = routesConfig.routes.find((route) => route.path === path)?.layout;
            if (layout !== "page") expect(shown.length).toBeGreaterThan(0);
          }
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe("unknown paths and links", () => {
  it("answers 404 for an unknown path and shows the not-found screen", async () => {
    const { page, context } = await watchedPage(site.browser, 1280);
    try {
      const response = await page.goto(`${site.url}/no-such-section`);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("every link in the header, menus and footer leads to a page that exists", async () => {
    const { page, context } = await watchedPage(site.browser, 1280);
    try {
      await page.goto(site.url);
      await waitForScreen(page);
      const hrefs = await page.$$eval("header a[href], nav a[href], footer a[href]", (links) =>
        links.map((link) => link.getAttribute("href") ?? ""),
      );
      const internal = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
      expect(internal.length).toBeGreaterThan(40);
      for (const href of internal) {
        const response = await fetch(site.url + href);
        expect(response.status, href).toBe(200);
      }
    } finally {
      await context.close();
    }
  });
});
