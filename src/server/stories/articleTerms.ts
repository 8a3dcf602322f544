import { type TermKind, termKind } from "../../shared/annotation.ts";
import { currentAnnotation } from "../feeds/annotateText.ts";
import type { StoryInput, StoryMember } from "./story.ts";
import type { StoryRules } from "./storyRules.ts";
import type { WordIndex } from "./wordIndex.ts";

/** What the index derives of an article: the fields of a StoryMember its caller does not give. */
export type ArticleTerms = Pick<
  StoryMember,
  | "words"
  | "wordIds"
  | "factors"
  | "units"
  | "titleFigures"
  | "titleNames"
  | "names"
  | "caseless"
  | "describes"
>;

/**
 * An article's terms as matching and grouping read them: its annotation's (made here when
 * it carries none, or one an older annotator made), interned in the index, each weighed by
 * its kind and place.
 */
export function articleTerms(input: StoryInput, index: WordIndex, rules: StoryRules): ArticleTerms {
  const annotation = currentAnnotation(
    input.title,
    input.description,
    input.annotation,
    input.language,
  );
  const { kinds, inTitle } = annotation;
  const words = annotation.terms;
  const wordIds = words.map((word, i) => index.idOf(word, kinds[i] as TermKind));
  const factors = kinds.map(
    (kind, i) => rules.kindWeights[kind] * (inTitle[i] ? 1 : rules.descriptionWeight),
  );
  const units = inTitle.map((titled) => (titled ? 1 : rules.descriptionUnit));
  const titleFigures = words.filter((_, i) => kinds[i] === termKind.figure && inTitle[i]);
  const titleNames = wordIds.filter((_, i) => kinds[i] === termKind.entity && inTitle[i]);
  const names = wordIds.filter((_, i) => kinds[i] === termKind.entity);
  const caseless = (annotation.caseless ?? []).map((i) => wordIds[i] as number);
  const describes = (annotation.describes ?? []).map((i) => wordIds[i] as number);
  return { words, wordIds, factors, units, titleFigures, titleNames, names, caseless, describes };
}
