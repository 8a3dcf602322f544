import { decodeHTML, decodeHTMLAttribute } from "entities";
import { Parser } from "htmlparser2";
import { cutAtCodePoint } from "../../shared/cutAtCodePoint.ts";
import { validText } from "../../shared/validText.ts";

export interface HtmlImage {
  src: string;
  width?: number;
  height?: number;
}

export interface HtmlScan {
  /**
   * Visible text: tags stripped, entities decoded once, made valid (see validText: a
   * reference such as `&#1;` decodes to a control), whitespace collapsed.
   */
  text: string;
  /** `<img>` elements in document order. */
  images: HtmlImage[];
}

/** Elements whose content is never visible text. */
const hiddenElements = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "svg",
]);
/** Elements that separate words, so `<p>a</p><p>b</p>` reads "a b". */
const breakingElements = new Set([
  "br",
  "p",
  "div",
  "li",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "td",
  "th",
  "blockquote",
  "figure",
  "figcaption",
  "section",
  "article",
  "header",
  "footer",
  "hr",
  "pre",
]);

/** How much HTML is fed to the parser at a time when the text needed is bounded. */
const chunkChars = 1024;
const imgPattern = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/i;

/**
 * Reads an HTML fragment (a feed's description or content) as text plus its images. With
 * `maxText`, parsing stops once that much text is collected; images past that point are
 * found by a cheap pattern (only the first image matters then), so a long article body
 * costs no more than its first few kilobytes.
 */
export function scanHtml(html: string, maxText = Number.POSITIVE_INFINITY): HtmlScan {
  if (!/[<&]/.test(html)) return { text: collapseWhitespace(validText(html)), images: [] };
  const parts: string[] = [];
  let textLength = 0;
  const images: HtmlImage[] = [];
  let hiddenDepth = 0;
  let image: HtmlImage | undefined;
  // Only tag names and <img> attributes are needed: no attribute objects are built, and
  // entities are decoded only in the (rare) text pieces that contain one.
  const parser = new Parser(
    {
      onopentagname(name) {
        image = undefined;
        if (hiddenElements.has(name)) hiddenDepth++;
        else if (breakingElements.has(name)) parts.push(" ");
        if (name === "img") image = { src: "" };
      },
      onattribute(name, value) {
        if (!image) return;
        if (name === "src") image.src = value.includes("&") ? decodeHTMLAttribute(value) : value;
        else if (name === "width" || name === "height") {
          const size = Number.parseInt(value, 10);
          if (Number.isFinite(size)) image[name] = size;
        }
      },
      onclosetag(name) {
        if (image && name === "img" && image.src) images.push(image);
        image = undefined;
        if (hiddenElements.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (breakingElements.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (hiddenDepth > 0) return;
        parts.push(text.includes("&") ? decodeHTML(text) : text);
        textLength += text.length;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  if (html.length <= chunkChars || maxText === Number.POSITIVE_INFINITY) parser.end(html);
  else {
    let offset = 0;
    while (offset < html.length && textLength <= maxText) {
      parser.write(html.slice(offset, offset + chunkChars));
      offset += chunkChars;
    }
    if (offset >= html.length) parser.end();
    else if (images.length === 0) {
      const src = imgPattern.exec(html.slice(offset))?.[1];
      if (src) images.push({ src: decodeHTMLAttribute(src) });
    }
  }
  // Collapsing is the costliest step on long bodies: only the needed prefix is collapsed.
  // Controls are removed before collapsing, so "a &#1; b" reads "a b".
  const text = cutAtCodePoint(parts.join(""), maxText + 500);
  return { text: collapseWhitespace(validText(text)), images };
}

export function collapseWhitespace(text: string): string {
  // Single plain spaces, the vast majority, are left alone: only runs and other blanks match.
  return text.replace(/\s{2,}|[^\S ]/g, " ").trim();
}

/** Escapes plain text so that reading it as HTML (as every feed text field is) gives it back. */
export function plainTextAsHtml(text: string | undefined): string {
  return text === undefined ? "" : text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}
