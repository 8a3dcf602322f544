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
