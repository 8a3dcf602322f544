import type { Page } from "playwright-core";

/** The two widths every screen is checked and photographed at. */
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 390, height: 844 },
] as const;

/**
 * Waits until a screen shows its content: its layout (or the not-found screen) is
 * rendered and no loading text remains. Throws after `timeoutMs`.
 */
export async function waitForScreen(page: Page, timeoutMs = 5000): Promise<void> {
  await page.waitForFunction(
    () => {
      // Server HTML is on screen before the app runs: wait until it is interactive too.
      if (document.documentElement.dataset.interactive !== "true") return false;
      const main = document.querySelector("main");
      if (!main) return false;
      const rendered = main.querySelector("[data-layout]") ?? main.querySelector("h1");
      if (!rendered) return false;
      return ![...main.querySelectorAll('[role="status"]')].some((el) =>
        /^Loading/.test(el.textContent ?? ""),
      );
    },
    undefined,
    { timeout: timeoutMs },
  );
}
