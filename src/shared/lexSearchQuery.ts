/** The search query language's terms, as typed (parseSearchQuery reads what they mean). */
import type { IgnoredReason } from "./searchQueryTree.ts";

type Operator = "intitle" | "site" | "source" | "after" | "before";
const operators: ReadonlySet<string> = new Set<Operator>([
  "intitle",
  "site",
  "source",
  "after",
  "before",
]);
/** `"` and the typographic pair phones type; any of them opens, any closes. */
const quoteMarks: ReadonlySet<string> = new Set(['"', "\u201C", "\u201D"]);
const isQuote = (char: string | undefined) => char !== undefined && quoteMarks.has(char);
/** Control characters (NUL, ESC...) separate terms as spaces do: they are no text. */
const separator = /[\s\p{Cc}]/u;
const isSeparator = (char: string | undefined) => char !== undefined && separator.test(char);
const operatorName = /([A-Za-z]+):/y;

/** One term as typed: `-`, an operator name and a quoted or bare value, each optional. */
export interface Term {
  text: string;
  negated: boolean;
  operator?: Operator;
  quoted: boolean;
  value: string;
}

/**
 * Splits the query into terms. Quote marks pair up in order; an odd last one is unclosed:
 * it is ignored (read as a space, or as nothing right after `-` or an operator's colon, so
 * `-"a b` excludes a).
 */
export function lexSearchQuery(
  input: string,
  ignore: (typed: string, reason: IgnoredReason) => void,
): Term[] {
  let text = input;
  let lastQuote = -1;
  let quoteCount = 0;
  for (let i = 0; i < text.length; i++)
    if (isQuote(text[i])) {
      lastQuote = i;
      quoteCount++;
    }
  if (quoteCount % 2 === 1) {
    let start = lastQuote;
    while (start > 0 && !isSeparator(text[start - 1]) && !isQuote(text[start - 1])) start--;
    ignore(text.slice(start), "unclosed-quote");
    const glued = text[lastQuote - 1] === "-" || text[lastQuote - 1] === ":";
    text = `${text.slice(0, lastQuote)}${glued ? "" : " "}${text.slice(lastQuote + 1)}`;
  }

  const terms: Term[] = [];
  let i = 0;
  // The value after `-` or an operator: quoted (the pair is closed, see above) or up to a
  // space or quote mark.
  const readValue = (): { quoted: boolean; value: string } => {
    if (isQuote(text[i])) {
      const close = findQuote(text, i + 1);
      const value = text.slice(i + 1, close);
      i = close + 1;
      return { quoted: true, value };
    }
    const start = i;
    while (i < text.length && !isSeparator(text[i]) && !isQuote(text[i])) i++;
    return { quoted: false, value: text.slice(start, i) };
  };
  while (i < text.length) {
    if (isSeparator(text[i])) {
      i++;
      continue;
    }
    const start = i;
    const negated = text[i] === "-";
    if (negated) i++;
    operatorName.lastIndex = i;
    const name = operatorName.exec(text)?.[1]?.toLowerCase();
    let operator: Operator | undefined;
    if (name !== undefined && operators.has(name)) {
      operator = name as Operator;
      i += name.length + 1;
    }
    const { quoted, value } = readValue();
    terms.push({ text: text.slice(start, i), negated, operator, quoted, value });
  }
  return terms;
}

/** The index of the next quote mark from `from`, or the text's length. */
function findQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (isQuote(text[i])) return i;
  return text.length;
}
