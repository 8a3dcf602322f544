/**
 * Every threshold and timer of the stories engine, named once, with why (how they were
 * tuned: docs/stories-tuning.md). `StoryClusters` takes them as one value, so an
 * evaluation can vary any of them (tools/eval/ablation.ts).
 *
 * Rule 3 joins a headline to the story of another publisher's headline seen within
 * `windowMs` when they share at least `minSharedWords` significant words and, weighing each
 * word by its rarity (see WordIndex.rarity):
 * - the story says at least `minCover` of the headline (`minCoverWithFigure` when they
 *   share a figure such as "6.8" or "4000", which names an event), or at least
 *   `minCoverWithLink` when one member alone shares `minOverlap` of the shorter
 *   headline's words (the overlap coefficient);
 * - and the headline states at least `minCore` of the story's core (the words most of its
 *   members use), so that one vague member cannot chain two events together.
 */
export interface StoryRules {
  /**
   * Articles further apart than this are never one story (rules and grouping), and older
   * ones leave the window when no source carries them (StoryCatalog's prune).
   */
  windowMs: number;
  minSharedWords: number;
  /**
   * What a term only the description states counts toward minSharedWords (a headline's: 1):
   * a description says more than its headline, and less surely which event.
   */
  descriptionUnit: number;
  minOverlap: number;
  minCover: number;
  minCoverWithFigure: number;
  minCoverWithLink: number;
  /**
   * minCover and minCoverWithLink for a window of `articles` or more (with the prior); from
   * priorArticles × 5 articles down, the values above; log-linear between. Among thousands
   * of articles a town or a firm two events share is rare, and covers half a headline by
   * itself ("Lisvane" bridge collapse and cycle bridge): tuned on a part of 195 headlines,
   * the rules kept 0.997 of their merges right alone but 0.803 among 3,000 other articles.
   */
  largeWindow: { articles: number; minCover: number; minCoverWithLink: number };
  minCore: number;
  /** The share of a story's members (rounded up) that use a word in its core: most of them. */
  coreQuorum: number;
  /**
   * The cover of a headline alone (against the story's titles and descriptions) counts when
   * the story states at least this much of its words that are not names.
   */
  minTitleEventCover: number;
  /** How long after its first report of a story a publisher's follow-up may join it. */
  followUpWindowMs: number;
  /** Whether a publisher's follow-up must name someone or somewhere its story states (statesName). */
  followUpByName: boolean;
  /**
   * A story only its own publisher tells takes another of that publisher's headlines only as
   * an edit of one of them: that report states at least this share of the shorter
   * headline's terms (issue 50). A feed's headlines share its template ("Clean Art-0
   * story 1 harbour and tramway", "... story 11 railway and tunnel": 3 of 5 terms), and
   * nobody else's report says they are one event.
   */
  minEditOverlap: number;
  /** Weight of a term by kind (word, figure, entity: see termKind), times its rarity. */
  kindWeights: readonly [number, number, number];
  /** Weight of a term only the description states, against one the headline states. */
  descriptionWeight: number;
  /** Articles a word's rarity is measured against when few are indexed yet (a prior). */
  priorArticles: number;
  /**
   * A word more than `share` of the window's articles use, and more than `articles` of them,
   * is generic: it counts as shared but never finds a candidate by itself. This bounds the
   * work per headline and asks every match to share at least one distinctive word.
   */
  genericWord: { articles: number; share: number };
  /** Shorter normalized titles ("live", "world news") are not identity (rule 2). */
  minTitleKeyLength: number;
  /** How lone reports are grouped into the stories shown (see groupStories). */
  grouping: GroupRules;
  /** When the window is regrouped and pruned (see RegroupSchedule and StoryCatalog). */
  schedule: ScheduleRules;
}

export interface GroupRules {
  /** The cosine of two groups' centroids that makes them one story. */
  minCosine: number;
  /** The same for two groups that each hold a story of several articles (an event). */
  minCosineEvents: number;
  /**
   * Pairs of single stories less alike than this (their articles' summed cosine, per pair
   * of articles) are never neighbours: one would rarely join the other's story, and they
   * would be most of the pairs.
   */
  noiseCosine: number;
  /** A subject more than this share of the window's articles use finds no candidate. */
  subjectShare: number;
  /** A word fewer than one article in this many uses weighs as much as the rarest. */
  rarity: number;
  /** A name at least this many publishers use is a subject. */
  subjectPublishers: number;
  /**
   * ...and at least this share of those whose capitals tell write it as a name: "bank" is
   * in most stories, and one "Bank of England" must not make it the subject of them all,
   * while "Google" opening a headline, or in a Title Cased one, says nothing either way.
   */
  subjectNaming: number;
  /** Whether a subject weighs as the rarest term (see termWeights), else by its rarity. */
  subjectsWeighFully: boolean;
  /** What a shared name fewer publishers use counts for, against its weight (termWeights). */
  sharedLocalName: number;
  /**
   * Two groups whose articles are further apart in time than `graceMs` (the gap between
   * the one's last and the other's first) count less alike, by a share of the gap beyond
   * it, down to nothing at `graceMs + fadeMs`.
   */
  apart: { graceMs: number; fadeMs: number };
  /**
   * Two groups of one subject stay two stories when each says something of its own beyond
   * its subjects and the two say different things (a carmaker's recall, its pickup's launch):
   * their headlines are, across, less than `ratio` as alike (beyond subjects) as the
   * headlines within the less consistent of the two, while that consistency, over every
   * pair across, would have made at least `evidence` of likeness (the sum of the pairs'
   * dots), so that its absence tells. See groupStories' `apart`.
   */
  angles: { ratio: number; evidence: number };
  /**
   * After grouping, a report of one headline goes to the group, kept apart from its own,
   * that states more of it, each term counting in full when this share of that group's
   * headlines use it (as a story's core is what half its members say). See `rehome`.
   */
  rehomeShare: number;
}

/**
 * Grouping (groupStories) regroups the whole window: 3-5 ms for 5,000 articles of few
 * subjects, about 100 ms when most are lone reports of broad subjects. So it waits for
 * enough new articles, and until then an event founded since shows alone.
 */
export interface ScheduleRules {
  /** A refresh regroups when this long has passed since the last regroup... */
  regroupEveryMs: number;
  /** ...or this share of the window's articles are new (or after a prune). */
  regroupShare: number;
  /**
   * Read without a clock (StoryClusters.member), the window regroups once this share of it
   * is new: reading after each add must not regroup the whole window each time.
   */
  regroupShareOnRead: number;
  /** Forgetting walks every posting list: a few times an hour is enough to bound memory. */
  pruneEveryMs: number;
}

export const storyRules: StoryRules = {
  windowMs: 72 * 3600_000,
  minSharedWords: 3,
  descriptionUnit: 0.5,
  minOverlap: 0.6,
  minCover: 0.5,
  minCoverWithFigure: 0.35,
  minCoverWithLink: 0.4,
  largeWindow: { articles: 1500, minCover: 0.6, minCoverWithLink: 0.45 },
  minCore: 0.3,
  coreQuorum: 0.5,
  followUpWindowMs: 24 * 3600_000,
  followUpByName: true,
  minEditOverlap: 0.8,
  minTitleEventCover: 0.3,
  kindWeights: [1, 1.5, 2],
  descriptionWeight: 0.5,
  priorArticles: 50,
  genericWord: { articles: 50, share: 0.02 },
  minTitleKeyLength: 16,
  grouping: {
    minCosine: 0.35,
    minCosineEvents: 0.5,
    noiseCosine: 0.1,
    subjectShare: 0.3,
    rarity: 50,
    subjectPublishers: 12,
    subjectNaming: 0.25,
    subjectsWeighFully: true,
    sharedLocalName: 0.5,
    apart: { graceMs: 12 * 3600_000, fadeMs: 24 * 3600_000 },
    // Across less than half as alike as within; judged once the likeness expected across is
    // that of about one pair of headlines sharing a word (a dot near 0.5): smaller, it says little.
    angles: { ratio: 0.5, evidence: 0.5 },
    // A term half the group's headlines use is what the group is about (as coreQuorum).
    rehomeShare: 0.5,
  },
  schedule: {
    regroupEveryMs: 60_000,
    regroupShare: 0.1,
    regroupShareOnRead: 0.01,
    pruneEveryMs: 15 * 60_000,
  },
};
