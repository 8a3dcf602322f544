/**
 * The site-wide podcast player (issue 46) in Chromium against the real server, offline:
 * /podcast plays its sample episode ('Listen Now'), playback goes on through a client-side
 * navigation to a news section, the show's speed and the episode's position come back after
 * a reload, the seek slider answers the arrow keys, the Media Session has the episode, and
 * axe finds no serious violation; at 390 px (light) and 1280 px (dark, Arabic). Offline,
 * the sample show (src/server/samples/sampleShow.xml) is what plays: its show page lists its
 * episodes with date and duration, and on an episode's page a transcript line and a chapter
 * seek the audio and the line heard is marked. Screenshots go to /tmp/player-*.png and
 * /tmp/podcast-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { watchedPage } from "./support/e2eSite.ts";
import { offlineSite } from "./support/offlineSite.ts";

const site = offlineSite();

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector("[data-player] audio") as HTMLAudioElement | null;
    return audio
      ? { paused: audio.paused, time: audio.currentTime, rate: audio.playbackRate, src: audio.src }
      : null;
  });

describe("the podcast player", () => {
  it("390 px, light: Listen Now plays, goes on across navigation, speed and position restored", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 390, { bypassCSP: true });
    try {
      await page.goto(`${site.url}/podcast`);
      await waitForScreen(page);
      // Nothing plays, and no player is there, before the reader asks.
      expect(await audioState(page)).toBeNull();
      await page.getByRole("button", { name: LAYOUT_TEXT.listenNow }).first().click();
      const player = page.getByRole("region", { name: "Audio player" });
      await player.waitFor();
      await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(0.3);
      expect((await audioState(page))?.src).toContain("/podcast/sample-episode.wav");
      const title = await player.locator("strong").textContent();
      // Offline, 'Episode No 1' is the sample show's newest episode (it went through ingest).
      expect(title).toBe("Sample: the jingle, with a transcript that follows it");
      expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(title);

      // The show's speed: 1.5x.
      await player.getByRole("combobox", { name: "Playback speed" }).selectOption("1.5");
      expect((await audioState(page))?.rate).toBe(1.5);

      // A client-side navigation to a news section: the same audio goes on playing.
      const section = await page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].find(
          (candidate) =>
            /^\/[a-z]+$/.test(candidate.getAttribute("href") ?? "") &&
            !/podcast|live|blogs|sources|status|search/.test(
              candidate.getAttribute("href") ?? "",
            ) &&
            candidate.checkVisibility(),
        );
        link?.click();
        return link?.getAttribute("href");
      });
      expect(section).toBeTruthy();
      await page.waitForURL((url) => url.pathname === section);
      const before = (await audioState(page))?.time ?? 0;
      await expect
        .poll(async () => (await audioState(page))?.time ?? 0)
        .toBeGreaterThan(before + 0.5);
      expect((await audioState(page))?.paused).toBe(false);
      await page.screenshot({ path: "/tmp/player-390-sports.png" });

      // The seek slider: Home, then an arrow forward is 5 seconds.
      const slider = player.getByRole("slider", { name: "Seek" });
      await player.getByRole("button", { name: "Pause" }).click();
      await slider.focus();
      await page.keyboard.press("Home");
      await expect.poll(async () => (await audioState(page))?.time ?? 9).toBeLessThan(0.5);
      await page.keyboard.press("ArrowRight");
      await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(4.5);
      expect(await slider.getAttribute("aria-valuetext")).toBe("5 seconds");

      // Play on a little, pause (the position is saved), reload: Listen Now resumes there, at 1.5x.
      await player.getByRole("button", { name: "Play" }).click();
      await page.waitForTimeout(800);
      await player.getByRole("button", { name: "Pause" }).click();
      const saved = (await audioState(page))?.time ?? 0;
      expect(saved).toBeGreaterThan(5);
      await page.goto(`${site.url}/podcast`);
      await waitForScreen(page);
      await page.getByRole("button", { name: LAYOUT_TEXT.listenNow }).first().click();
      await player.waitFor();
      // Resumed at the saved second (not played up to it: it is there at once).
      await expect
        .poll(async () => (await audioState(page))?.time ?? 0, { timeout: 1500 })
        .toBeGreaterThan(Math.floor(saved) - 0.01);
      expect((await audioState(page))?.rate).toBe(1.5);
      await page.screenshot({ path: "/tmp/player-390-podcast.png" });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("1280 px, dark, Arabic: the player is laid out right to left and passes axe", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 1280, { bypassCSP: true });
    try {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${site.url}/podcast?lang=ar`);
      await waitForScreen(page);
      await page.locator("main button:not([disabled])").filter({ hasText: /./ }).last().waitFor();
      await page
        .getByRole("button", { name: "استمع الآن" })
        .first()
        .click()
        .catch(async () => {
          // The layout's 'Listen Now' in the page's language.
          await page.locator("main section button:not([disabled])").first().click();
        });
      const player = page.getByRole("region", { name: "مشغل الصوت" });
      await player.waitFor();
      await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(0.3);
      expect(await player.getByRole("button", { name: "الرجوع 10 ثوانٍ" }).count()).toBe(1);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
        "rtl",
      );
      await page.screenshot({ path: "/tmp/player-1280-dark-ar.png" });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("the show and episode pages, offline (the sample show)", () => {
  /** The transcript line or chapter marked as being heard. */
  const current = (page: Page, region: string) =>
    page.getByRole("region", { name: region }).locator("[aria-current='true']").textContent();

  it("390 px, light: the show lists its episodes; a transcript line and a chapter seek the audio", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 390, { bypassCSP: true });
    try {
      await page.goto(`${site.url}/podcast/maverick-sample-hour`);
      await waitForScreen(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "The Maverick Sample Hour",
      );
      const episodes = page.locator("main ol > li");
      expect(await episodes.count()).toBe(2);
      const newest = episodes.first();
      expect(await newest.locator("time").textContent()).toBe("Nov 28th, 2026");
      expect(await newest.getByText("1 min").count()).toBe(1);
      await page.screenshot({ path: "/tmp/podcast-show-390.png", fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // To the episode's page (client-side): a transcript line plays the episode from there.
      await newest.locator("h3 a").click();
      const transcript = page.getByRole("region", { name: "Transcript" });
      await transcript.waitFor();
      await transcript.getByRole("button", { name: /Choose any line/ }).click();
      await page.getByRole("region", { name: "Audio player" }).waitFor();
      await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(4);
      expect((await audioState(page))?.time).toBeLessThan(6);
      await expect.poll(() => current(page, "Transcript")).toContain("Choose any line");
      expect(await current(page, "Chapters")).toContain("The figure again");
      // A chapter: back to the start.
      await page
        .getByRole("region", { name: "Chapters" })
        .getByRole("button", { name: /Opening figure/ })
        .click();
      await expect.poll(async () => (await audioState(page))?.time ?? 9).toBeLessThan(2);
      await expect.poll(() => current(page, "Chapters")).toContain("Opening figure");
      await page.getByRole("button", { name: "Pause" }).click();
      await page.screenshot({ path: "/tmp/podcast-episode-390.png", fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("1280 px, dark, Arabic: right to left, a transcript line seeks, axe passes", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 1280, { bypassCSP: true });
    try {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${site.url}/podcast/maverick-sample-hour?lang=ar`);
      await waitForScreen(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
        "rtl",
      );
      const episodes = page.locator("main ol > li");
      expect(await episodes.count()).toBe(2);
      expect(await episodes.first().locator("time").count()).toBe(1);
      expect(await episodes.first().getByText("1 دقيقة").count()).toBe(1);
      await page.screenshot({ path: "/tmp/podcast-show-1280-dark-ar.png", fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${site.url}${await episodes.first().locator("h3 a").getAttribute("href")}`);
      await waitForScreen(page);
      const transcript = page.getByRole("region", { name: "النص المكتوب" });
      await transcript.getByRole("button", { name: /Live shows replace/ }).click();
      await page.getByRole("region", { name: "مشغل الصوت" }).waitFor();
      await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(6);
      await expect.poll(() => current(page, "النص المكتوب")).toContain("Live shows replace");
      await page.getByRole("button", { name: "إيقاف مؤقت" }).click();
      await page.screenshot({ path: "/tmp/podcast-episode-1280-dark-ar.png", fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
