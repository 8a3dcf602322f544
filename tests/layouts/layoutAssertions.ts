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
 * class, as text: lets a test check responsive behaviour jsdom cannot lay out.
 */
export function cssRulesOf(element: Element): string[] {
  const classes = [...element.classList].map((name) => `.${name}`);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .filter((text) => classes.some((name) => new RegExp(`${name}\\b`).test(text)));
}

/** The visible titles (headings) inside `root`, in order. */
export function headingTexts(root: HTMLElement): (string | null)[] {
  return [...root.querySelectorAll("h2, h3, h4")].map((heading) => heading.textContent);
}
