/**
 * Publishers' images in a real browser: every item of every feed carries a 2400×1600 JPEG
 * from a loopback HTTPS image host, one per feed answers 404 and some are hostile (a pixel
 * bomb, HTML, an SVG with a script, a 20 MB body). The page loads images from its own
 * origin only, small enough for a phone, and a failed image shows the layout's placeholder,
 * before hydration and without JavaScript: the proxy answers it with a transparent picture,
 * so no browser draws a broken image.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../src/shared/article.ts";
import { hostileImages } from "../../tools/bench/imageHost.ts";
import {
  type ImagePublishers,
  missingImageItem,
  startImagePublishers,
} from "../../tools/bench/imagePublishers.ts";
import { launchChromium } from "../../tools/browser/chromium.ts";
import { loadScrolled, scrollToBottom } from "../../tools/browser/pageImages.ts";
import { type RunningSite, startSiteServer } from "../../tools/browser/siteServer.ts";

/** Item 5 of every feed is hostile, in turn. */
const hostile = [
  hostileImages.bomb,
  hostileImages.notImage,
  hostileImages.svg,
  hostileImages.oversize,
];

let publishers: ImagePublishers;
let site: RunningSite;
let browser: Browser;
const endpointsSeen: string[] = [];

beforeAll(async () => {
  publishers = await startImagePublishers({
    hostile: (endpoint, n) => {
      if (n !== 5) return undefined;
      if (!endpointsSeen.includes(endpoint)) endpointsSeen.push(endpoint);
      return hostile[endpointsSeen.indexOf(endpoint) % hostile.length];
    },
  });
  site = await startSiteServer(publishers.env);
  // Every endpoint live, every page rendered again with it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await (await fetch(`${site.url}/public/api/status`)).json()) as {
      endpoints: Record<string, { sample?: boolean; lastError?: unknown }>;
    };
    if (Object.values(status.endpoints).every((e) => e.sample === false || e.lastError)) break;
    if (Date.now() > deadline) throw new Error("the feeds did not go live");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await publishers?.stop();
});

describe("publishers' images", () => {
  // First, while the server has not yet learnt which images fail, so they are still linked.
  it("a failing image shows the placeholder, never a broken image, with JavaScript off", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    try {
      const page = await context.newPage();
      const failed: string[] = [];
      const errors: string[] = [];
      page.on("response", (response) => {
        if (!response.url().includes("/img/")) return;
        if (response.status() >= 400) errors.push(response.url());
        // The proxy answers a failed source with a transparent picture, never an error.
        if (response.headers()["x-image-fallback"]) failed.push(response.url());
      });
      await page.goto(`${site.url}/`);
      await scrollToBottom(page, 100);
      expect(errors).toEqual([]);
      expect(failed.length).toBeGreaterThan(0);
      const frames: number[] = await page.$$eval(
        "img[src^='/img/']",
        (images, fallbacks) =>
          images
            .map((image, i) => {
              const { currentSrc, complete, naturalWidth } = image as HTMLImageElement;
              // Not one broken image (a broken one has no natural width once complete).
              if (complete && naturalWidth === 0) throw new Error(`broken: ${currentSrc}`);
              return fallbacks.includes(currentSrc) ? i : -1;
            })
            .filter((i) => i >= 0),
        failed,
      );
      expect(frames.length).toBeGreaterThan(0);
      for (const index of frames) {
        const image = page.locator("img[src^='/img/']").nth(index);
        const frame = image.locator("xpath=..");
        await frame.scrollIntoViewIfNeeded();
        expect(await image.getAttribute("alt")).toBe("");
        const shown = await frame.screenshot();
        // What the frame shows with no image in it at all: the layout's placeholder.
        await image.evaluate((element) => {
          (element as HTMLElement).style.visibility = "hidden";
        });
        const placeholder = await frame.screenshot();
        expect(shown.equals(placeholder), `frame ${index}`).toBe(true);
        expect(
          await frame.evaluate((element) => getComputedStyle(element).backgroundImage),
        ).toContain("data:image/svg+xml");
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it("on a phone, / loads every image from the site's origin, in AVIF, at most 500 KB in all", async () => {
    const scrolled = await loadScrolled(browser, `${site.url}/`);
    expect(scrolled.foreign).toEqual([]);
    expect(scrolled.images).toBeGreaterThan(10);
    expect(scrolled.imageTypes).toContain("image/avif");
    expect(scrolled.imageBytes).toBeLessThanOrEqual(500 * 1024);
    console.info(
      `/ at 390 px, DPR 2, scrolled: ${scrolled.images} images, ${(scrolled.imageBytes / 1024).toFixed(0)} KB`,
    );
  }, 60_000);

  it("the lead image has a srcset and loads first; the rest are lazy", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      const lead = page.locator("main img").first();
      expect(await lead.getAttribute("srcset")).toMatch(/^\/img\/[\w-]+\/[\w-]+\?w=160 160w, /);
      expect(await lead.getAttribute("fetchpriority")).toBe("high");
      expect(await lead.getAttribute("loading")).toBe("eager");
      // Preloaded (React's renderer writes the link), in the same widths.
      const preload = page.locator('link[rel="preload"][as="image"][imagesrcset]').first();
      expect(await preload.getAttribute("imagesrcset")).toBe(await lead.getAttribute("srcset"));
      expect(await preload.getAttribute("fetchpriority")).toBe("high");
      // In the head, ahead of the module script: the first request after the document.
      const first = await page.$eval(
        "head",
        (head) => head.querySelector('link[rel="preload"], script[type="module"]')?.outerHTML,
      );
      expect(first).toBe(await preload.evaluate((link) => link.outerHTML));
      const lazy = await page.$$eval("main img[loading='lazy'][srcset]", (images) =>
        images.map((image) => image.getAttribute("sizes")),
      );
      expect(lazy.length).toBeGreaterThan(5);
      for (const sizes of lazy) expect(sizes).toMatch(/^auto, /);
    } finally {
      await context.close();
    }
  });

  it("the server learns which images fail and stops linking them", async () => {
    const world = async () =>
      (await (await fetch(`${site.url}/public/api/newYork/world`)).json()) as Article[];
    const missing = publishers.imageUrl("newYork/world", missingImageItem);
    await expect
      .poll(async () => (await world()).find((a) => a.images[0] === missing)?.imageProxy, {
        timeout: 10_000,
      })
      .toBeNull();
    // The API keeps the publisher's URL; pages then show the placeholder without asking.
    expect((await world()).find((a) => a.images[0] === missing)?.images).toEqual([missing]);
    await expect
      .poll(async () => (await loadScrolled(browser, `${site.url}/`)).failed, { timeout: 15_000 })
      .toEqual([]);
  }, 60_000);
});
