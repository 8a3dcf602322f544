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

/**
 * A preload of the page's high-priority image (the lead, its likely largest paint) when it
 * comes in several widths: the head names it, so the browser asks for it (the width its
 * screen needs) before anything in the body. The attributes are the renderer's own,
 * already escaped.
 */
function leadImagePreload(html: string): string {
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(html)?.[0];
  const attribute = (name: string) => image && new RegExp(`\\s${name}="([^"]*)"`).exec(image)?.[1];
  const srcset = attribute("srcset");
  const sizes = attribute("sizes");
  const src = attribute("src");
  if (!srcset || !sizes || !src) return "";
  return `<link rel="preload" as="image" href="${src}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}

/**
 * The HTML shell (the client build's index.html, with its hashed script and style links)
 * filled with a rendered page: title, feed links and styles in the head, markup in `#root`, and the
 * dehydrated queries as data (the CSP allows no inline script) for the browser to hydrate.
 */
export function pageDocument(shell: string, page: RenderedPage): string {
  // Replacer functions: a "$&" or "$'" in an article's text is text, not a pattern.
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      "</head>",
      () => `${leadImagePreload(page.html)}${feedLinkTags(page)}${page.styles}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${queryStateElementId}">${page.state}</script>`,
    );
}
