/** React's own `<link rel="preload">` tags, which `renderToString` writes first in its markup. */
const leadingPreload = /^<link rel="preload"[^>]*\/>/;

/**
 * Takes the preloads React writes for a page's eager images (the lead image, with
 * `fetchPriority="high"`, and the logo) off the front of its markup, the high-priority
 * ones first, for the document's head: there, before the module script, the lead image is
 * the first request after the document. Over HTTP/1.1 that gives it the document's warm
 * connection, where third in line it waited for a new one (a TCP handshake, one more round
 * trip); in `#root` they came after the script. React does not hydrate them: they are
 * resources, not part of the tree.
 */
export function splitPreloads(html: string): { preloads: string; markup: string } {
  const tags: string[] = [];
  let markup = html;
  for (let match = leadingPreload.exec(markup); match; match = leadingPreload.exec(markup)) {
    tags.push(match[0]);
    markup = markup.slice(match[0].length);
  }
  const high = (tag: string) => tag.includes('fetchPriority="high"');
  return {
    preloads: [...tags.filter(high), ...tags.filter((tag) => !high(tag))].join(""),
    markup,
  };
}
