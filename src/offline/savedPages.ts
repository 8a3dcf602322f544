/**
 * The offline page's list of saved pages: the build writes the page with a stand-in
 * between two markers ("nothing saved yet"), and the service worker replaces it with links
 * to what it has kept. Pure, so it is tested without a browser.
 */
export const savedPagesStart = "<!--saved-pages-->";
export const savedPagesEnd = "<!--/saved-pages-->";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
};

/** A page's title as text: its `<title>`, the server's escapes undone; "" when it has none. */
export function titleOf(html: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return (match?.[1] ?? "").replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => {
    return entities[name] ?? "";
  });
}

/** The offline page with its stand-in replaced by a list of the saved pages (if any). */
export function fillSavedPages(html: string, pages: { url: string; title: string }[]): string {
  const start = html.indexOf(savedPagesStart);
  const end = html.indexOf(savedPagesEnd);
  if (!pages.length || start === -1 || end < start) return html;
  const list = `<ul>${pages
    .map(({ url, title }) => {
      // The path beside the title: two pages of a section share their title.
      const { pathname, search } = new URL(url, "http://x");
      return `<li><a href="${escapeHtml(url)}">${escapeHtml(title)}<span>${escapeHtml(pathname + search)}</span></a></li>`;
    })
    .join("")}</ul>`;
  return html.slice(0, start) + list + html.slice(end + savedPagesEnd.length);
}
