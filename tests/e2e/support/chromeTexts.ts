import { DomUtils, ElementType, parseDocument } from "htmlparser2";

type Node = ReturnType<typeof parseDocument>["children"][number];

/** Attributes whose text a visitor sees or hears (a tooltip, an image's or a control's name). */
const shownAttributes = ["alt", "aria-label", "title", "placeholder"];

/** Elements whose content is not shown (scripts and styles are other node types). */
const unshown = new Set(["head", "template"]);

/**
 * The interface texts of a page's HTML (issue 49): each run of text and each shown
 * attribute, in the page's language, leaving out what the markup declares is not the
 * interface's: an article's own text (`dir="auto"`, which cards put on what the feed wrote),
 * text declared in another language (`lang`) and names, addresses and codes
 * (`translate="no"`). Adjacent text nodes are one run ("Page 1 of 3", however React split it).
 */
export function chromeTexts(html: string): string[] {
  const document = parseDocument(html);
  const root = DomUtils.findOne((node) => node.name === "html", document.children);
  const pageLanguage = primaryLanguage(root?.attribs.lang ?? "en");
  const texts: string[] = [];
  const title = DomUtils.findOne((node) => node.name === "title", document.children);
  if (title) texts.push(clean(DomUtils.textContent(title)));

  const visit = (nodes: Node[]) => {
    let run = "";
    const endRun = () => {
      if (clean(run)) texts.push(clean(run));
      run = "";
    };
    for (const node of nodes) {
      if (node.type === ElementType.Text) run += node.data;
      else if (node.type === ElementType.Comment) continue;
      else {
        endRun();
        if (node.type !== ElementType.Tag || unshown.has(node.name)) continue;
        const { attribs } = node;
        if (attribs.dir === "auto" || attribs.translate === "no") continue;
        if (attribs.lang !== undefined && primaryLanguage(attribs.lang) !== pageLanguage) continue;
        for (const name of shownAttributes) {
          const value = attribs[name];
          if (value && clean(value)) texts.push(clean(value));
        }
        visit(node.children);
      }
    }
    endRun();
  };
  visit(document.children);
  return texts.map((text) => text.replace(/&nbsp;/g, " "));
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const primaryLanguage = (tag: string) => tag.toLowerCase().split("-")[0] ?? "";

/**
 * The texts of `texts` still in English: the same as a text of the English pages (`english`),
 * with a Latin letter in it, and not one the language writes as English does (`same`).
 */
export function englishLeft(
  texts: readonly string[],
  english: ReadonlySet<string>,
  same: readonly (string | RegExp)[],
): string[] {
  const allowed = (text: string) =>
    same.some((rule) => (typeof rule === "string" ? rule === text : rule.test(text)));
  return [
    ...new Set(
      texts.filter((text) => /[A-Za-z]/.test(text) && english.has(text) && !allowed(text)),
    ),
  ];
}
