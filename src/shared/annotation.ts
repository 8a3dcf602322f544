import * as z from "zod/mini";

/** What a term is evidence of: which event an article reports, strongest last. */
export const termKind = { word: 0, figure: 1, entity: 2 } as const;
export type TermKind = (typeof termKind)[keyof typeof termKind];

/**
 * The terms of an article that can tell one event from another, each once (made by
 * src/server/feeds/annotateText.ts, kept with the item so a restart need not redo it):
 * `terms[i]` is a stem or a figure, `kinds[i]` its kind, `inTitle[i]` whether the headline
 * states it (else only the description does). `caseless` lists the indices of the terms
 * whose capitals told nothing: a known word each use of which opens a sentence or stands in
 * a Title Cased headline ("Google unveils...", "Google Unveils..."), so whether it is a name
 * there is unknown. `describes` lists the indices of the common words every use of which
 * the English tagger reads as an adjective, adverb or verb ("heavy", "hit"): evidence for
 * matching like any word, left out of a story's why-terms (issue 49). `version` is the
 * annotator's when it made them: an older one is made again.
 */
export const annotationSchema = z.object({
  version: z.number(),
  terms: z.array(z.string()),
  kinds: z.array(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  inTitle: z.array(z.boolean()),
  caseless: z.optional(z.array(z.number())),
  describes: z.optional(z.array(z.number())),
});

export type Annotation = z.output<typeof annotationSchema>;
