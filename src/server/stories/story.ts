import { hash } from "node:crypto";
import type { Annotation } from "../../shared/annotation.ts";

/**
 * The stories engine's model: an article as its caller gives it (StoryInput), as the
 * clustering keeps it (StoryMember), and the stories it makes (Story).
 */

/**
 * One article as clustering sees it: the fields of a StoryMember its caller gives (the
 * index derives the rest).
 */
export type StoryInput = Pick<
  StoryMember,
  "key" | "titleKey" | "title" | "description" | "publisher" | "seenAt" | "annotation"
> & {
  /** The article's BCP 47 language, when known: which annotator reads it (annotateText). */
  language?: string | null;
};

/**
 * An article in StoryClusters' index (clusterStories), as grouping (groupStories) reads it
 * too: what its caller gave (StoryInput), then what the index derives (articleTerms).
 */
export interface StoryMember {
  /** Canonical link (rule 1). */
  key: string;
  /** Normalized title (rule 2). */
  titleKey: string;
  title: string;
  /** The item's summary as plain text, when the feed gives one. */
  description?: string;
  publisher: string;
  /** When the article was first seen (ms): pubDate when earlier, else when fetched. */
  seenAt: number;
  /**
   * The article's terms, when annotated beforehand (the ingest thread does): else, or when
   * an older annotator made them, add annotates it, once.
   */
  annotation?: Annotation;
  /** The article's terms (see annotate), title and description. */
  words: readonly string[];
  /** The same terms as small integers (see WordIndex.idOf), for fast overlap counts. */
  wordIds: readonly number[];
  /** Per term, how much its kind and place weigh (see articleTerms), before its rarity. */
  factors: readonly number[];
  /**
   * Per term, what it counts toward minSharedWords: 1 for a headline's (which is how
   * similarity tells them), the rules' descriptionUnit for a description's.
   */
  units: readonly number[];
  /** The headline's figures: they name the event (see conflictingNumbers). */
  titleFigures: readonly string[];
  /** The headline's names, as word ids: who or where (see statesName). */
  titleNames: readonly number[];
  /**
   * Every term the article states as a name, title or description: a word is a name where
   * an article writes it as one ("Bank" in "Bank of England"), not everywhere (see
   * groupStories' subjects).
   */
  names: readonly number[];
  /** The terms whose capitals told nothing here (Annotation.caseless), as word ids. */
  caseless: readonly number[];
  /** The words that describe rather than name (Annotation.describes), as word ids. */
  describes: readonly number[];
  /** The story the rules put it in: one event, told in alike words. */
  event: Story;
  /**
   * The story the site shows it in: its event, or the story its lone report was grouped
   * into (see groupStories). Current when read through member().
   */
  story: Story;
}

/** A set of articles reporting one event, across publishers. */
export interface Story {
  /** Derived from the first member's key: stable while the story lives. */
  id: string;
  /** The title of the earliest seen member. */
  title: string;
  firstSeen: number;
  members: StoryMember[];
  /** Publisher -> when its first article in the story was seen. */
  publishers: Map<string, number>;
  /** Word id -> how many members use it: what the story says. */
  vocabulary: Map<number, number>;
  /** Every member's headline figures ("6.8", "4000"), as conflictingNumbers reads them. */
  figures: string[];
  /**
   * The word ids at least coreQuorum of its members use (what most of it says), in vocabulary
   * order; kept as members come and go, as candidates read it far more often.
   */
  core: number[];
  /** Scratch space of StoryMatcher.bestMatch: the call that last scored this story. */
  pass: number;
  /** The story this one is shown in, as last grouped (see groupStories); undefined: itself. */
  shown: Story | undefined;
}

/** A short, URL-safe id from a key. */
export function storyIdOf(key: string): string {
  return hash("sha256", key, "base64url").slice(0, 12);
}
