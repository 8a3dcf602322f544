import type { Annotation } from "../../shared/annotation.ts";

/**
 * An article in StoryClusters' index (clusterStories), as grouping (groupStories) reads it
 * too: what its caller gave (StoryInput), then what the index derives.
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
  /** The same terms as small integers (see StoryClusters.idOf), for fast overlap counts. */
  wordIds: readonly number[];
  /** Per term, how much its kind and place weigh (see evidenceOf), times its rarity. */
  factors: readonly number[];
  /** Per term, whether it counts toward minSharedWords fully (a headline's) or by half. */
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
  /** Scratch space of groupStories: its weighted terms in the call groupPass names. */
  groupVector: Float64Array;
  groupPass: number;
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
  /** The vocabulary's word ids, in its order: scanned faster than the map is probed. */
  words: number[];
  /** Every member's headline figures ("6.8", "4000"), as conflictingNumbers reads them. */
  figures: string[];
  /**
   * The word ids at least half its members use (what most of it says), in vocabulary
   * order; kept as members come and go, as candidates read it far more often.
   */
  core: number[];
  /** Scratch space of bestMatch: the call that last scored this story. */
  pass: number;
  /** Scratch space of groupStories: this story's place in its pass. */
  slot: number;
  /** The story this one is shown in, as last grouped (see groupStories); undefined: itself. */
  shown: Story | undefined;
}
