import { Parser } from "htmlparser2";

export interface HtmlImage {
  src: string;
  width?: number;
  height?: number;
}

export interface HtmlScan {
  /** Visible text: tags stripped, entities decoded once, whitespace collapsed. */
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

/** Reads an HTML fragment (a feed's description or content) as text plus its images. */
export function scanHtml(html: string): HtmlScan {
  if (!/[<&]/.test(html)) return { text: collapseWhitespace(html), images: [] };
  const parts: string[] = [];
  const images: HtmlImage[] = [];
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hiddenElements.has(name)) hiddenDepth++;
        else if (breakingElements.has(name)) parts.push(" ");
        if (name === "img" && attributes.src) images.push(imageFrom(attributes));
      },
      onclosetag(name) {
        if (hiddenElements.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (breakingElements.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { text: collapseWhitespace(parts.join("")), images };
}

/** Plain text of an HTML fragment. */
export function htmlToText(html: string): string {
  return scanHtml(html).text;
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, " ").trim();
}

function imageFrom(attributes: Record<string, string>): HtmlImage {
  const image: HtmlImage = { src: attributes.src ?? "" };
  const width = Number.parseInt(attributes.width ?? "", 10);
  const height = Number.parseInt(attributes.height ?? "", 10);
  if (Number.isFinite(width)) image.width = width;
  if (Number.isFinite(height)) image.height = height;
  return image;
}
