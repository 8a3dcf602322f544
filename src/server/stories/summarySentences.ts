import { stopWords } from "../feeds/stopWords.ts";

/** A report as a summary reads it: what it says and whose it is. */
export interface SummaryReport {
  description: string;
  publisher: string;
  link: string;
  /** The report's language (a BCP 47 tag), for splitting its sentences; undefined: English. */
  language?: string | null | undefined;
}

/** One sentence of a summary: quoted as its report wrote it, with whose it is. */
export interface SummarySentence {
  text: string;
  publisher: string;
  link: string;
}

/** What a summary may hold, and what it skips. */
export const summaryRules = {
  /** Sentences a summary gives at most; fewer when its reports say fewer distinct things. */
  maxSentences: 3,
  /**
   * Two sentences this alike (the cosine of their words) say the same thing: a summary keeps
   * the more central one only. Wire copies reworded by a word or two score above 0.8; two
   * leads of one event in other words ("Kelso astronomers have spotted a new comet in
   * Thursday's images" / "... a new comet heading for the inner planets") about 0.55; two
   * sentences that add different facts, below 0.4.
   */
  nearDuplicate: 0.5,
  /**
   * Or when this share of the shorter one's words are in the other: "A new comet was
   * discovered by Kelso astronomers" says nothing "Kelso astronomers spotted a new comet in
   * Thursday's images" does not, though their cosine is lower.
   */
  containedShare: 0.75,
  /**
   * A sentence of a publisher already quoted counts this share of its score, so that a
   * summary quotes several reports where they agree about as much.
   */
  quotedAgain: 0.75,
  /** Shorter than this, a sentence is a fragment ("Read more.", a dateline): never quoted. */
  minLength: 25,
  /** Longer than this, it is a paragraph the segmenter could not split: never quoted. */
  maxLength: 400,
  /** A word counts by its first letters only, so "flooded" and "flooding" agree. */
  wordPrefix: 6,
} as const;

interface Candidate extends SummarySentence {
  report: number;
  /** Its place in its report (0: the lead). */
  place: number;
  words: Map<string, number>;
  norm: number;
  score: number;
}

const segmenters = new Map<string, { sentences: Intl.Segmenter; words: Intl.Segmenter }>();

/** Intl.Segmenter's sentence and word splitters for a language, made once each. */
function segmentersFor(language: string | null | undefined) {
  const primary = language?.split("-")[0]?.toLowerCase() || "en";
  let found = segmenters.get(primary);
  if (!found) {
    let locale = primary;
    try {
      new Intl.Segmenter(locale);
    } catch {
      locale = "en";
    }
    found = {
      sentences: new Intl.Segmenter(locale, { granularity: "sentence" }),
      words: new Intl.Segmenter(locale, { granularity: "word" }),
    };
    segmenters.set(primary, found);
  }
  return found;
}

/** A sentence's words, lower-cased, stop words left out, each counted by its first letters. */
function wordsOf(text: string, words: Intl.Segmenter): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { segment, isWordLike } of words.segment(text.toLocaleLowerCase())) {
    if (!isWordLike || segment.length < 3 || stopWords.has(segment)) continue;
    const word = segment.slice(0, summaryRules.wordPrefix);
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Candidate, b: Candidate): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const [small, large] = a.words.size <= b.words.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [word, count] of small.words) dot += count * (large.words.get(word) ?? 0);
  return dot / (a.norm * b.norm);
}

/** Whether two sentences say the same thing (see `nearDuplicate`, `containedShare`). */
function nearDuplicates(a: Candidate, b: Candidate): boolean {
  if (cosine(a, b) >= summaryRules.nearDuplicate) return true;
  const [small, large] = a.words.size <= b.words.size ? [a, b] : [b, a];
  if (small.words.size === 0) return false;
  let shared = 0;
  for (const word of small.words.keys()) if (large.words.has(word)) shared++;
  return shared / small.words.size >= summaryRules.containedShare;
}

/** Every quotable sentence of the reports, exactly as each description writes it. */
function candidatesOf(reports: readonly SummaryReport[]): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  reports.forEach((report, index) => {
    const { sentences, words } = segmentersFor(report.language);
    let place = 0;
    // ICU ends a sentence after a title's abbreviation ("Dr. Ana Ruiz said..."): a segment
    // that is one word ending in a full stop opens the next one. Segments are consecutive,
    // so the joined text is still the description's own.
    let opening = "";
    for (const { segment } of sentences.segment(report.description)) {
      if (/^\S+\.\s*$/u.test(segment)) {
        opening += segment;
        continue;
      }
      const text = (opening + segment).trim();
      opening = "";
      if (text.length < summaryRules.minLength || text.length > summaryRules.maxLength) continue;
      // The same sentence in two reports (a wire copy) is one candidate, the first report's.
      if (seen.has(text)) continue;
      seen.add(text);
      const counted = wordsOf(text, words);
      let norm = 0;
      for (const count of counted.values()) norm += count * count;
      candidates.push({
        text,
        publisher: report.publisher,
        link: report.link,
        report: index,
        place: place++,
        words: counted,
        norm: Math.sqrt(norm),
        score: 0,
      });
    }
  });
  return candidates;
}

/**
 * A story's summary, extractive: up to `maxSentences` sentences quoted word for word from
 * its reports' descriptions, each with its publisher and link. A sentence scores by how
 * much the other publishers' reports agree with it (centrality: for each other publisher,
 * the likeness of its closest sentence), so the facts most reports state come first and
 * one report's aside last; ties go to the earlier sentence in its report (a lead says what
 * happened). Sentences are taken best first, each skipped when it is a near-duplicate of
 * one already taken, a publisher already quoted counting `quotedAgain` of its score. Reports are given in the order to prefer on a tie
 * (earliest first).
 */
export function summarize(reports: readonly SummaryReport[]): SummarySentence[] {
  const candidates = candidatesOf(reports);
  const byPublisher = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const list = byPublisher.get(candidate.publisher);
    if (list) list.push(candidate);
    else byPublisher.set(candidate.publisher, [candidate]);
  }
  for (const candidate of candidates)
    for (const [publisher, others] of byPublisher) {
      if (publisher === candidate.publisher) continue;
      let best = 0;
      for (const other of others) best = Math.max(best, cosine(candidate, other));
      candidate.score += best;
    }
  const chosen: Candidate[] = [];
  const quoted = new Set<string>();
  let left = candidates;
  while (chosen.length < summaryRules.maxSentences) {
    left = left.filter((candidate) => !chosen.some((taken) => nearDuplicates(taken, candidate)));
    const worth = (c: Candidate) =>
      c.score * (quoted.has(c.publisher) ? summaryRules.quotedAgain : 1);
    // Above 0 when `a` is the better: more worth, then earlier in its report, then earlier report.
    const better = (a: Candidate, b: Candidate) =>
      worth(a) - worth(b) || b.place - a.place || b.report - a.report;
    const best = left.reduce<Candidate | undefined>(
      (found, c) => (!found || better(c, found) > 0 ? c : found),
      undefined,
    );
    if (!best) break;
    chosen.push(best);
    quoted.add(best.publisher);
  }
  return chosen.map(({ text, publisher, link }) => ({ text, publisher, link }));
}
