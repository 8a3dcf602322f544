import { escapeUTF8 } from "entities";
import { Parser } from "htmlparser2";
import { absoluteUrl } from "./absoluteUrl.ts";

/** Elements whose effective base the feed readers need: items, entries and their content. */
const itemElements = new Set(["item", "entry"]);

/**
 * The `xml:base` pre-pass. feedsmith reports `xml:base` as written on the root, on items
 * and entries and on Atom content, but not on links, and it does not combine nested
 * (relative) bases. So, for a document that uses `xml:base` at all, this rewrites the XML
 * text before feedsmith reads it:
 *
 * - every `xml:base` becomes the absolute base in effect there (resolved against the
 *   enclosing bases, the outermost against the document's URL);
 * - an element with its own `xml:base` gets its `href` / `src` resolved against it
 *   (Atom `<link xml:base="..." href="...">`, `<content xml:base src>`);
 * - an item or entry inside a base but without its own gets `xml:base` written on it,
 *   so the readers find the base of every item on the item itself.
 *
 * An empty or fragment-only `xml:base` names no location (typically an empty template
 * variable) and is ignored, so the readers' fallbacks apply. Documents without the
 * string `xml:base` are returned as they are, at the cost of one `includes`.
 */
export function resolveXmlBase(xml: string, documentUrl: string): string {
  if (!xml.includes("xml:base")) return xml;
  const edits: { start: number; end: number; text: string }[] = [];
  /** Effective base per open element; undefined where no `xml:base` applies. */
  const bases: (string | undefined)[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const inherited = bases.at(-1);
        const declared = attributes["xml:base"]?.trim();
        const named = declared !== undefined && declared !== "" && !declared.startsWith("#");
        const base = named
          ? (absoluteUrl(declared, inherited ?? documentUrl) ?? inherited)
          : inherited;
        bases.push(base);
        const local = name.slice(name.indexOf(":") + 1).toLowerCase();
        if (declared === undefined && !(base && itemElements.has(local))) return;
        const start = parser.startIndex;
        let tag = xml.slice(start, parser.endIndex + 1);
        if (declared === undefined)
          tag = tag.replace(/^<[^\s/>]+/, (open) => `${open} xml:base="${escapeUTF8(base ?? "")}"`);
        else {
          tag = setAttribute(tag, "xml:base", base ?? "");
          for (const url of ["href", "src"]) {
            const value = attributes[url];
            if (named && base && value !== undefined)
              tag = setAttribute(tag, url, absoluteUrl(value, base) ?? value);
          }
        }
        edits.push({ start, end: parser.endIndex + 1, text: tag });
      },
      onclosetag() {
        bases.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  if (edits.length === 0) return xml;
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(xml.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(xml.slice(at));
  return parts.join("");
}

function setAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`(\\s${name.replace(":", "\\:")}\\s*=\\s*)("[^"]*"|'[^']*')`);
  return tag.replace(pattern, (_, prefix: string) => `${prefix}"${escapeUTF8(value)}"`);
}
