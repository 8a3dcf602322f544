import type { Browser, Page } from "playwright-core";

export interface ScrolledPage {
  /** Bytes of every image response (bodies), and how many there were. */
  imageBytes: number;
  images: number;
  /** Bytes of every response. */
  totalBytes: number;
  /** Requests to any origin but the page's. */
  foreign: string[];
  /** Responses of 400 and above. */
  failed: string[];
  /** Content types of image responses. */
  imageTypes: Set<string>;
}

/**
 * Loads a page as a phone does (390×844, DPR 2 by default), scrolls it to the bottom a
 * screen at a time so every lazy image loads, waits for the network to settle, and counts
 * what arrived.
 */
export async function loadScrolled(
  browser: Browser,
  url: string,
  options: { width?: number; height?: number; dpr?: number; javaScript?: boolean } = {},
): Promise<ScrolledPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 390, height: options.height ?? 844 },
    deviceScaleFactor: options.dpr ?? 2,
    isMobile: true,
    javaScriptEnabled: options.javaScript ?? true,
    // Images hotlinked from a loopback HTTPS host (IMAGE_PROXY=0) carry its own certificate.
    ignoreHTTPSErrors: true,
  });
  const origin = new URL(url).origin;
  const result: ScrolledPage = {
    imageBytes: 0,
    images: 0,
    totalBytes: 0,
    foreign: [],
    failed: [],
    imageTypes: new Set(),
  };
  const pending: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin && !request.url().startsWith("data:"))
        result.foreign.push(request.url());
    });
    page.on("response", (response) => {
      if (response.status() >= 400) result.failed.push(`${response.status()} ${response.url()}`);
      // The live updates' event stream never ends: its body is never whole.
      if (response.headers()["content-type"]?.startsWith("text/event-stream")) return;
      pending.push(
        response.body().then(
          (body) => {
            result.totalBytes += body.length;
            if (response.request().resourceType() === "image") {
              result.imageBytes += body.length;
              result.images++;
              result.imageTypes.add(response.headers()["content-type"] ?? "");
            }
          },
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    await scrollToBottom(page, 150);
    await Promise.all(pending);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Scrolls a page to its bottom a screen at a time, pausing `pauseMs` at each (lazy images
 * start), then waits for the network to settle.
 */
export async function scrollToBottom(page: Page, pauseMs: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(pauseMs);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
}
