/**
 * Generated archive data for bench:archive: per source, `perDay` articles a day for `days`
 * days, with realistic sizes (title ~70, description ~250, content ~900 characters) drawn
 * from a Zipf-distributed vocabulary, so full-text search meets common and rare words as
 * it would on real news, with English's function words (`the`, `of`, `and`...) as about 40%
 * of the words, so that a search of common words matches much of the archive, as on real
 * news. Deterministic (a fixed seed).
 */
import type { SourceItem } from "../../src/server/feeds/normalizeFeed.ts";
import type { PersistedSource } from "../../src/shared/persistedSource.ts";

const newsWords = (
  "election government minister president storm flood climate market economy inflation " +
  "court police health hospital vaccine school university football cricket tennis league " +
  "match season player coach film music album festival museum art book review science space " +
  "energy oil gas solar wind power company shares bank trade tariff war peace talks border " +
  "refugees protest strike union workers housing prices rent city council mayor village " +
  "africa europe asia america china india russia brazil nigeria kenya france germany britain"
).split(" ");

/** The commonest English words, commonest first: drawn with weight 1/rank. */
export const functionWords = (
  "the of and to a in for is on that by with as at from was has said will its it be are " +
  "after over new more"
).split(" ");
/** The share of a text's words that are function words (about 40% in English news). */
const functionShare = 0.4;
const functionCumulative = functionWords.map((_, i) =>
  functionWords.slice(0, i + 1).reduce((sum, _word, rank) => sum + 1 / (rank + 1), 0),
);

function functionWord(rand: () => number): string {
  const total = functionCumulative.at(-1) as number;
  const at = rand() * total;
  return functionWords[functionCumulative.findIndex((sum) => sum > at)] as string;
}

/** A small seeded PRNG (mulberry32). */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A vocabulary of pseudo-words with the news words spread among the first few hundred
 * ranks, so a news word appears in a few percent of articles, as in real news.
 */
export function vocabulary(rand: () => number, size = 20_000): string[] {
  const words: string[] = [];
  const syllables = ["ka", "lo", "mer", "tan", "vi", "sol", "dre", "po", "nu", "ri", "sha", "gen"];
  while (words.length < size) {
    let word = "";
    for (let n = 2 + Math.floor(rand() * 3); n > 0; n--)
      word += syllables[Math.floor(rand() * syllables.length)];
    words.push(word);
  }
  newsWords.forEach((word, i) => {
    words[50 + i * 5] = word;
  });
  return words;
}

/** A word of the vocabulary, drawn with a Zipf-like skew (rank ~ r^1.5), as texts use them. */
export function vocabularyWord(words: string[], rand: () => number): string {
  return words[Math.floor(words.length * rand() ** 1.5)] as string;
}

/**
 * Text of about `chars` characters: function words, and words of the vocabulary drawn with
 * a Zipf-like skew (rank ~ r^1.5).
 */
export function text(words: string[], rand: () => number, chars: number): string {
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    const word = rand() < functionShare ? functionWord(rand) : vocabularyWord(words, rand);
    out.push(word);
    length += word.length + 1;
  }
  const sentence = out.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** One generated item of `source`, published at `at`. */
export function generatedItem(
  source: string,
  index: number,
  at: number,
  words: string[],
  rand: () => number,
): SourceItem {
  const host = new URL(source).host;
  const title = text(words, rand, 60 + Math.floor(rand() * 30));
  const description = text(words, rand, 180 + Math.floor(rand() * 140));
  const link = `https://${host}/article/${index}`;
  return {
    article: {
      title,
      description,
      content: `${description} ${text(words, rand, 600)}`,
      link,
      images: [`https://${host}/images/${index}.jpg`],
      pubDate: new Date(at).toISOString(),
      category: "News",
      creator: "Staff reporter",
      author: null,
      excerpt: description.slice(0, 157),
    },
    key: `${host}/article/${index}`,
    titleKey: title.toLowerCase(),
    rank: 0,
    feedSize: 50,
  };
}

/**
 * A source's saved state at `now`: its feed's current `count` items, ten minutes apart
 * (numbered from `first`), as the store saves it after a good fetch.
 */
export function currentState(
  source: string,
  first: number,
  count: number,
  now: number,
  words: string[],
  rand: () => number,
): PersistedSource {
  const at = new Date(now).toISOString();
  const items = Array.from({ length: count }, (_, i) =>
    generatedItem(source, first + i, now - i * 600_000, words, rand),
  );
  return { version: 1, url: source, savedAt: at, lastSuccess: at, validators: {}, items };
}
