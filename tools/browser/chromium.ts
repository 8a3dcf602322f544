import { type Browser, type BrowserContext, chromium } from "playwright-core";

/** Debian's Chromium; nothing here downloads a browser. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this sandboxed, offline machine needs. */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** Headless Chromium with the flags this sandboxed, offline machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
}

/**
 * Headless Chromium with a profile on disk (a persistent context): what installability
 * needs (Chromium reports an incognito context, which `newContext` makes, as not installable).
 */
export function launchChromiumProfile(
  userDataDir: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs,
    ...options,
  });
}
