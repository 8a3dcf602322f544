/**
 * Dark mode (issue 25) in Chromium against the real server: the OS's dark mode followed
 * with JavaScript off, the theme button applying a choice at once and its cookie giving
 * the next page that theme at its first paint (before any script), and axe's
 * `color-contrast` in both themes on every layout's route, the story, search and status.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routesConfig from "../../config/routes.json" with { type: "json" };
import type { Article } from "../../src/shared/article.ts";
import { darkTokens } from "../../src/shared/darkTokens.ts";
import { lightTokens } from "../../src/shared/lightTokens.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { themeCookieName } from "../../src/shared/themeChoice.ts";
import { VIEWPORTS, waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { type E2eSite, startE2eSite } from "./support/e2eSite.ts";

/** `#12141a` as the browser computes it: `rgb(18, 20, 26)`. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
const DARK = rgb(darkTokens.color.paper);
const LIGHT = rgb(lightTokens.color.paper);

let site: E2eSite;
let paths: string[];
beforeAll(async () => {
  site = await startE2eSite();
  const articles = (await (await fetch(`${site.url}/public/api/bbc/breaking`)).json()) as Article[];
  const layouts = new Map<string, string>();
  for (const route of routesConfig.routes)
    if (!layouts.has(route.layout)) layouts.set(route.layout, route.path);
  paths = [...layouts.values(), `/story/${articles[0]?.storyId}`, "/search?q=markets", "/status"];
});
afterAll(async () => {
  await site?.stop();
});

/** The page's background as painted: the body's computed background colour. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function withContext<T>(
  options: BrowserContextOptions,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const cookie = (value: "light" | "dark") => [{ name: themeCookieName, value, url: site.url }];

describe("with JavaScript off", () => {
  it("every layout, the story, search and status pages render dark when the OS is dark", () =>
    withContext({ colorScheme: "dark", javaScriptEnabled: false }, async (page) => {
      for (const path of paths) {
        await page.goto(site.url + path);
        expect(await background(page), path).toBe(DARK);
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
          path,
        ).toBe("dark");
      }
    }));

  it("stay light when the OS is light", () =>
    withContext({ colorScheme: "light", javaScriptEnabled: false }, async (page) => {
      await page.goto(`${site.url}/africa`);
      expect(await background(page)).toBe(LIGHT);
    }));

  it("a stored choice beats the OS, both ways", async () => {
    await withContext({ colorScheme: "light", javaScriptEnabled: false }, async (page) => {
      await page.context().addCookies(cookie("dark"));
      await page.goto(`${site.url}/news`);
      expect(await background(page)).toBe(DARK);
    });
    await withContext({ colorScheme: "dark", javaScriptEnabled: false }, async (page) => {
      await page.context().addCookies(cookie("light"));
      await page.goto(`${site.url}/news`);
      expect(await background(page)).toBe(LIGHT);
    });
  });
});

describe("the theme button", () => {
  it("applies each choice without a reload, and the choice survives a reload with no flash", () =>
    withContext({ colorScheme: "light" }, async (page) => {
      // The background at DOMContentLoaded and at the first frame, before any hydration.
      await page.addInitScript(() => {
        const seen: { when: string; background: string; hydrated: boolean }[] = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        const record = (when: string) =>
          seen.push({
            when,
            background: getComputedStyle(document.body).backgroundColor,
            hydrated: document.documentElement.dataset.interactive === "true",
          });
        document.addEventListener("DOMContentLoaded", () => record("DOMContentLoaded"));
        requestAnimationFrame(() => record("first frame"));
      });
      await page.goto(`${site.url}/asia`);
      await waitForScreen(page);
      const button = (name: string) => page.getByRole("button", { name, exact: true });
      expect(await background(page)).toBe(LIGHT);
      await button(TEXT.theme.system).click();
      await button(TEXT.theme.light).waitFor();
      expect(await background(page)).toBe(LIGHT);
      await button(TEXT.theme.light).click();
      await button(TEXT.theme.dark).waitFor();
      expect(await background(page)).toBe(DARK);
      const stored = await page.context().cookies();
      expect(stored.find((entry) => entry.name === themeCookieName)?.value).toBe("dark");

      await page.reload();
      const seen = await page.evaluate(
        () =>
          (window as unknown as { seen: { when: string; background: string; hydrated: boolean }[] })
            .seen,
      );
      expect(seen.map((entry) => entry.when).sort()).toEqual(["DOMContentLoaded", "first frame"]);
      for (const entry of seen)
        expect(entry).toEqual({ ...entry, background: DARK, hydrated: false });
      await waitForScreen(page);
      // The button learns the stored choice once hydrated; a press goes back to the OS's.
      await button(TEXT.theme.dark).click();
      await button(TEXT.theme.system).waitFor();
      expect(await background(page)).toBe(LIGHT);
      expect((await page.context().cookies()).some((entry) => entry.name === themeCookieName)).toBe(
        false,
      );
    }));
});

const schemesAtWidths = (["light", "dark"] as const).flatMap((scheme) =>
  VIEWPORTS.map(({ width }) => ({ scheme, width })),
);

describe.each(schemesAtWidths)(
  "axe color-contrast, $scheme theme at $width px",
  ({ scheme, width }) => {
    it("finds no violation on any layout's route, the story, search and status pages", () =>
      withContext(
        { colorScheme: scheme, bypassCSP: true, viewport: { width, height: 900 } },
        async (page) => {
          const found: Record<string, string[]> = {};
          for (const path of paths) {
            await page.goto(site.url + path);
            await waitForScreen(page);
            expect(await background(page), path).toBe(scheme === "dark" ? DARK : LIGHT);
            const violations = await seriousAxeViolations(page, ["color-contrast"]);
            if (violations.length) found[path] = violations;
          }
          expect(found).toEqual({});
        },
      ));
  },
);
