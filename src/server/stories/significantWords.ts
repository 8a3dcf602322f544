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
    for (const part of token.split("-")) {
      if (stopWords.has(part)) continue;
      const numeric = /^\d/.test(part);
      if (part.length < (numeric ? 2 : 3) && part !== "pm") continue;
      if (numeric) words.add(part.replace(/,/g, ""));
      else {
        const stem = stemWord(part);
        words.add(stemSynonyms.get(stem) ?? stem);
      }
    }
  }
  return [...words];
}
