import { articleLinkSelector } from "../../components/articleLinkSelector.ts";

/** Room kept between a card brought into view and the window's edge (the focus ring shows). */
const VIEW_MARGIN_PX = 24;

/** Shown on screen: not in a hidden block, nor in one the screen's width hides. */
const isShown = (element: Element) =>
  element.checkVisibility ? element.checkVisibility() : !element.closest("[hidden]");

/** Every article's main link the reader can see, in document order. */
const articleLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>(articleLinkSelector)].filter(isShown);

/** The article whose main link holds focus, if one does. */
export const focusedArticle = () =>
  document.activeElement?.closest<HTMLAnchorElement>(articleLinkSelector) ?? null;

/**
 * The index `step` articles on from where the reader is: from the focused article; else
 * from whatever holds focus (the first article after it, the last before it); else, with
 * nothing focused, from the screen (the first article not above it, the last not below).
 */
function targetIndex(links: readonly HTMLAnchorElement[], step: 1 | -1): number {
  const active = document.activeElement;
  const current = links.indexOf(active as HTMLAnchorElement);
  if (current >= 0) return current + step;
  if (active && active !== document.body) {
    const after = links.findIndex(
      (link) => active.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (step > 0) return after;
    return (after < 0 ? links.length : after) - 1;
  }
  if (step > 0) return links.findIndex((link) => link.getBoundingClientRect().top >= 0);
  return links.findLastIndex((link) => link.getBoundingClientRect().bottom <= window.innerHeight);
}

/**
 * Scrolls the window just enough to show `card` with a margin (its top first when it is
 * taller than the window); smoothly unless the reader asks for reduced motion.
 */
function bringIntoView(card: Element) {
  const { top, bottom } = card.getBoundingClientRect();
  const upper = VIEW_MARGIN_PX;
  const lower = window.innerHeight - VIEW_MARGIN_PX;
  const delta =
    top < upper ? top - upper : bottom > lower ? Math.min(bottom - lower, top - upper) : 0;
  if (delta === 0) return;
  const smooth = window.matchMedia?.("(prefers-reduced-motion: no-preference)").matches;
  window.scrollBy({ top: delta, behavior: smooth ? "smooth" : "instant" });
}

/** Moves focus to the next (1) or previous (-1) article and brings its card into view. */
export function moveArticleFocus(step: 1 | -1) {
  const links = articleLinks();
  const link = links[targetIndex(links, step)];
  if (!link) return;
  link.focus({ preventScroll: true, focusVisible: true });
  bringIntoView(link.closest("article, li, figure") ?? link);
}
