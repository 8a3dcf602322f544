/**
 * What "an article" is for keyboard navigation (j / k / o), on every layout: its main
 * link, the one in its heading (cards, lead stories, list items) or wrapping it (All News
 * cards), opening the publisher's article in a new tab. The headings screen readers jump
 * through are the stops j and k move between (tests/layouts/articleHeadings.test.tsx
 * holds every article link on every layout to it).
 */
export const articleLinkSelector = ':is(h2, h3) a[target="_blank"], a[target="_blank"]:has(h2, h3)';
