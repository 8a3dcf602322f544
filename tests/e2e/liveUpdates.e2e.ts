/**
 * Live updates in real Chromium (issues 26, 34 and 45), against a loopback publisher: the
 * chain runs 10 times, on 10 pages left open (one browser, one site), each showing feeds
 * of its own. When the publisher adds a story to each page's feed, every page says "1 new
 * story" within 5 s of the API serving its story; the refreshes of the 10 feeds fall at
 * different times within the refresh interval, so the chains come one after another, while
 * the server re-renders pages and sends other changes. For `/africa` each link of the
 * chain is timed from the API serving the story and printed (the event on a stream the
 * test holds, the event in the browser, the browser's fetch, the notice); nothing moves
 * (no layout shift), nothing reloads, and a click shows the story. A page whose HTML was
 * rendered before the change (a page the service worker kept, or one served while the
 * server was still re-rendering it) says so too, within 5 s of its stream opening.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import feedsConfig from "../../config/feeds.json" with { type: "json" };
import { LIVE_TEXT } from "../../src/shared/liveTexts.ts";
import { endpointUrl, eventsApiPath } from "../../src/shared/sitePaths.ts";
import { distinctHeadline } from "../../tools/browser/distinctHeadlines.ts";
import { type E2eSite, startE2eSite, watchedPage } from "./support/e2eSite.ts";

/** Every endpoint is refreshed each minute (the shortest interval a feeds file may set). */
const refreshMs = 60_000;
/** Pages with feeds no other of them shows, and the feed of each that gets a story. */
const chains = [
  ["/africa", "newYork/africa"],
  ["/america", "newYork/america"],
  ["/europe", "newYork/europe"],
  ["/middleeast", "newYork/middleeast"],
  ["/technology", "newYork/technology"],
  ["/energy", "newYork/business"],
  ["/science", "newYork/science"],
  ["/cricket", "newYork/cricket"],
  ["/art", "newYork/Art"],
  ["/food", "bbc/food"],
] as const;
const [pagePath, endpoint] = chains[0];
/** Issues 34 and 45: the notice within 5 s of the API serving the story. */
const noticeLimitMs = 5_000;

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite({
    endpoints: Object.fromEntries(
      Object.keys(feedsConfig.endpoints).map((id) => [id, { refreshMinutes: 1 }]),
    ),
    // Twelve streams from one address: the 10 pages, the stale page, the test's own.
    env: { EVENTS_PER_IP: "16" },
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
async function apiServes(feed: string, title: string, signal: AbortSignal) {
  for (;;) {
    const response = await fetch(site.url + endpointUrl(feed), { signal });
    if ((await response.text()).includes(title))
      return { time: Date.now(), etag: response.headers.get("etag") ?? "" };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens `path` in `page` and waits for its live updates stream. */
async function openWithStream(page: Page, path: string) {
  const opened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === eventsApiPath,
  );
  await page.goto(`${site.url}${path}`);
  return opened;
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
  await notice.waitFor({ timeout: noticeLimitMs * 6 });
  return page.evaluate(() => (window as unknown as { noticedAt?: number }).noticedAt ?? Date.now());
}

describe("live updates", () => {
  it(
    "10 open pages each say 1 new story within 5 s of the API serving it, with no layout shift, and show it on click",
    async () => {
      const open = await watchedPage(site.browser, 1280);
      const stale = await watchedPage(site.browser, 1280);
      const { page, context, problems } = open;
      // A context each: one browser holds at most 6 connections to a host, each open page's
      // stream one of them (a reader with more tabs of the site open waits for a free one).
      const readers = await Promise.all(chains.slice(1).map(() => watchedPage(site.browser, 1280)));
      const others = readers.map((reader) => reader.page);
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
        for (const each of [page, ...others, stale.page])
          await recordNotice(each, LIVE_TEXT.newStory);
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
        const stream = await openWithStream(page, pagePath);
        expect(stream.status()).toBe(200);
        expect(await stream.headerValue("content-type")).toBe("text/event-stream; charset=utf-8");
        for (const [i, other] of others.entries())
          expect((await openWithStream(other, chains[i + 1]?.[0] ?? "")).status()).toBe(200);
        await page.evaluate(() => {
          (window as unknown as { samePage: boolean }).samePage = true;
        });
        const shiftBefore = await page.evaluate(
          () => (window as unknown as { shift: number }).shift,
        );
        // The page as rendered before the publisher's story: what a kept or late page shows.
        const oldPage = await stale.context.request.get(`${site.url}${pagePath}`);

        const titles = chains.map((_, i) => `${distinctHeadline(40 + i)} (E2E live ${i + 1})`);
        const title = titles[0] as string;
        expect(await page.getByText(title).count()).toBe(0);
        const held = heldStream(stop.signal);
        for (const [i, [, feed]] of chains.entries()) site.upstream.addStory(feed, titles[i] ?? "");
        const added = Date.now();
        const pages = [page, ...others];
        const timed = Promise.all(
          chains.map(async ([path, feed], i) => {
            const served = await apiServes(feed, titles[i] ?? "", stop.signal);
            const noticed = await noticedAt(pages[i] as Page);
            return { path, served, ms: noticed - served.time };
          }),
        );
        const served = await apiServes(endpoint, title, stop.signal);

        // Opened now, with the HTML from before the story.
        await stale.page.route(`${site.url}${pagePath}`, (route) =>
          route.fulfill({ response: oldPage }),
        );
        const staleOpened = Date.now();
        await openWithStream(stale.page, pagePath);
        expect(await stale.page.getByText(title).count()).toBe(0);
        const staleStreamed = Date.now();

        const results = (await timed).sort((a, b) => a.served.time - b.served.time);
        const noticed = served.time + (results.find((r) => r.path === pagePath)?.ms ?? 0);
        // The event announcing the new body names its ETag.
        const announcing = (arrivals: Arrival[]) =>
          arrivals.find((arrival) => arrival.text.includes(JSON.stringify(served.etag)))?.time;
        const since = (time: number | undefined) => (time ? `${time - served.time} ms` : "never");
        const inBrowser = announcing(browserEvents);
        // The fetch that event caused (an earlier change to the endpoint caused earlier ones).
        const fetched = inBrowser && browserFetches.find((time) => time >= inBrowser);
        console.info(
          `live chain on ${pagePath}: the API served the story ${served.time - added} ms after it was published (the refresh); from then: ` +
            `event on a held stream ${since(announcing(held))}, in the browser ${since(inBrowser)}, ` +
            `browser fetch ${since(fetched)}, notice ${since(noticed)}`,
        );
        console.info(
          `10 chains, in the order the API served them (s after publishing: notice ms after serving): ${results
            .map((r) => `${r.path} ${((r.served.time - added) / 1000).toFixed(1)}: ${r.ms}`)
            .join(", ")}`,
        );
        for (const result of results) expect(result.ms, result.path).toBeLessThan(noticeLimitMs);
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
        for (const reader of readers) expect(reader.problems).toEqual([]);
      } finally {
        stop.abort();
        for (const each of [open, stale, ...readers]) await each.context.close();
      }
    },
    refreshMs * 1.1 + 120_000,
  );
});
