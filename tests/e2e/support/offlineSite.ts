import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../../../tools/browser/chromium.ts";
import { type RunningSite, startSiteServer } from "../../../tools/browser/siteServer.ts";

export interface OfflineSite {
  readonly url: string;
  readonly browser: Browser;
}

/**
 * The site as `npm start` serves it offline (the bundled samples) and a headless Chromium,
 * started before the calling file's tests and stopped after them. Its `url` and `browser`
 * are there once the file's first `beforeAll` has run; a file's own `beforeAll` hooks, after
 * this call, may use them.
 */
export function offlineSite(env: Record<string, string> = {}): OfflineSite {
  let running: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    running = await startSiteServer({ OFFLINE: "1", ...env });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the offline site is not started yet (beforeAll)");
    return value;
  };
  return {
    get url() {
      return started(running).url;
    },
    get browser() {
      return started(browser);
    },
  };
}
