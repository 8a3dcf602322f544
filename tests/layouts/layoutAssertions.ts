import { expect } from "vitest";

/** Every link to an article (http(s), off-site) opens in a new tab with no opener. */
export function expectArticleLinksOpenInNewTab(root: HTMLElement) {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

/** A fetch that never answers: every feed stays loading. */
export function pendingFetch(): typeof fetch {
  return () => new Promise<Response>(() => {});
}

/** An article title that would be markup if it were rendered as HTML. */
export const MARKUP_TITLE = '<img src=x onerror="alert(1)"><b>Bold</b> claim';

/**
 * The CSS rules (media rules included) that style `element` through its styled-components
 * class, as text: lets a test check responsive behaviour jsdom cannot lay out. The build
 * minifies styles (`repeat(3,minmax(0,1fr))`); a space after each comma reads as written.
 */
export function cssRulesOf(element: Element): string[] {
  const classes = [...element.classList].map((name) => `.${name}`);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText.replace(/,(?=\S)/g, ", "))
    .filter((text) => classes.some((name) => new RegExp(`${name}\\b`).test(text)));
}

/**
 * An element's computed text colour as `rgb(r, g, b)`, with the design token it names
 * resolved: jsdom computes `color: var(--color-error)` but, unlike a browser, does not
 * substitute the custom property (declared on :root by the theme's GlobalStyle).
 */
export function colorOf(element: Element): string {
  const color = getComputedStyle(element).color;
  const token = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
  if (!token) return color;
  const hex = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
  const channels = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!channels) throw new Error(`${token} is not a #rrggbb colour: "${hex}"`);
  return `rgb(${channels
    .slice(1)
    .map((channel) => Number.parseInt(channel, 16))
    .join(", ")})`;
}

/** The visible titles (headings) inside `root`, in order. */
export function headingTexts(root: HTMLElement): (string | null)[] {
  return [...root.querySelectorAll("h2, h3, h4")].map((heading) => heading.textContent);
}
