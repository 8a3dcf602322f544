/**
 * Live updates in real Chromium (issues 26 and 34), against a loopback publisher: when it
 * adds a story to `/africa`'s feed, a page left open says "1 new story" within seconds of
 * the API serving it (each link of the chain is timed from that moment and printed: the
 * event on a stream the test holds, the event in the browser, the browser's fetch, the
 * notice), with no layout shift and no reload, and shows the story on a click. A page whose
 * HTML was rendered before the change (a page the service worker kept, or one served while
 * the server was still re-rendering it) says so too, within seconds of opening.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import feedsConfig from "../../config/feeds.json" with { type: "json" };
import { LIVE_TEXT } from "../../src/shared/liveTexts.ts";
import { endpointUrl, eventsApiPath } from "../../src/shared/sitePaths.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

/** Every endpoint is refreshed each minute (the shortest interval a feeds file may set). */
const refreshMs = 60_000;
const pagePath = "/africa";
/** The feed of `/africa`'s lead. */
const endpoint = "newYork/africa";
/** Issue 34 promises 5 s; the test allows twice that for a loaded 2-core machine. */
const noticeLimitMs = 10_000;

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

interface Arrival {
  time: number;
  text: string;
}

/** What a stream of the test's own receives, with arrival times. */
function heldStream(signal: AbortSignal): Arrival[] {
  const arrivals: Arrival[] = [];
  void (async () => {
    const response = await fetch(site.url + eventsApiPath, { signal });
    const decoder = new TextDecoder();
    for await (const chunk of response.body as ReadableStream<Uint8Array>)
      arrivals.push({ time: Date.now(), text: decoder.decode(chunk, { stream: true }) });
  })().catch(() => {});
  return arrivals;
}

/** When the API first serves an article titled `title` (polled every 50 ms), with its ETag. */
async function apiServes(title: string, signal: AbortSignal) {
  for (;;) {
    const response = await fetch(site.url + endpointUrl(endpoint), { signal });
    if ((await response.text()).includes(title))
      return { time: Date.now(), etag: response.headers.get("etag") ?? "" };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Records, in the page, when a button saying `text` first appears (the machine's clock). */
async function recordNotice(page: Page, text: string): Promise<void> {
  await page.addInitScript((label) => {
    const w = window as unknown as { noticedAt?: number };
    new MutationObserver(() => {
      if (w.noticedAt) return;
      for (const button of document.querySelectorAll("button"))
        if (button.textContent === label) w.noticedAt = Date.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

async function noticedAt(page: Page): Promise<number> {
  const notice = page.getByRole("button", { name: LIVE_TEXT.newStory });
  await notice.waitFor({ timeout: noticeLimitMs * 3 });
  return page.evaluate(() => (window as unknown as { noticedAt?: number }).noticedAt ?? Date.now());
}

describe("live updates", () => {
  it(
    "pages say 1 new story within seconds of the API serving it, with no layout shift, and show it on click",
    async () => {
      const open = await watchedPage(site.browser, 1280);
      const stale = await watchedPage(site.browser, 1280);
      const { page, context, problems } = open;
      const stop = new AbortController();
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
        await recordNotice(page, LIVE_TEXT.newStory);
        await recordNotice(stale.page, LIVE_TEXT.newStory);
        // The browser's side of the stream, as DevTools sees it.
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        const browserEvents: Arrival[] = [];
        cdp.on("Network.eventSourceMessageReceived", (message) =>
          browserEvents.push({ time: Date.now(), text: message.data }),
        );
        const browserFetches: number[] = [];
        page.on("request", (request) => {
          if (request.url().endsWith(endpointUrl(endpoint))) browserFetches.push(Date.now());
        });
        const streamOpened = page.waitForResponse(
          (response) => new URL(response.url()).pathname === eventsApiPath,
        );
        await page.goto(`${site.url}${pagePath}`);
        const stream = await streamOpened;
        expect(stream.status()).toBe(200);
        expect(await stream.headerValue("content-type")).toBe("text/event-stream; charset=utf-8");
        await page.evaluate(() => {
          (window as unknown as { samePage: boolean }).samePage = true;
        });
        const shiftBefore = await page.evaluate(
          () => (window as unknown as { shift: number }).shift,
        );
        // The page as rendered before the publisher's story: what a kept or late page shows.
        const oldPage = await stale.context.request.get(`${site.url}${pagePath}`);

        const title = "E2E breaking story published while the page was open";
        expect(await page.getByText(title).count()).toBe(0);
        const held = heldStream(stop.signal);
        site.upstream.addStory(endpoint, title);
        const added = Date.now();
        const served = await apiServes(title, stop.signal);

        // Opened now, with the HTML from before the story.
        await stale.page.route(`${site.url}${pagePath}`, (route) =>
          route.fulfill({ response: oldPage }),
        );
        const staleStream = stale.page.waitForResponse(
          (response) => new URL(response.url()).pathname === eventsApiPath,
        );
        const staleOpened = Date.now();
        await stale.page.goto(`${site.url}${pagePath}`);
        expect(await stale.page.getByText(title).count()).toBe(0);
        await staleStream;
        const staleStreamed = Date.now();

        const noticed = await noticedAt(page);
        // The event announcing the new body names its ETag.
        const announcing = (arrivals: Arrival[]) =>
          arrivals.find((arrival) => arrival.text.includes(JSON.stringify(served.etag)))?.time;
        const since = (time: number | undefined) => (time ? `${time - served.time} ms` : "never");
        const inBrowser = announcing(browserEvents);
        // The fetch that event caused (an earlier change to the endpoint caused earlier ones).
        const fetched = inBrowser && browserFetches.find((time) => time >= inBrowser);
        console.info(
          `live chain: the API served the story ${served.time - added} ms after it was published (the refresh); from then: ` +
            `event on a held stream ${since(announcing(held))}, in the browser ${since(inBrowser)}, ` +
            `browser fetch ${since(fetched)}, notice ${since(noticed)}`,
        );
        expect(noticed - served.time).toBeLessThan(noticeLimitMs);
        const staleNoticed = await noticedAt(stale.page);
        console.info(
          `a page opened with HTML from before the story: stream ${staleStreamed - staleOpened} ms after opening, notice ${staleNoticed - staleStreamed} ms after that`,
        );
        // Timed from its stream: loading and hydrating a page on a loaded machine vary.
        expect(staleNoticed - staleStreamed).toBeLessThan(noticeLimitMs);

        const notice = page.getByRole("button", { name: LIVE_TEXT.newStory });
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
        expect(stale.problems).toEqual([]);
      } finally {
        stop.abort();
        await context.close();
        await stale.context.close();
      }
    },
    refreshMs * 1.1 + 120_000,
  );
});
