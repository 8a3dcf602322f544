/**
 * /live on air (issue 46) in Chromium against the real server: two stations on a loopback
 * radio (tests/support/icyStation.ts), one streaming audio with ICY metadata, one failing.
 * The first plays (currentTime advances, marked live, no seek slider) and 'Now playing'
 * names it and the programme its stream gives; the failing one says so in the page's
 * language, in the player and by its button, and leaves a stopped player. At 390 px (light,
 * English) and 1280 px (dark, Arabic), axe finds no serious violation. Screenshots go to
 * /tmp/live-*.png. The stations are plain http on loopback, which the site's media-src
 * (https) refuses: the pages bypass CSP, as for axe.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { PLAYER_TEXT } from "../../src/shared/playerTexts.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { type IcyStation, startIcyStation } from "../support/icyStation.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

let radio: IcyStation;
let site: E2eSite;

beforeAll(async () => {
  radio = await startIcyStation();
  radio.set("/desk", { metaint: 8000, metadata: "StreamTitle='The Midday Desk';" });
  radio.set("/down", { status: 503 });
  site = await startE2eSite({
    stations: [
      {
        id: "harbour-radio",
        name: "Harbour Radio",
        publisher: "bbc-news",
        languages: ["en"],
        stream: radio.url("/desk"),
        format: "mp3",
      },
      {
        id: "radio-sahil",
        name: "Radio Sahil",
        publisher: "bbc-news",
        languages: ["ar"],
        stream: radio.url("/down"),
        format: "mp3",
      },
    ],
  });
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await radio?.close();
});

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector("[data-player] audio") as HTMLAudioElement | null;
    return audio ? { paused: audio.paused, time: audio.currentTime } : null;
  });

/** Any problem but the failing stream's 503 (its request, and the console's note of it). */
const unexpected = (problem: string) =>
  !problem.includes(radio.url("/down")) && !problem.includes("status of 503");

describe("/live on air", () => {
  it("390 px, light: a station plays live, 'Now playing' names its programme, a failing one says so", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 390, { bypassCSP: true });
    try {
      await page.goto(`${site.url}/live`);
      await waitForScreen(page);
      const stream = page.getByRole("figure", { name: /live stream/ });
      await stream.getByText("Harbour Radio").waitFor();
      await page.getByRole("button", { name: "Harbour Radio" }).click();
      const player = page.getByRole("region", { name: PLAYER_TEXT.region });
      await player.waitFor();
      await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(0.5);
      expect(await player.getByText(PLAYER_TEXT.live, { exact: true }).isVisible()).toBe(true);
      // Named once, with its publisher under it.
      expect(await player.getByText("Harbour Radio").count()).toBe(1);
      expect(await player.getByText("BBC News").isVisible()).toBe(true);
      expect(await player.getByRole("slider").count()).toBe(0);
      await stream.getByText("The Midday Desk").waitFor();
      expect(await stream.getByText(LAYOUT_TEXT.nowPlaying).isVisible()).toBe(true);
      await page.screenshot({ path: "/tmp/live-390-playing.png", fullPage: true });

      await page.getByRole("button", { name: "Radio Sahil" }).click();
      await player.getByRole("alert").getByText(PLAYER_TEXT.failed).waitFor();
      expect((await audioState(page))?.paused).toBe(true);
      expect(await player.getByRole("button", { name: PLAYER_TEXT.play }).isVisible()).toBe(true);
      const failed = page.getByRole("button", { name: "Radio Sahil" });
      expect(await failed.getAttribute("aria-describedby")).toBeTruthy();
      expect(await page.getByText(`Radio Sahil: ${PLAYER_TEXT.failed}`).isVisible()).toBe(true);
      await page.screenshot({ path: "/tmp/live-390-failed.png", fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.filter(unexpected)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("1280 px, dark, Arabic: the edition's station first, its failure said in Arabic", async () => {
    const { page, context, problems } = await watchedPage(site.browser, 1280, { bypassCSP: true });
    const T = arabic.PLAYER_TEXT;
    try {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${site.url}/live?lang=ar`);
      await waitForScreen(page);
      const stations = page.locator("main li button[aria-pressed]");
      await stations.first().waitFor();
      expect(await stations.allTextContents()).toEqual(["Radio Sahil", "Harbour Radio"]);
      await stations.first().click();
      const player = page.getByRole("region", { name: T.region });
      await player.getByRole("alert").getByText(T.failed).waitFor();
      expect(await page.getByText(`Radio Sahil: ${T.failed}`).isVisible()).toBe(true);
      expect(await player.getByRole("button", { name: T.play }).isVisible()).toBe(true);
      await page.screenshot({ path: "/tmp/live-1280-dark-ar.png", fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.filter(unexpected)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
