import { phraseSynonyms, stemSynonyms } from "./newsSynonyms.ts";
import { stemWord } from "./stemWord.ts";
import { stopWords } from "./stopWords.ts";

/** Words, numbers with their decimals ("7.1"), and hyphenated compounds, in any script. */
const tokenPattern = /[\p{L}\p{N}]+(?:[.,'’-][\p{L}\p{N}]+)*/gu;

/**
 * The distinct stems of a headline that can tell one event from another: lower-cased,
 * stop words removed, lightly stemmed, news synonyms brought to one form ("quake" and
 * "earthquake", "prime minister" and "PM"). Words under 3 letters are dropped (numbers of
 * 2+ digits stay: "27 dead" matters).
 */
export function significantWords(title: string): string[] {
  let text = title.toLowerCase();
  for (const [phrase, replacement] of phraseSynonyms) text = text.replace(phrase, replacement);
  const words = new Set<string>();
  for (const [token] of text.matchAll(tokenPattern)) {
    // A compound counts by its parts, so "rain-soaked" meets "rain" without counting twice.
    if (!token.includes("-")) addWord(words, token);
    else for (const part of token.split("-")) addWord(words, part);
  }
  return [...words];
}

function addWord(words: Set<string>, part: string): void {
  let word = known.get(part);
  if (word === undefined) {
    word = wordOf(part);
    // Headline words repeat a lot; the bound keeps a long-running server's memory flat.
    if (known.size >= maxKnown) known.clear();
    known.set(part, word);
  }
  if (word !== "") words.add(word);
}

/** Lower-cased word -> what it counts as ("" when it does not count), for addWord. */
const known = new Map<string, string>();
const maxKnown = 50_000;

function wordOf(part: string): string {
  if (stopWords.has(part)) return "";
  const numeric = /^\d/.test(part);
  if (part.length < (numeric ? 2 : 3) && part !== "pm") return "";
  if (numeric) return part.replace(/,/g, "");
  const stem = stemWord(part);
  return stemSynonyms.get(stem) ?? stem;
}
