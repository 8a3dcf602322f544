/** A programme's name is a line: longer metadata is cut here, in code points. */
const maxTitleLength = 160;

/**
 * The `StreamTitle` of an ICY metadata block (`StreamTitle='Newshour';StreamUrl='';`),
 * as plain text: UTF-8 (Latin-1 where it is not valid UTF-8, as older encoders send),
 * control and bidi-override characters dropped, whitespace folded, cut at 160 code points.
 * Null when the block names no title. Markup stays text: the page writes it as text.
 */
export function streamTitle(block: Buffer): string | null {
  const text = decode(block).replace(/\0+$/, "");
  const match = /StreamTitle='([\s\S]*?)';(?=\s*(?:[A-Za-z]+='|$))/.exec(text);
  if (!match?.[1]) return null;
  const clean = match[1]
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (clean === "") return null;
  const points = [...clean];
  return points.length > maxTitleLength ? `${points.slice(0, maxTitleLength).join("")}…` : clean;
}

function decode(block: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(block);
  } catch {
    return block.toString("latin1");
  }
}
