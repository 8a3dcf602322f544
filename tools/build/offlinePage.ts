import site from "../../config/site.json" with { type: "json" };
import { savedPagesEnd, savedPagesStart } from "../../src/offline/savedPages.ts";
import type { Catalogue } from "../../src/shared/catalogue.ts";
import { darkTokens } from "../../src/shared/darkTokens.ts";
import type { Language } from "../../src/shared/languageHref.ts";
import { lightTokens } from "../../src/shared/lightTokens.ts";
import { directionOf } from "../../src/shared/textDirection.ts";

const { color, font, size } = lightTokens;
const darkColors = darkTokens.color;

/**
 * The offline page in a language (`/offline.html`, `/offline-ar.html`...), precached by the service worker and shown for a page
 * it has not kept: the site's header and type, no script (the worker fills in the list of
 * saved pages between the markers), so it needs nothing else from the network. `href=""`
 * is the page's own address: "Try again" reloads the page the reader asked for.
 */
export function offlinePageHtml(lang: Language, text: Catalogue["OFFLINE_TEXT"]): string {
  const dir = directionOf(lang) === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html>
<html lang="${lang}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.heading} - ${site.title}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
:root { color-scheme: light dark; }
body { margin: 0; font-family: ${font.sans}; line-height: 1.5; color: ${color.ink}; background: ${color.paper}; }
header { border-bottom: 1px solid ${color.rule}; }
header a { display: flex; align-items: center; gap: 0.6rem; max-width: ${size.pageWidth}; height: 4rem; margin: 0 auto; padding: 0 1rem; text-decoration: none; color: inherit; }
header img { width: 2.25rem; height: 2.25rem; }
header span { font-family: ${font.serif}; font-size: clamp(1.25rem, 4vw, 1.75rem); font-weight: 700; letter-spacing: -0.01em; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem 3rem; }
h1 { font-family: ${font.serif}; font-size: 2rem; line-height: 1.2; margin: 0 0 0.75rem; }
h2 { font-size: 1.125rem; margin: 2rem 0 0.5rem; padding-top: 1rem; border-top: 1px solid ${color.rule}; }
p { color: ${color.muted}; margin: 0 0 1rem; }
a { color: ${color.link}; }
.retry { display: inline-block; padding: 0.6rem 1.1rem; border-radius: 4px; background: ${color.accent}; color: ${color.paper}; font-weight: 600; text-decoration: none; }
ul { list-style: none; margin: 0; padding: 0; }
li { border-bottom: 1px solid ${color.rule}; }
li a { display: block; padding: 0.75rem 0; font-family: ${font.serif}; font-size: 1.125rem; text-decoration: none; }
li a:hover { text-decoration: underline; }
li span { display: block; font-family: ${font.sans}; font-size: 0.8125rem; color: ${color.muted}; }
:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  body { color: ${darkColors.ink}; background: ${darkColors.paper}; }
  header, h2, li { border-color: ${darkColors.rule}; }
  p { color: ${darkColors.muted}; }
  a { color: ${darkColors.link}; }
  li span { color: ${darkColors.muted}; }
  .retry { background: ${darkColors.accent}; color: ${darkColors.paper}; }
}
</style>
</head>
<body>
<header><a href="/"><img src="${site.logo}" alt="" width="36" height="36"><span>${site.title}</span></a></header>
<main>
<h1>${text.heading}</h1>
<p>${text.explanation}</p>
<p><a class="retry" href="">${text.retry}</a></p>
<h2>${text.savedHeading}</h2>
${savedPagesStart}<p>${text.noneSaved}</p>${savedPagesEnd}
</main>
</body>
</html>
`;
}
