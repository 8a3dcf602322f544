import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { articleLinkSelector } from "../../src/components/articleLinkSelector.ts";
import { SHORTCUT_TEXT } from "../../src/shared/shortcutTexts.ts";
import { VIEWPORTS, waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite();
  return () => site.stop();
});

/** Where focus is among the articles a reader can see, and whether it shows on screen, ringed. */
const focusState = (page: Page) =>
  page.evaluate((selector) => {
    const links = [...document.querySelectorAll(selector)].filter((link) => link.checkVisibility());
    const active = document.activeElement;
    if (!active) return { index: -1, count: links.length, inView: false, ringed: false };
    const { top, bottom } = active.getBoundingClientRect();
    const outline = getComputedStyle(active);
    return {
      index: links.indexOf(active),
      count: links.length,
      inView: top >= 0 && bottom <= window.innerHeight,
      ringed:
        active.matches(":focus-visible") &&
        outline.outlineStyle !== "none" &&
        Number.parseFloat(outline.outlineWidth) >= 2,
    };
  }, articleLinkSelector);

/** The focused element's href (or tag), to check that focus comes back to it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute("href") ?? active?.tagName ?? null;
  });

const insideDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));

describe.each(VIEWPORTS)("keyboard shortcuts at $width px", ({ width }) => {
  it.each(["/asia", "/news"])("%s: j, k, o, /, ?, g h", async (path) => {
    const { page, context, problems } = await watchedPage(site.browser, width);
    try {
      await page.goto(site.url + path);
      await waitForScreen(page);
      // The shortcuts' chunk loads at the first shortcut key (issue 45), which it acts on.
      expect(await page.locator("dialog").count()).toBe(0);

      // j / k: through the articles in order, each brought into view with a focus ring.
      const steps = Math.min(8, (await focusState(page)).count);
      expect(steps).toBeGreaterThan(3);
      for (let n = 0; n < steps; n++) {
        await page.keyboard.press("j");
        await expect.poll(() => focusState(page)).toMatchObject({ index: n, inView: true });
        expect((await focusState(page)).ringed).toBe(true);
      }
      await page.keyboard.press("k");
      await expect.poll(() => focusState(page)).toMatchObject({ index: steps - 2, inView: true });

      // o: the focused article opens in a new tab.
      const opened = context.waitForEvent("page");
      const pagesBefore = context.pages().length;
      await page.keyboard.press("o");
      const tab = await opened;
      expect(context.pages().length).toBe(pagesBefore + 1);
      await tab.close();

      // ?: a modal dialog; Tab stays inside; Escape closes it, focus returns.
      const before = await focusedName(page);
      await page.keyboard.press("?");
      const dialog = page.getByRole("dialog", { name: SHORTCUT_TEXT.title });
      await dialog.waitFor();
      expect(await dialog.getAttribute("aria-modal")).toBe("true");
      expect(await insideDialog(page)).toBe(true);
      for (const key of ["Tab", "Tab", "Shift+Tab", "j"]) {
        await page.keyboard.press(key);
        expect(await insideDialog(page)).toBe(true);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await focusedName(page)).toBe(before);

      // /: the header search takes focus; a j typed there is text.
      await page.keyboard.press("/");
      const box = page.getByRole("searchbox", { name: "Search sections" });
      await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type("j");
      expect(await box.inputValue()).toBe("j");
      expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.press("Escape");

      // g h: home, without a page load.
      await page.evaluate(() => {
        (window as { samePage?: boolean }).samePage = true;
      });
      await page.keyboard.press("g");
      await page.keyboard.press("h");
      await page.waitForURL(`${site.url}/`);
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the open shortcuts dialog has no serious accessibility violation (axe)", async () => {
    const { page, context } = await watchedPage(site.browser, width, { bypassCSP: true });
    try {
      await page.goto(`${site.url}/asia`);
      await waitForScreen(page);
      await page.keyboard.press("?");
      await page.getByRole("dialog", { name: SHORTCUT_TEXT.title }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
