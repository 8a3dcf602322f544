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

const alternateTags = (page: RenderedPage) =>
  (page.alternates ?? [])
    .map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeText(link.hreflang)}" href="${escapeText(link.href)}">`,
    )
    .join("");

/** The shell's `<html lang="en">`, in the page's language and direction. */
const htmlTag = (page: RenderedPage) =>
  `<html lang="${escapeText(page.lang ?? "en")}"${page.dir === "rtl" ? ' dir="rtl"' : ""}>`;

/**
 * The HTML shell (the client build's index.html, with its hashed script and style links)
 * filled with a rendered page: `<html lang dir>`, title, image preloads, feed and hreflang
 * links and styles in the head, markup in `#root`, and the dehydrated queries as data (the
 * CSP allows no inline script) for the browser to hydrate.
 */
export function pageDocument(shell: string, page: RenderedPage): string {
  // Replacer functions: a "$&" or "$'" in an article's text is text, not a pattern.
  return (
    shell
      .replace(/<html[^>]*>/, () => htmlTag(page))
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
      // The shell's first script is the entry's, in its head.
      .replace("<script", () => `${page.preloads ?? ""}<script`)
      .replace("</head>", () => `${feedLinkTags(page)}${alternateTags(page)}${page.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="${queryStateElementId}">${page.state}</script>`,
      )
  );
}
