/**
 * Live updates in real Chromium (issue 26): a page left open learns from the events stream
 * that its publisher added a story, says "1 new story" within one refresh interval without
 * a reload and without moving anything, and shows the story when the reader clicks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import feedsConfig from "../../config/feeds.json" with { type: "json" };
import { LIVE_TEXT } from "../../src/shared/liveTexts.ts";
import { eventsApiPath } from "../../src/shared/sitePaths.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

/** Every endpoint is refreshed each minute (the shortest interval a feeds file may set). */
const refreshMs = 60_000;

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite({
    endpoints: Object.fromEntries(
      Object.keys(feedsConfig.endpoints).map((id) => [id, { refreshMinutes: 1 }]),
    ),
  });
});
afterAll(async () => {
  await site?.stop();
});

describe("live updates", () => {
  it("an open page says 1 new story within a refresh interval, with no layout shift, and shows it on click", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 1280);
    try {
      // Layout shifts summed from the start (CLS counts them whatever the input).
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.shift += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      const streamOpened = page.waitForResponse((response) =>
        response.url().endsWith(eventsApiPath),
      );
      await page.goto(`${site.url}/`);
      const stream = await streamOpened;
      expect(stream.status()).toBe(200);
      expect(await stream.headerValue("content-type")).toBe("text/event-stream; charset=utf-8");
      await page.evaluate(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
      });
      const shiftBefore = await page.evaluate(() => (window as unknown as { shift: number }).shift);

      const title = "E2E breaking story published while the page was open";
      expect(await page.getByText(title).count()).toBe(0);
      site.upstream.addStory("newYork/world", title);
      const added = Date.now();
      const notice = page.getByRole("button", { name: LIVE_TEXT.newStory });
      await notice.waitFor({ timeout: refreshMs * 1.1 + 10_000 });
      expect(Date.now() - added).toBeLessThan(refreshMs * 1.1 + 10_000);
      expect(
        await notice.evaluate((button) => button.parentElement?.getAttribute("aria-live")),
      ).toBe("polite");
      // Kept aside: not on screen yet, and nothing moved.
      expect(await page.getByText(title).count()).toBe(0);
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
      expect(shift - shiftBefore).toBeLessThan(0.01);
      expect(shift).toBeLessThan(0.01);

      await notice.click();
      await page.getByText(title).first().waitFor();
      expect(await notice.count()).toBe(0);
      // No reload happened.
      expect(
        await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
