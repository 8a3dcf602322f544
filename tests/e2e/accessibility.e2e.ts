import { beforeAll, describe, expect, it } from "vitest";
import { VIEWPORTS, waitForScreen } from "../../tools/browser/screens.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite();
  return () => site.stop();
});

// Every route's axe check runs in routes.e2e.ts, in the same visit as its other checks.

describe.each(VIEWPORTS)("keyboard at $width px", ({ width }) => {
  it("reaches and operates the menu with Tab, Enter and Escape, with a visible focus ring", async () => {
    const { page, context } = await watchedPage(site.browser, width);
    try {
      await page.goto(site.url);
      await waitForScreen(page);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "Skip to content",
      );
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
        "Open menu",
      );
      const outline = await page.evaluate(
        () => getComputedStyle(document.activeElement as Element).outlineStyle,
      );
      expect(outline).not.toBe("none");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("News");
      await page.keyboard.press("Enter");
      // The group leads with Today (issue 50), then World, then All News.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Today");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("All News");
      await page.keyboard.press("Enter");
      await page.waitForURL(`${site.url}/news`);
      await page.getByRole("region", { name: "All News" }).waitFor();

      await page.getByRole("button", { name: "Search sections" }).focus();
      await page.keyboard.press("Enter");
      // The panel's code loads when first opened (issue 45); its box then takes focus.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("type")))
        .toBe("search");
      await page.keyboard.press("Escape");
      expect(await page.getByRole("searchbox").count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
        "Search sections",
      );
    } finally {
      await context.close();
    }
  });
});
