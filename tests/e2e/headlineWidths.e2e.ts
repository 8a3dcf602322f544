/**
 * Headlines that hold (issue 49): on every route at 1280 px, in each of the four editions
 * (offline, the bundled samples), no headline that takes more than one line holds fewer than
 * 12 characters a line. /africa?lang=es once put its lead in a column a few words wide, the
 * headline one syllable a line. The layout is the server's HTML and its styles, so pages load
 * without JavaScript: one browser, about 200 page loads. And the section bar at 390 px: it
 * shows that it scrolls, and keeps the current section's group in view.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import routesFile from "../../config/routes.json" with { type: "json" };
import { languageCodes } from "../../src/shared/languageHref.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { offlineSite } from "./support/offlineSite.ts";

/** The fewest characters a line of a wrapped headline may hold. */
const MIN_CHARS_A_LINE = 12;

const site = offlineSite();

/**
 * Every shown headline of the page's main content (article headlines and the screen's
 * title) whose lines hold fewer than `min` characters on average, as "text (n a line)".
 */
function narrowHeadlines(page: Page, min: number): Promise<string[]> {
  return page.$$eval(
    "main :is(h1, h2, h3, h4)",
    (headings, min) =>
      headings.flatMap((heading) => {
        const box = heading.getBoundingClientRect();
        const text = (heading.textContent ?? "").replace(/\s+/g, " ").trim();
        // Visually hidden headings (a 1 px clip) and folded ones have no lines to read.
        if (box.width <= 1 || box.height === 0 || !text) return [];
        const style = getComputedStyle(heading);
        const px = (value: string) => Number.parseFloat(value) || 0;
        const lineHeight = px(style.lineHeight) || 1.2 * px(style.fontSize);
        // The text's own height: without padding and borders (a section title's rule above).
        const height =
          box.height -
          px(style.paddingTop) -
          px(style.paddingBottom) -
          px(style.borderTopWidth) -
          px(style.borderBottomWidth);
        const lines = Math.round(height / lineHeight);
        const perLine = text.length / lines;
        return lines > 1 && perLine < min ? [`${text} (${perLine.toFixed(1)} a line)`] : [];
      }),
    min,
  );
}

describe("headline widths", () => {
  it.each(languageCodes)(
    "%s: at 1280 px no wrapped headline of any route holds fewer than 12 characters a line",
    async (lang) => {
      const context = await site.browser.newContext({
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      const narrow: string[] = [];
      try {
        for (const { path } of routesFile.routes) {
          // Without JavaScript the layout is whole once the HTML is read (styles are inline,
          // images have their boxes): no need to wait for the images.
          await page.goto(`${site.url}${path}${lang === "en" ? "" : `?lang=${lang}`}`, {
            waitUntil: "domcontentloaded",
          });
          for (const headline of await narrowHeadlines(page, MIN_CHARS_A_LINE))
            narrow.push(`${path} (${lang}): ${headline}`);
        }
      } finally {
        await context.close();
      }
      expect(narrow).toEqual([]);
    },
  );

  it("the check finds a headline squeezed into a narrow column", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.setContent(
        `<main><h3 style="width: 4em; font-size: 20px; line-height: 1.2">Sample: Flooding in Dodoma prompts a new early-warning system</h3>
         <h3 style="font-size: 20px">A headline on one line</h3></main>`,
      );
      const narrow = await narrowHeadlines(page, MIN_CHARS_A_LINE);
      expect(narrow).toHaveLength(1);
      expect(narrow[0]).toMatch(/^Sample: Flooding in Dodoma/);
    } finally {
      await context.close();
    }
  });

  it("/africa in Spanish: the lead story spans its column at 1280 px and the page at 390 px", async () => {
    for (const [width, share] of [
      [1280, 0.55],
      [390, 0.9],
    ] as const) {
      const context = await site.browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      try {
        await page.goto(`${site.url}/africa?lang=es`);
        // The lead story (its image and text) against the page's content column.
        const [lead, column] = await page.$eval("main h2", (headline) => {
          const story = headline.parentElement?.parentElement as HTMLElement;
          const main = document.querySelector("main [data-layout] > *") as HTMLElement;
          return [story.getBoundingClientRect().width, main.getBoundingClientRect().width];
        });
        expect(lead / column, `${width} px`).toBeGreaterThan(share);
      } finally {
        await context.close();
      }
    }
  });
});

describe("the section bar at 390 px", () => {
  it("fades its end while groups hide past it, and scrolls the current section's group into view", async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const endFade = () =>
      page.$eval('nav[aria-label="Sections"]', (nav) => getComputedStyle(nav, "::after").opacity);
    try {
      await page.goto(`${site.url}/africa`);
      await waitForScreen(page, 15_000);
      expect(Number(await endFade())).toBeGreaterThan(0.9);
      // Scrolled to its end, the row hides nothing more: the fade goes.
      await page.$eval('nav[aria-label="Sections"] > ul', (row) => {
        row.scrollLeft = row.scrollWidth;
      });
      await page.waitForFunction(
        () =>
          getComputedStyle(
            document.querySelector('nav[aria-label="Sections"]') as Element,
            "::after",
          ).opacity === "0",
      );

      // A section of the last groups: its group is scrolled into the row's view.
      await page.goto(`${site.url}/climate`);
      await waitForScreen(page, 15_000);
      const [item, row] = await page.$eval(
        'nav[aria-label="Sections"] [data-current]',
        (button) => {
          const box = (button.closest("ul") as HTMLElement).getBoundingClientRect();
          const own = button.getBoundingClientRect();
          return [
            { left: own.left, right: own.right },
            { left: box.left, right: box.right },
          ];
        },
      );
      expect(item.left).toBeGreaterThanOrEqual(row.left - 1);
      expect(item.right).toBeLessThanOrEqual(row.right + 1);
    } finally {
      await context.close();
    }
  });
});
