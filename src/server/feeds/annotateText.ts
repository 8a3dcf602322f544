import { createRequire } from "node:module";
import type winkNLP from "wink-nlp";
import { type Annotation, type TermKind, termKind } from "../../shared/annotation.ts";
import {
  type OtherLanguage,
  otherLanguageOf,
  otherTerms,
  otherWords,
} from "./otherLanguageTerms.ts";
import { stopWords } from "./stopWords.ts";

/**
 * Bumped whenever the terms annotate makes change: annotations kept with items by an older
 * version are made again (see currentAnnotation).
 */
export const annotationVersion = 4;

/** How much of a description is read: its lead says what the event is. */
export const descriptionChars = 300;

type Nlp = ReturnType<typeof winkNLP>;
let loaded: { nlp: Nlp; firstUnknownId: number } | undefined;
/** Lower-cased word -> whether the lexicon knows it (bounded: headline words repeat). */
const knownWords = new Map<string, boolean>();
const maxKnownWords = 50_000;
/**
 * wink adds every unknown word it reads to its lexicon, for good: past this many the model
 * is loaded afresh (80 ms), which lets the old lexicon go, so memory stays flat.
 */
const maxUnknownWords = 20_000;

/** Both packages are CommonJS: required on first use, not imported with this module. */
const require = createRequire(import.meta.url);

/**
 * The English model, loaded on first use (about 150 ms and 55 MB of RSS, measured for
 * issue 24), not when this module is imported: a thread that only clusters annotated
 * articles (the event loop; the bundled samples ship theirs) never loads it. Word ids at or
 * past firstUnknownId are words its lexicon does not know: in a Title Cased Headline, that
 * is what tells a name from a common word.
 */
function nlpModel(): { nlp: Nlp; firstUnknownId: number } {
  if (!loaded) {
    const nlp = (require("wink-nlp") as typeof winkNLP)(require("wink-eng-lite-web-model"));
    const probe = nlp.readDoc("qqzxvbj").tokens().itemAt(0).out(nlp.its.uniqueId) as number;
    loaded = { nlp, firstUnknownId: probe };
  }
  return loaded;
}

/** Lower-cased word -> its part of speech read alone (bounded like knownWords). */
const wordTags = new Map<string, string>();

/** A word's most likely part of speech, read alone: where its capital misled the tagger. */
function tagOf(lower: string): string {
  let tag = wordTags.get(lower);
  if (tag === undefined) {
    const { nlp } = nlpModel();
    tag = nlp.readDoc(lower).tokens().itemAt(0).out(nlp.its.pos) as string;
    if (wordTags.size >= maxKnownWords) wordTags.clear();
    wordTags.set(lower, tag);
  }
  return tag;
}

/**
 * Tags of words that describe rather than name (issue 49): "heavy", "hit", "quickly".
 * Such a term stays evidence for matching; a story's why-terms leave it out.
 */
const describingTags = new Set(["ADJ", "ADV", "VERB", "AUX"]);
const ingForm = /ing$/iu;

/** Whether the lexicon knows a lower-cased word (it is case-sensitive: "Finally" is unknown). */
function knownWord(lower: string): boolean {
  let known = knownWords.get(lower);
  if (known === undefined) {
    const { nlp, firstUnknownId } = nlpModel();
    const id = nlp.readDoc(lower).tokens().itemAt(0).out(nlp.its.uniqueId) as number;
    known = id < firstUnknownId;
    if (knownWords.size >= maxKnownWords) knownWords.clear();
    knownWords.set(lower, known);
  }
  return known;
}

/** Names of days and months say when, not what: they are not evidence. */
const calendarWords = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may
  june july august september october november december`.split(/\s+/),
);

/** Tokens after which a capital letter starts a sentence or a quote, not a name. */
const openers = new Set([".", "!", "?", ":", ";", "—", "–", "-", '"', "“", "‘", "'", "("]);

interface Token {
  value: string;
  stem: string;
  type: string;
  /** wink's part-of-speech tag in its sentence ("NOUN", "ADJ", "PROPN", ...). */
  pos: string;
  known: boolean;
  /** First of its sentence or clause, where any word is capitalized. */
  opening: boolean;
}

function tokensOf(text: string): Token[] {
  const { nlp, firstUnknownId } = nlpModel();
  const its = nlp.its;
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out(its.value);
  // The typings disagree with the stem helper, which the model provides.
  const stems = tokens.out(its.stem as never) as string[];
  const types = tokens.out(its.type);
  const tags = tokens.out(its.pos);
  const ids = tokens.out(its.uniqueId) as unknown as number[];
  const result = values.map((value, i) => {
    const type = types[i] as string;
    const lower = value.toLowerCase();
    return {
      value,
      stem: (stems[i] as string).toLowerCase(),
      type,
      pos: tags[i] as string,
      known:
        type !== "word" ||
        (lower === value ? (ids[i] as number) < firstUnknownId : knownWord(lower)),
      opening: i === 0 || openers.has(values[i - 1] as string),
    };
  });
  if (Math.max(...ids) >= firstUnknownId + maxUnknownWords) loaded = undefined;
  return result;
}

const capital = /^\p{Lu}/u;
/** "iPhone", "NHS", "McLaren": a shape common words do not have. */
const nameShape = /^\p{Ll}+\p{Lu}|^\p{Lu}{2,}$|^\p{Lu}\p{Ll}+\p{Lu}/u;

/** Whether a headline capitalizes most of its words (Title Case), so capitals say little. */
function titleCased(tokens: Token[]): boolean {
  let words = 0;
  let capitals = 0;
  for (const token of tokens) {
    if (token.type !== "word" || token.value.length < 4 || stopWords.has(token.value.toLowerCase()))
      continue;
    words++;
    if (capital.test(token.value)) capitals++;
  }
  return words >= 3 && capitals / words >= 0.7;
}

/** The first `descriptionChars` of a description, cut at a word. */
function lead(description: string): string {
  if (description.length <= descriptionChars) return description;
  const cut = description.lastIndexOf(" ", descriptionChars);
  return description.slice(0, cut > 0 ? cut : descriptionChars);
}

/**
 * An article's terms (see Annotation). A named entity is a capitalized word that does not
 * open a sentence (in a sentence-case text), a word of a name's shape, or in a Title Cased
 * headline a capitalized word the lexicon does not know or the description names.
 */
export function annotate(title: string, description = "", language?: string | null): Annotation {
  const other = otherLanguageOf(language);
  if (other) return annotateOther(other, title, description);
  const found = new Map<string, EnglishTerm>();
  const add: AddTerm = (term, kind, inTitle, tells, describes) => {
    const known = found.get(term);
    if (!known) found.set(term, { kind, inTitle, tells, describes });
    else {
      if (kind > known.kind) known.kind = kind;
      if (inTitle) known.inTitle = true;
      if (tells) known.tells = true;
      // A describing term is one every use of which describes.
      if (!describes) known.describes = false;
    }
  };
  const named = new Set<string>();
  const described = description === "" ? [] : tokensOf(lead(description));
  for (const token of described) {
    if (token.type !== "word" || !capital.test(token.value)) continue;
    if (!token.opening || !token.known || nameShape.test(token.value)) named.add(token.stem);
  }
  const headline = tokensOf(title);
  const cased = titleCased(headline);
  const entity = (token: Token) =>
    nameShape.test(token.value) ||
    (capital.test(token.value) &&
      (named.has(token.stem) || !token.known || (!cased && !token.opening)));
  // A known word capitalized where any word is (a sentence's start, Title Case) may be a
  // name or not: its case tells nothing.
  const untold = (token: Token, entity: boolean, cased: boolean) =>
    !entity && token.known && capital.test(token.value) && (token.opening || cased);
  // Where a known word's capital tells nothing, the tagger reads it as a name: read alone.
  const describes = (token: Token, isEntity: boolean, told: boolean) => {
    const tag = told ? token.pos : tagOf(token.value.toLowerCase());
    // A headline's "-ing" word is mostly a gerund, a subject: "flooding", "shooting".
    return !isEntity && describingTags.has(tag) && !(tag === "VERB" && ingForm.test(token.value));
  };
  for (const token of headline) {
    const isEntity = entity(token);
    const told = !untold(token, isEntity, cased);
    addToken(add, token, true, isEntity, told, describes(token, isEntity, told));
  }
  for (const token of described) {
    const isEntity = named.has(token.stem);
    const told = !untold(token, isEntity, false);
    addToken(add, token, false, isEntity, told, describes(token, isEntity, told));
  }
  const terms = [...found.keys()];
  const read = terms.map((term) => found.get(term) as EnglishTerm);
  const caseless = read.flatMap((term, i) => (term.tells ? [] : [i]));
  const describing = read.flatMap((term, i) =>
    term.describes && term.kind === termKind.word ? [i] : [],
  );
  return {
    version: annotationVersion,
    terms,
    kinds: read.map((term) => term.kind),
    inTitle: read.map((term) => term.inTitle),
    ...(caseless.length > 0 ? { caseless } : {}),
    ...(describing.length > 0 ? { describes: describing } : {}),
  };
}

/**
 * The terms of an article in Spanish, French or Arabic (see otherLanguageTerms): a name is
 * a capitalized word that does not open a sentence; a word whose every use opens one, and
 * every Arabic word (the script has no capitals), is caseless.
 */
function annotateOther(lang: OtherLanguage, title: string, description: string): Annotation {
  const found = new Map<string, { kind: TermKind; inTitle: boolean; tells: boolean }>();
  const read = (text: string, inTitle: boolean) => {
    for (const word of otherWords(lang, text)) {
      const kind = word.figure ? termKind.figure : word.name ? termKind.entity : termKind.word;
      const tells = word.figure || word.cased;
      const known = found.get(word.term);
      if (!known) found.set(word.term, { kind, inTitle, tells });
      else {
        if (kind > known.kind) known.kind = kind;
        if (inTitle) known.inTitle = true;
        if (tells) known.tells = true;
      }
    }
  };
  read(title, true);
  if (description !== "") read(lead(description), false);
  const terms = [...found.keys()];
  const values = [...found.values()];
  const caseless = values.flatMap((term, i) => (term.tells ? [] : [i]));
  return {
    version: annotationVersion,
    terms,
    kinds: values.map((term) => term.kind),
    inTitle: values.map((term) => term.inTitle),
    ...(caseless.length > 0 ? { caseless } : {}),
  };
}

/** An item's annotation: the one it carries when this version made it, else made now. */
export function currentAnnotation(
  title: string,
  description: string | undefined,
  annotation: Annotation | undefined,
  language?: string | null,
): Annotation {
  return annotation?.version === annotationVersion
    ? annotation
    : annotate(title, description, language);
}

/** What annotate gathers of an English term over its uses. */
interface EnglishTerm {
  kind: TermKind;
  inTitle: boolean;
  tells: boolean;
  describes: boolean;
}

type AddTerm = (
  term: string,
  kind: TermKind,
  inTitle: boolean,
  tells: boolean,
  describes: boolean,
) => void;

function addToken(
  add: AddTerm,
  token: Token,
  inTitle: boolean,
  entity: boolean,
  tells: boolean,
  describes: boolean,
): void {
  if (token.type === "number") {
    const figure = token.value.replace(/,/g, "");
    // "27 dead" matters; a lone digit ("3 things") rarely names an event.
    if (/^\d/.test(figure) && figure.length >= 2)
      add(figure, termKind.figure, inTitle, true, false);
    return;
  }
  if (token.type !== "word") return;
  const lower = token.value.toLowerCase();
  if (stopWords.has(lower) || calendarWords.has(lower)) return;
  if (token.stem.length < 3 && !entity) return;
  add(token.stem, entity ? termKind.entity : termKind.word, inTitle, tells, describes);
}

/** A word or figure of a text as written, with the term annotate makes of it (see wordForms). */
export interface WordForm {
  /** The term: a word's Porter2 stem, a figure without its commas ("4000"). */
  term: string;
  /** The word as the text writes it ("Floods", "4,000"). */
  form: string;
  /** Whether its capitals tell anything: not a sentence's first word, not in Title Case. */
  cased: boolean;
}

/** The model's own Porter2 stemmer (what `its.stem` calls), loaded without the model. */
let porter2: ((word: string) => string) | undefined;
/** Word -> its stem (bounded: headline words repeat, and stemming one costs about 10 µs). */
const stems = new Map<string, string>();
const maxStems = 20_000;

function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    porter2 ??= require("wink-eng-lite-web-model/dist/porter-stemmer.js") as (w: string) => string;
    stem = porter2(word);
    if (stems.size >= maxStems) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/** A run of letters and digits, joined by points, commas, apostrophes or hyphens; "U.S.". */
const formRun = /(?:\p{L}\.){2,}|[\p{L}\p{N}]+(?:[.,'’\-‐][\p{L}\p{N}]+)*/gu;
/** The pieces wink may split a word's part into: figures, letters, a negation ("do", "n't"). */
const formPieces =
  /\p{N}(?:[\p{N}.,]*\p{N})?|\p{L}[\p{L}\p{N}.]*?(?=n['’]t$)|n['’]t$|\p{L}[\p{L}\p{N}.'’]*/gu;
const figureShape = /^\d[\d.,]*$/;
const possessive = /['’]s$/iu;
const hyphen = /[-‐]/u;
/** A run wink may split: hyphenated, letters and figures together, a negation. */
const splittable = /[-‐]|\p{L}\p{N}|\p{N}\p{L}|n['’]t$/u;

/**
 * A text's words and figures as written, each with the term annotate makes of it: how a
 * story shows the terms its reports share (stories/storyWhy.ts). Made without the model,
 * which the event loop that calls this never loads (150 ms and 55 MB, see nlpModel): the
 * stemmer is the model's own, and where wink's tokenizer may split a word ("flood-hit",
 * "Meridale's", "£4.5bn") or keep it whole ("e-bike", "COVID-19"), both are offered, so a
 * form is found for every term annotate takes from the text. A few forms no term has come
 * too ("hit" of "flood-hit" when wink keeps it whole): callers look terms up.
 */
export function wordForms(text: string): WordForm[] {
  const runs = [...text.matchAll(formRun)].map((match) => {
    let at = match.index - 1;
    while (at >= 0 && (text[at] === " " || /\s/.test(text[at] as string))) at--;
    const opening = at < 0 || openers.has(text[at] as string);
    // "Ltd." and "St." may be one token, or a word ending a sentence.
    const dotted = text[match.index + match[0].length] === "." ? `${match[0]}.` : undefined;
    return { value: match[0].replace(possessive, ""), dotted, opening };
  });
  // titleCased reads only a token's value and type.
  const asTokens = runs.map(
    ({ value }) =>
      ({ value, type: figureShape.test(value) ? "number" : "word", stem: "" }) as Token,
  );
  const cased = titleCased(asTokens);
  const forms: WordForm[] = [];
  for (const run of runs) {
    const candidates = [run.value];
    if (splittable.test(run.value))
      for (const part of run.value.split(hyphen)) {
        candidates.push(part);
        const pieces = part.match(formPieces);
        if (pieces && pieces.length > 1) candidates.push(...pieces);
      }
    if (run.dotted) candidates.push(run.dotted);
    const terms: string[] = [];
    for (const form of candidates) {
      if (form === "") continue;
      const figure = figureShape.test(form);
      const made = figure ? [form.replace(/,/g, "")] : [stemOf(form), ...otherTerms(form)];
      for (const term of made) {
        if (terms.includes(term)) continue;
        terms.push(term);
        forms.push({ term, form, cased: !cased && !run.opening });
      }
    }
  }
  return forms;
}
