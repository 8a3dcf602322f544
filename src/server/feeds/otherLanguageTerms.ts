import { createRequire } from "node:module";

/**
 * Terms of a text in a language the English model cannot read (issue 38's editions): the
 * English annotator takes every capitalized word it does not know for a name, so in Spanish
 * or French "Los", "La" and "Une" opening a headline were names, and one publisher's
 * headlines joined by them; Arabic words were no terms at all. Here words are split by
 * Unicode letters, function words dropped (the `stopword` package's lists) and the rest
 * stemmed by Snowball (`@orama/stemmers`), but for Arabic (see arabicTerm).
 */

/** A language this module reads, by its primary subtag. */
export type OtherLanguage = "es" | "fr" | "ar";

const require = createRequire(import.meta.url);

interface LanguageTools {
  stop: ReadonlySet<string>;
  term: (lower: string) => string;
}
const tools = new Map<OtherLanguage, LanguageTools>();

/** Headline filler beyond the packages' function words: what "says" and "live" are in English. */
const filler: Record<OtherLanguage, string> = {
  es: "dice dicen según tras ante directo última hora vídeo video fotos análisis opinión nuevo nueva",
  fr: "dit disent selon après direct vidéo photos analyse opinion nouveau nouvelle",
  ar: "قال قالت يقول عاجل فيديو صور بعد قبل خلال",
};

/** The language's tools, loaded on first use (CommonJS packages; the event loop rarely needs them). */
function toolsOf(lang: OtherLanguage): LanguageTools {
  let found = tools.get(lang);
  if (!found) {
    const lists = require("stopword") as Record<"spa" | "fra" | "ara", string[]>;
    const list = { es: lists.spa, fr: lists.fra, ar: lists.ara }[lang];
    const stop = new Set([...list, ...filler[lang].split(" ")].map((word) => fold(lang, word)));
    const term =
      lang === "ar"
        ? arabicTerm
        : (
            require(`@orama/stemmers/${lang === "es" ? "spanish" : "french"}`) as {
              stemmer: (word: string) => string;
            }
          ).stemmer;
    found = { stop, term };
    tools.set(lang, found);
  }
  return found;
}

/** The language this module reads for a BCP 47 tag, if any ("es-MX" → "es"). */
export function otherLanguageOf(tag: string | null | undefined): OtherLanguage | undefined {
  const primary = tag?.toLowerCase().split("-")[0];
  return primary === "es" || primary === "fr" || primary === "ar" ? primary : undefined;
}

/** A word as compared: lower case; Arabic without its short vowels and with one alef. */
function fold(lang: OtherLanguage, word: string): string {
  const lower = word.toLowerCase();
  if (lang !== "ar") return lower;
  return lower
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه");
}

/** Attached prefixes: and/with/as/so + the article, "for the", the article. */
const arabicPrefix = /^(?:وال|بال|كال|فال|لل|ال)/;
/**
 * Plural and feminine endings. Not the dual "ان": more headline words end in those letters
 * ("فيضان", flood) than are duals.
 */
const arabicSuffix = /(?:ات|ون|ين|ه)$/;

/**
 * A light Arabic stem: the article and a conjunction or preposition attached to it, then a
 * plural or feminine ending, each only where three letters remain. Snowball's Arabic
 * stemmer was tried first: it reads a word's first "ف" as the conjunction, so "فيضان" became
 * "يضان" while "الفيضانات" became "فيضان", one word as two terms.
 */
function arabicTerm(word: string): string {
  let stem = word;
  const prefix = arabicPrefix.exec(stem)?.[0];
  if (prefix && stem.length - prefix.length >= 3) stem = stem.slice(prefix.length);
  const suffix = arabicSuffix.exec(stem)?.[0];
  if (suffix && stem.length - suffix.length >= 3) stem = stem.slice(0, -suffix.length);
  return stem;
}

/** A word of a text, with where it stands. */
export interface OtherWord {
  /** As written ("Inundaciones"). */
  form: string;
  /** The term made of it ("inund"); figures keep their digits ("4000"). */
  term: string;
  figure: boolean;
  /** Whether it is capitalized where capitals tell (not opening a sentence): a name. */
  name: boolean;
  /** Whether its capitals tell anything: false in Arabic and where a sentence opens. */
  cased: boolean;
}

/** A word (a hyphenated one whole: "Port-Sidrac" is a place, not "Port" and "Sidrac"), or a figure. */
const runs = /\p{L}[\p{L}\p{M}]*(?:[-‐'’]\p{L}[\p{L}\p{M}]*)*|\p{N}[\p{N}.,]*\p{N}|\p{N}/gu;
/** After these, a capital starts a sentence or a quote, not a name. */
const openers = new Set([".", "!", "?", ":", ";", "—", "–", "-", '"', "“", "«", "'", "‘", "("]);
const capital = /^\p{Lu}/u;
/** French elision: "l'inondation" is "inondation". */
const elided = /^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu)['’]/iu;

/** The words and figures of a text in `lang`, function words left out. */
export function otherWords(lang: OtherLanguage, text: string): OtherWord[] {
  const { stop, term } = toolsOf(lang);
  const words: OtherWord[] = [];
  for (const match of text.matchAll(runs)) {
    const written = match[0];
    if (/^\p{N}/u.test(written)) {
      const figure = written.replace(/,/g, "");
      // "27 muertos" matters; a lone digit rarely names an event, nor "000" of "4 000".
      if (figure.length >= 2 && !figure.startsWith("0"))
        words.push({ form: written, term: figure, figure: true, name: false, cased: false });
      continue;
    }
    const form = lang === "fr" ? written.replace(elided, "") : written;
    const folded = fold(lang, form);
    if (folded.length < 2 || stop.has(folded)) continue;
    let before = match.index - 1;
    while (before >= 0 && /\s/u.test(text[before] as string)) before--;
    const opening = before < 0 || openers.has(text[before] as string);
    const cased = lang !== "ar" && !opening;
    const name = cased && capital.test(form);
    const stem = term(folded);
    if (stem.length < 3 && !name) continue;
    words.push({ form, term: stem, figure: false, name, cased });
  }
  return words;
}

/** Form -> the terms the other languages make of it (bounded: headline words repeat). */
const formTerms = new Map<string, string[]>();
const maxFormTerms = 20_000;
const arabicScript = /\p{Script=Arabic}/u;

/**
 * The terms a word as written may be in the languages this module reads: the Arabic one for
 * Arabic script, else the Spanish and the French. For showing a story's terms as its reports
 * write them (annotateText's wordForms), where the report's language is not at hand: callers
 * look terms up, so a term no report has costs nothing.
 */
export function otherTerms(form: string): string[] {
  let terms = formTerms.get(form);
  if (!terms) {
    const langs: OtherLanguage[] = arabicScript.test(form) ? ["ar"] : ["es", "fr"];
    terms = langs.map((lang) => {
      const folded = fold(lang, lang === "fr" ? form.replace(elided, "") : form);
      return toolsOf(lang).term(folded);
    });
    if (formTerms.size >= maxFormTerms) formTerms.clear();
    formTerms.set(form, terms);
  }
  return terms;
}
