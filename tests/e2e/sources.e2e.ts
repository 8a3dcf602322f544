/**
 * Issue 38's /sources page and /status redesign in Chromium against the real server: every
 * publisher server-rendered (JavaScript off), its OPML linked; then each page at 390 and
 * 1280 px, light and dark, English and Arabic, hydrating with no console message, fitting
 * the screen, addresses breaking only at slashes, axe clean. Four page loads in all.
 * Screenshots go to test-results/sources/ for a person to look at.
 */
import { mkdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sourcesConfig from "../../config/sources.json" with { type: "json" };
import { sourcesTextsIn } from "../../src/shared/sourcesTexts.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

const shotsDir = "test-results/sources";
let site: E2eSite;

beforeAll(async () => {
  site = await startE2eSite({ modes: { "bbc/health": "500" } });
  await mkdir(shotsDir, { recursive: true });
});
afterAll(async () => {
  await site?.stop();
});

describe("without JavaScript", () => {
  it("/sources names every publisher, in Arabic right to left, and links the OPML file", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${site.url}/sources?lang=ar`);
      expect(response?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      expect(await page.locator("main h1").textContent()).toBe(sourcesTextsIn("ar").title);
      const names = await page.locator("main article h3").allTextContents();
      expect(names.sort()).toEqual(sourcesConfig.publishers.map((p) => p.name).sort());
      expect(
        await page.locator('head link[rel="alternate"][type="text/x-opml"]').getAttribute("href"),
      ).toBe("/sources.opml");
      await expect(page.locator('main a[href="/sources.opml"]').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});

const screens = [
  { path: "/sources?lang=ar", width: 390, scheme: "light" },
  { path: "/sources", width: 1280, scheme: "dark" },
  { path: "/status", width: 390, scheme: "dark" },
  { path: "/status?lang=ar", width: 1280, scheme: "light" },
] as const;

describe("in the browser", () => {
  it.each(screens)(
    "$path at $width px, $scheme: hydrates quietly, fits, breaks addresses at slashes only, axe clean",
    async ({ path, width, scheme }) => {
      const { page, context, problems } = await watchedPage(site.browser, width, {
        bypassCSP: true,
      });
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(site.url + path);
        await waitForScreen(page);
        await page.waitForLoadState("networkidle");
        expect(problems).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        // Every address may break after a slash (a <wbr>) and nowhere inside a word.
        const addresses = await page.locator("main code[dir=ltr]").evaluateAll((codes) =>
          codes.map((code) => ({
            style: `${getComputedStyle(code).overflowWrap} ${getComputedStyle(code).wordBreak}`,
            breaks: [...code.childNodes].every(
              (node) =>
                node.nodeName === "WBR" ||
                !/\/./.test((node.textContent ?? "").replace(/\/+$/, "")),
            ),
          })),
        );
        expect(addresses.length).toBeGreaterThan(0);
        expect(addresses.every((a) => a.style === "normal normal" && a.breaks)).toBe(true);
        const name = `${path.replace(/\W+/g, "-").replace(/^-/, "")}-${width}-${scheme}`;
        await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: false });
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
