import { queryStateElementId, type RenderedPage } from "../../shared/renderedPage.ts";

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char] ?? char);

/**
 * The HTML shell (the client build's index.html, with its hashed script and style links)
 * filled with a rendered page: title, styles in the head, markup in `#root`, and the
 * dehydrated queries as data (the CSP allows no inline script) for the browser to hydrate.
 */
export function pageDocument(shell: string, page: RenderedPage): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace("</head>", `${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="${queryStateElementId}">${page.state}</script>`,
    );
}
