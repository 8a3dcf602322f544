/**
 * Who covered a story (issue 38) in Chromium, offline: the biggest sample story's page has
 * the chart (server-rendered SVG, named by the API's figures) and the list folded under it,
 * its reports' publishers by their registry names, fits the screen
 * with every label inside the chart, and has no serious axe violation, at 390 px light,
 * 1280 px dark and in Arabic. One server, three page loads.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../src/shared/article.ts";
import type { Language } from "../../src/shared/languageHref.ts";
import type { StoryCoverage } from "../../src/shared/story.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { seriousAxeViolations } from "./support/axeViolations.ts";
import { offlineSite } from "./support/offlineSite.ts";

const site = offlineSite();
let storyId: string;
let coverage: StoryCoverage;

beforeAll(async () => {
  const world = (await (await fetch(`${site.url}/public/api/newYork/world`)).json()) as Article[];
  const biggest = world.reduce((a, b) => ((b.sourceCount ?? 0) > (a.sourceCount ?? 0) ? b : a));
  storyId = biggest.storyId ?? "";
  const story = await (await fetch(`${site.url}/public/api/stories/${storyId}`)).json();
  coverage = story.coverage;
});

describe("a story's coverage in Chromium", () => {
  it.each([
    { width: 390, colorScheme: "light", lang: "en" },
    { width: 1280, colorScheme: "dark", lang: "en" },
    { width: 390, colorScheme: "dark", lang: "ar" },
  ] as const)("at $width px, $colorScheme, $lang", async ({ width, colorScheme, lang }) => {
    expect(coverage.countries.length).toBeGreaterThan(1);
    const context = await site.browser.newContext({
      viewport: { width, height: 900 },
      colorScheme,
    });
    try {
      const page = await context.newPage();
      const query = lang === "en" ? "" : `?lang=${lang as Language}`;
      await page.goto(`${site.url}/story/${storyId}${query}`);
      await waitForScreen(page, 15_000);
      const chart = page.locator('section[aria-labelledby="story-coverage"] svg[role="img"]');
      const name = await chart.evaluate(
        (svg) => document.getElementById(svg.getAttribute("aria-labelledby") ?? "")?.textContent,
      );
      const regions = new Intl.DisplayNames([lang], { type: "region" });
      for (const { code, count } of coverage.countries)
        expect(name).toContain(`${regions.of(code)} ${count}`);
      const listed = await page
        .locator('section[aria-labelledby="story-coverage"] li')
        .allTextContents();
      for (const { code, count } of coverage.countries)
        expect(listed).toContain(`${regions.of(code)} ${count}`);
      // The list is the chart's text alternative, folded under it: not shown twice (issue 49).
      const folded = page.locator('section[aria-labelledby="story-coverage"] details');
      expect(await folded.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await folded.locator("li").first().isVisible()).toBe(false);
      // Publishers by their registry name: the invented sample publishers are all known.
      const named = await page.locator("#story-articles + ul p > bdi").allTextContents();
      expect(named.length).toBeGreaterThan(1);
      expect(named.filter((name) => /\.example(\.com)?$/.test(name))).toEqual([]);
      // Every label inside the chart, and nothing wider than the screen.
      const clipped = await chart.evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll("text")]
          .filter((text) => {
            const r = text.getBoundingClientRect();
            return r.left < box.left - 1 || r.right > box.right + 1;
          })
          .map((text) => text.textContent);
      });
      expect(clipped).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
