import { SEARCH_TEXT, STATUS_TEXT } from "./pageTexts.ts";
import { STORY_TEXT } from "./storyTexts.ts";
import { TEXT } from "./texts.ts";

/**
 * The English catalogue: the spec's texts, as `texts.ts`, `pageTexts.ts` and
 * `storyTexts.ts` define them. Every other language's catalogue has the same keys.
 */
export const english = { TEXT, SEARCH_TEXT, STATUS_TEXT, STORY_TEXT };

/** A catalogue's shape, derived from English: strings widened, functions and keys kept. */
type Messages<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : { readonly [K in keyof T]: Messages<T[K]> };

export type Catalogue = Messages<typeof english>;
