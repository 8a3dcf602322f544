import { queryStateElementId, type RenderedPage } from "../../shared/renderedPage.ts";

const escapeText = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  );

const feedLinkTags = (page: RenderedPage) =>
  (page.feeds ?? [])
    .map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeText(feed.title)}" href="${escapeText(feed.href)}">`,
    )
    .join("");

/** The shell's `<link rel="stylesheet">`: for pages the browser renders alone. */
const stylesheetLinks = /<link rel="stylesheet"[^>]*>/g;

/**
 * The HTML shell (the client build's index.html, with its hashed script and style links)
 * filled with a rendered page: title, feed links and styles in the head, markup in `#root`, and the
 * query cache as data (the CSP allows no inline script) for the browser to hydrate.
 * A page that carries its styles inline loses the shell's stylesheet link: the same rules,
 * and a request that would hold up the first paint.
 */
export function pageDocument(shell: string, page: RenderedPage): string {
  const head = page.styles ? shell.replace(stylesheetLinks, "") : shell;
  // Replacer functions: a "$&" or "$'" in an article's text is text, not a pattern.
  return head
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace("</head>", () => `${feedLinkTags(page)}${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${queryStateElementId}">${page.state}</script>`,
    );
}
