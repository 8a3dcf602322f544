/**
 * Issue 25's languages in a real browser: the EN button's menu leads to the same page in
 * Arabic, right to left with Arabic texts, hydrated without warnings; a reload keeps it,
 * and `<html lang>` is right in every language.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import { languages } from "../../src/shared/languages.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { consoleMessages } from "./support/consoleMessages.ts";
import { type E2eSite, startE2eSite } from "./support/e2eSite.ts";

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite();
  return () => site.stop();
});

describe("languages", () => {
  it("choosing Arabic gives a right-to-left page with Arabic texts, kept on reload", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const messages = consoleMessages(page);
    try {
      await page.goto(`${site.url}/asia`);
      await waitForScreen(page);
      await page.getByRole("button", { name: TEXT.language.edition }).click();
      await page
        .getByRole("navigation", { name: TEXT.language.menu })
        .getByRole("link", { name: "العربية" })
        .click();
      await page.waitForURL(/\/asia\?lang=ar$/);
      await waitForScreen(page);
      const html = page.locator("html");
      expect(await html.getAttribute("lang")).toBe("ar");
      expect(await html.getAttribute("dir")).toBe("rtl");
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe("rtl");
      await expect
        .poll(() => page.getByRole("button", { name: arabic.TEXT.chrome.openMenu }).count())
        .toBe(1);
      expect(
        await page.getByRole("button", { name: arabic.TEXT.language.edition }).textContent(),
      ).toBe("AR");
      // A site link followed in the browser stays Arabic.
      await page.getByRole("link", { name: "Maverick News" }).first().click();
      await page.waitForURL(/\/\?lang=ar$/);
      await page.reload();
      await waitForScreen(page);
      expect(await html.getAttribute("lang")).toBe("ar");
      expect(await page.getByText(arabic.TEXT.chrome.skipToContent).count()).toBe(1);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("<html lang> is right in every language, and hydration keeps each page's texts", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    try {
      for (const { code } of languages) {
        await page.goto(`${site.url}/news${code === "en" ? "" : `?lang=${code}`}`);
        await waitForScreen(page);
        expect(await page.locator("html").getAttribute("lang"), code).toBe(code);
        expect(await page.locator("html").getAttribute("dir"), code).toBe(
          code === "ar" ? "rtl" : null,
        );
      }
    } finally {
      await context.close();
    }
  });
});
