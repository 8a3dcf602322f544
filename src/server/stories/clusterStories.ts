import { hash } from "node:crypto";
import { type TermKind, termKind } from "../../shared/annotation.ts";
import { currentAnnotation } from "../feeds/annotateText.ts";
import { type GroupRules, groupStories } from "./groupStories.ts";
import type { Story, StoryMember } from "./story.ts";

/**
 * One article as clustering sees it: the fields of a StoryMember its caller gives (the
 * index derives the rest).
 */
export type StoryInput = Pick<
  StoryMember,
  "key" | "titleKey" | "title" | "description" | "publisher" | "seenAt" | "annotation"
>;

/**
 * The rules' thresholds (issue 11). Rule 3 joins a headline to the story of another
 * publisher's headline seen within `windowMs` when they share at least `minSharedWords`
 * significant words and, weighing each word by its rarity (see StoryClusters.weightOf):
 * - the story says at least `minCover` of the headline (`minCoverWithFigure` when they
 *   share a figure such as "6.8" or "4000", which names an event), or at least
 *   `minCoverWithLink` when one member alone shares `minOverlap` of the shorter
 *   headline's words (the overlap coefficient);
 * - and the headline states at least `minCore` of the story's core (the words most of its
 *   members use), so that one vague member cannot chain two events together.
 */
export interface StoryRules {
  windowMs: number;
  minSharedWords: number;
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
  /**
   * The cover of a headline alone (against the story's titles and descriptions) counts when
   * the story states at least this much of its words that are not names.
   */
  minTitleEventCover: number;
  /** How long after its first report of a story a publisher's follow-up may join it. */
  followUpWindowMs: number;
  /** Whether a publisher's follow-up must name someone or somewhere its story states (statesName). */
  followUpByName: boolean;
  /** Weight of a term by kind (word, figure, entity: see termKind), times its rarity. */
  kindWeights: readonly [number, number, number];
  /** Weight of a term only the description states, against one the headline states. */
  descriptionWeight: number;
  /** Articles a word's rarity is measured against when few are indexed yet (a prior). */
  priorArticles: number;
  minTitleKeyLength: number;
  /** How lone reports are grouped into the stories shown (see groupStories). */
  grouping: Omit<GroupRules, "windowMs" | "generic">;
}

export const storyRules: StoryRules = {
  windowMs: 72 * 3600_000,
  minSharedWords: 3,
  minOverlap: 0.6,
  minCover: 0.5,
  minCoverWithFigure: 0.35,
  minCoverWithLink: 0.4,
  largeWindow: { articles: 1500, minCover: 0.6, minCoverWithLink: 0.45 },
  minCore: 0.3,
  followUpWindowMs: 24 * 3600_000,
  followUpByName: true,
  minTitleEventCover: 0.3,
  kindWeights: [1, 1.5, 2],
  descriptionWeight: 0.5,
  priorArticles: 50,
  /** Shorter normalized titles ("live", "world news") are not identity (rule 2). */
  minTitleKeyLength: 16,
  grouping: {
    minCosine: 0.35,
    minCosineEvents: 0.5,
    subjectShare: 0.3,
    rarity: 50,
    subjectPublishers: 12,
    subjectNaming: 0.25,
    subjectsWeighFully: true,
    sharedLocalName: 0.5,
    apart: { graceMs: 12 * 3600_000, fadeMs: 24 * 3600_000 },
  },
};

const noTerms = new Float64Array(0);

/** A short, URL-safe id from a key. */
export function storyIdOf(key: string): string {
  return hash("sha256", key, "base64url").slice(0, 12);
}

/**
 * Incremental story clustering. Each new article joins, in order: the story of the same
 * canonical link (rule 1); of the same normalized title (rule 2); the story of the most
 * similar recent headline of another publisher (rule 3), found through an inverted index
 * from significant word to articles, so an article is compared only with candidates that
 * share a word. Precision first: an article never joins a story its publisher already
 * covers by rule 3 (a publisher's follow-up is not another source), an article matching
 * nothing starts its own story, and stories never merge, but for one case: a story that
 * grows takes in a lone earlier headline it now fits (see takeInLoners).
 * These rules' stories are events (StoryMember.event). The stories shown
 * (StoryMember.story, read through member) are broader: the reports the rules leave alone
 * join the story of their subject, or each other, when most alike (see groupStories).
 */
export class StoryClusters {
  private readonly byKey = new Map<string, StoryMember>();
  private readonly byTitle = new Map<string, Story>();
  /** Posting lists: word id -> the articles using it, oldest first. */
  private readonly byWord: StoryMember[][] = [];
  private readonly wordIds = new Map<string, number>();
  private readonly byId = new Map<string, Story>();
  /** Stories of one article that bestMatch met in the current add: takeInLoners' candidates. */
  private readonly loners: Story[] = [];
  /** bestMatch's call counter, and per word id the last call whose headline uses it. */
  private pass = 0;
  /** Articles added since the last regroup, and whether a prune asks for one. */
  private ungrouped = 0;
  private regroupDue = false;
  /** The cover thresholds for the window's current size (see scaleCovers). */
  private covers = { minCover: 0, minCoverWithLink: 0 };
  private marks = new Uint32Array(1024);
  /** Per word id, its weight in the call `weighed` names (weights change as articles come). */
  private weights = new Float64Array(1024);
  private weighed = new Uint32Array(1024);
  /** Per word id, the strongest kind any article gave it (see termKind): weighs the core. */
  private kinds = new Uint8Array(1024);

  constructor(private readonly rules: StoryRules = storyRules) {}

  /**
   * Adds an article (a known key is a no-op) and returns the rules' story of it (its event).
   * An article alone in its story may later be taken into another (see takeInLoners) or
   * grouped with others (see groupStories): `member(key).story` is current.
   */
  add(input: StoryInput): Story {
    const known = this.byKey.get(input.key);
    if (known) return known.event;
    this.scaleCovers();
    const annotation = currentAnnotation(input.title, input.description, input.annotation);
    const words = annotation.terms;
    const wordIds = words.map((word) => this.idOf(word));
    for (let i = 0; i < wordIds.length; i++) {
      const id = wordIds[i] as number;
      this.kinds[id] = Math.max(this.kinds[id] as number, annotation.kinds[i] as number);
    }
    const factors = annotation.kinds.map((kind, i) =>
      this.evidenceOf(kind, annotation.inTitle[i] as boolean),
    );
    const units = annotation.inTitle.map((inTitle) => (inTitle ? 1 : 0.5));
    const titleFigures = words.filter(
      (_, i) => annotation.kinds[i] === termKind.figure && annotation.inTitle[i],
    );
    const titled =
      input.titleKey.length >= this.rules.minTitleKeyLength
        ? this.byTitle.get(input.titleKey)
        : undefined;
    const titleNames = wordIds.filter(
      (_, i) => annotation.kinds[i] === termKind.entity && annotation.inTitle[i],
    );
    const names = wordIds.filter((_, i) => annotation.kinds[i] === termKind.entity);
    const caseless = (annotation.caseless ?? []).map((i) => wordIds[i] as number);
    const terms: Terms = { wordIds, factors, units, titleFigures, titleNames };
    const matched = titled ?? this.bestMatch(input, terms);
    const story = matched ?? this.newStory(input);
    // Spelled out rather than spread: one object shape keeps bestMatch's loop monomorphic.
    const member: StoryMember = {
      key: input.key,
      titleKey: input.titleKey,
      title: input.title,
      publisher: input.publisher,
      seenAt: input.seenAt,
      words,
      wordIds,
      factors,
      units,
      titleFigures,
      titleNames,
      names,
      caseless,
      groupVector: noTerms,
      groupPass: 0,
      event: story,
      story,
    };
    this.join(story, member);
    this.byKey.set(input.key, member);
    this.ungrouped++;
    if (input.titleKey.length >= this.rules.minTitleKeyLength && !titled)
      this.byTitle.set(input.titleKey, story);
    for (const id of wordIds) this.byWord[id]?.push(member);
    if (matched) this.takeInLoners(story);
    this.loners.length = 0;
    return story;
  }

  /** Makes a member part of a story and updates what the story says. */
  private join(story: Story, member: StoryMember): void {
    member.event = story;
    member.story = story.shown ?? story;
    story.members.push(member);
    for (const id of member.wordIds) story.vocabulary.set(id, (story.vocabulary.get(id) ?? 0) + 1);
    for (const figure of member.titleFigures) story.figures.push(figure);
    updateCore(story);
    // The headline is the earliest report's; the id stays the founding member's.
    if (member.seenAt < story.firstSeen) {
      story.firstSeen = member.seenAt;
      story.title = member.title;
    }
    const joined = story.publishers.get(member.publisher);
    if (joined === undefined || member.seenAt < joined)
      story.publishers.set(member.publisher, member.seenAt);
  }

  /**
   * A story that just grew says more, so a headline it turned away earlier may fit it now:
   * the order articles come in should not decide. Each lone headline bestMatch met (a story
   * of one article, so no page links it yet) is weighed against the grown story by the same
   * rules as a new headline, and joins it when it fits; its own story ends.
   */
  private takeInLoners(story: Story): void {
    for (const loner of this.loners) {
      if (loner === story || loner.members.length !== 1) continue;
      const member = loner.members[0] as StoryMember;
      const pass = ++this.pass;
      for (const id of member.wordIds) this.marks[id] = pass;
      if (!this.mayJoin(story, member)) continue;
      const followUp = story.publishers.has(member.publisher);
      if (this.similarity(story, member, pass, followUp) === 0) continue;
      this.byId.delete(loner.id);
      if (this.byTitle.get(member.titleKey) === loner) this.byTitle.set(member.titleKey, story);
      this.join(story, member);
    }
  }

  /** A word's small integer id, interned once; its posting list starts empty. */
  private idOf(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.byWord.length;
      this.wordIds.set(word, id);
      this.byWord.push([]);
      if (id >= this.marks.length) {
        this.marks = grown(this.marks);
        this.weighed = grown(this.weighed);
        const kinds = new Uint8Array(this.kinds.length * 2);
        kinds.set(this.kinds);
        this.kinds = kinds;
        const weights = new Float64Array(this.weights.length * 2);
        weights.set(this.weights);
        this.weights = weights;
      }
    }
    return id;
  }

  /**
   * An article by key, its `story` current: read after adds or a prune, it regroups first.
   * In a window of more than a hundred articles it waits for a hundredth of them to be new,
   * so that reading after each add does not regroup the whole window each time; until then
   * the newest show as shown() says.
   */
  member(key: string): StoryMember | undefined {
    if (this.regroupDue || (this.ungrouped > 0 && this.ungrouped >= this.byKey.size / 100))
      this.regroup();
    return this.byKey.get(key);
  }

  /**
   * An article by key as last grouped, without regrouping: its story is the one its event
   * was shown in then (an event since founded shows alone). For callers that regroup on
   * their own schedule, as grouping a window costs more than adding to it.
   */
  shown(key: string): StoryMember | undefined {
    return this.byKey.get(key);
  }

  /** Whether an article is clustered. */
  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** Sets every event's and member's story to its group's (see groupStories). */
  regroup(): void {
    this.ungrouped = 0;
    this.regroupDue = false;
    const pass = ++this.pass;
    const representative = groupStories(
      this.byId.values(),
      {
        postings: (id) => this.byWord[id] as StoryMember[],
        rarity: (id) => this.weightIn(id, pass),
        isName: (id) => this.kinds[id] === termKind.entity,
        articles: this.byKey.size,
      },
      {
        ...this.rules.grouping,
        windowMs: this.rules.windowMs,
        generic: this.generic(),
      },
    );
    for (const event of this.byId.values()) event.shown = representative.get(event);
    for (const member of this.byKey.values()) member.story = member.event.shown ?? member.event;
  }

  /**
   * A word most articles use (over 2 %, and over 50 of them) is generic: it counts as
   * shared but never finds a candidate by itself. This bounds the work per headline and
   * asks every match to share at least one distinctive word.
   */
  private generic(): number {
    return Math.max(50, this.byKey.size * 0.02);
  }

  story(id: string): Story | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byKey.size;
  }

  /**
   * Forgets articles first seen before `before` that `keep` no longer wants (no source
   * carries them), and stories left without members: memory stays bounded by the window.
   */
  prune(before: number, keep: (key: string) => boolean): void {
    const gone = new Set<StoryMember>();
    for (const member of this.byKey.values())
      if (member.seenAt < before && !keep(member.key)) gone.add(member);
    if (gone.size === 0) return;
    this.regroupDue = true;
    for (const member of gone) {
      this.byKey.delete(member.key);
      if (this.byTitle.get(member.titleKey) === member.event) this.byTitle.delete(member.titleKey);
      const story = member.event;
      story.members = story.members.filter((m) => !gone.has(m));
      story.figures = story.members.flatMap((m) => m.titleFigures);
      for (const id of member.wordIds) {
        const left = (story.vocabulary.get(id) ?? 0) - 1;
        if (left > 0) story.vocabulary.set(id, left);
        else story.vocabulary.delete(id);
      }
      if (story.members.length === 0) this.byId.delete(story.id);
      else updateCore(story);
    }
    // Word ids stay interned (a vocabulary grows slowly); their lists are emptied.
    for (let id = 0; id < this.byWord.length; id++) {
      const list = this.byWord[id] as StoryMember[];
      if (list.some((m) => gone.has(m))) this.byWord[id] = list.filter((m) => !gone.has(m));
    }
  }

  private bestMatch(input: StoryInput, terms: Terms): Story | undefined {
    const { minSharedWords, windowMs } = this.rules;
    const wordIds = terms.wordIds;
    if (wordIds.length < minSharedWords) return undefined;
    const pass = ++this.pass;
    for (const id of wordIds) this.marks[id] = pass;
    // Prefix filtering: a headline sharing minSharedWords of ours with a story shares at
    // least one of our (length - minSharedWords + 1) rarest words with one of its members,
    // so only their posting lists are read; the most common words' never are.
    const rarest = this.rarestFirst(wordIds);
    let best: Story | undefined;
    let bestScore = 0;
    const generic = this.generic();
    for (let i = 0; i <= wordIds.length - minSharedWords; i++) {
      const list = this.byWord[rarest[i] as number] as StoryMember[];
      if (list.length > generic) continue;
      for (const member of list) {
        const story = member.event;
        if (story.pass === pass) continue;
        if (Math.abs(member.seenAt - input.seenAt) > windowMs) continue;
        story.pass = pass;
        // Even one of our publisher: it may fit the story we join.
        if (story.members.length === 1) this.loners.push(story);
        if (!this.mayJoin(story, input)) continue;
        const score = this.similarity(story, terms, pass, story.publishers.has(input.publisher));
        if (score > bestScore) {
          best = story;
          bestScore = score;
        }
      }
    }
    return best;
  }

  /** A headline's word ids, those with the shortest posting lists first (a stable sort). */
  private rarestFirst(wordIds: readonly number[]): number[] {
    const sorted: number[] = [];
    for (const id of wordIds) {
      const length = (this.byWord[id] as StoryMember[]).length;
      let at = sorted.length;
      while (at > 0 && (this.byWord[sorted[at - 1] as number] as StoryMember[]).length > length)
        at--;
      sorted.splice(at, 0, id);
    }
    return sorted;
  }

  /**
   * How well a headline (its words marked with `pass`) fits a story under rule 3: 0 when
   * it does not, else cover + core. Cover: how much of the headline the story says; core:
   * how much of what most of the story says the headline states; both weighted by rarity.
   */
  /**
   * Whether an article may join a story at all: a publisher's follow-up joins the story it
   * reported within followUpWindowMs of its first report; later, it is news of its own
   * ("miners trapped", then "miners rescued" two days on).
   */
  private mayJoin(story: Story, article: StoryInput): boolean {
    const since = story.publishers.get(article.publisher);
    return since === undefined || Math.abs(article.seenAt - since) <= this.rules.followUpWindowMs;
  }

  private similarity(story: Story, terms: Terms, pass: number, followUp: boolean): number {
    const rules = this.rules;
    const { wordIds, factors, units } = terms;
    // Most candidates share too few terms: count them first.
    let shared = 0;
    for (let i = 0; i < wordIds.length; i++)
      if (story.vocabulary.has(wordIds[i] as number)) shared += units[i] as number;
    if (shared < rules.minSharedWords) return 0;
    let covered = 0;
    let total = 0;
    let titleCovered = 0;
    let titleTotal = 0;
    let eventCovered = 0;
    let eventTotal = 0;
    let figure = false;
    for (let i = 0; i < wordIds.length; i++) {
      const id = wordIds[i] as number;
      const weight = this.weightIn(id, pass) * (factors[i] as number);
      total += weight;
      const inTitle = units[i] === 1;
      if (inTitle) titleTotal += weight;
      const named = this.kinds[id] === termKind.entity;
      if (!named && inTitle) eventTotal += weight;
      if (!story.vocabulary.has(id)) continue;
      covered += weight;
      if (inTitle) titleCovered += weight;
      if (!named && inTitle) eventCovered += weight;
      if (this.kinds[id] === termKind.figure) figure = true;
    }
    // A headline says what the event is; its description adds details other reports may
    // not give. The story's own descriptions often state what a headline does.
    // Precision first: a headline counts alone only when the story says more of it than its
    // names ("Iberica Energia" in both, but "wind farm" against "profit").
    const titleEvent = eventCovered >= rules.minTitleEventCover * eventTotal;
    const cover = Math.max(
      covered / total,
      titleTotal > 0 && titleEvent ? titleCovered / titleTotal : 0,
    );
    const { minCover, minCoverWithLink } = this.covers;
    const enough =
      cover >= (figure ? rules.minCoverWithFigure : minCover) ||
      (cover >= minCoverWithLink && this.linked(story, wordIds, pass));
    if (!enough) return 0;

    let coreWeight = 0;
    let coreStated = 0;
    for (const id of story.core) {
      const weight = this.weightIn(id, pass) * rules.kindWeights[this.kinds[id] as TermKind];
      coreWeight += weight;
      if (this.marks[id] === pass) coreStated += weight;
    }
    const core = coreStated / coreWeight;
    if (core < rules.minCore) return 0;
    if (this.conflictingNumbers(terms.titleFigures, story)) return 0;
    if (followUp && rules.followUpByName && !this.statesName(terms.titleNames, story)) return 0;
    return cover + core;
  }

  /**
   * A headline and a story whose headlines give figures, none of which the story states
   * anywhere ("5.1 quake", "6.8 quake"), report different events. "700 jobs" does not
   * conflict with "60 branches" when a description of the story gives both.
   */
  private conflictingNumbers(numbers: readonly string[], story: Story): boolean {
    if (numbers.length === 0 || story.figures.length === 0) return false;
    return !numbers.some((n) => story.vocabulary.has(this.wordIds.get(n) as number));
  }

  /**
   * Whether a publisher's headline names someone or somewhere its story states: what a
   * follow-up must do to join the story the publisher already reported. Without it, alike
   * wording is the publisher's template for another event ("Late surge lifts the visitors to
   * a narrow win", then "... the league leaders ..."; "officials in Nairobi publish a
   * timetable", then "... in Porto ..."). Across publishers, wording varies, and names with
   * it ("Valencia", "Spain"), so it applies only here.
   */
  private statesName(names: readonly number[], story: Story): boolean {
    return names.some((id) => story.vocabulary.has(id));
  }

  /** Whether one member alone shares minSharedWords and minOverlap of the shorter headline. */
  private linked(story: Story, wordIds: readonly number[], pass: number): boolean {
    const { minSharedWords, minOverlap } = this.rules;
    return story.members.some((member) => {
      let count = 0;
      for (const theirs of member.wordIds) if (this.marks[theirs] === pass) count++;
      return (
        count >= minSharedWords &&
        count / Math.min(wordIds.length, member.wordIds.length) >= minOverlap
      );
    });
  }

  /**
   * How telling a word is: its inverse document frequency over the indexed articles (the
   * window), ln(1 + articles / articles using it). A word no article uses yet weighs most.
   * The prior keeps weights sane while few articles are indexed (at start): with three
   * articles, a word two of them use is not yet a common word.
   */
  private weightOf(id: number): number {
    const articles = this.byKey.size + this.rules.priorArticles;
    return Math.log(1 + articles / ((this.byWord[id]?.length ?? 0) + 1));
  }

  /**
   * minCover and minCoverWithLink for the window's size, from the rules' (priorArticles × 5
   * articles or fewer, with the prior) to largeWindow's (its articles or more), log-linear:
   * set once an add, not for each candidate.
   */
  private scaleCovers(): void {
    const rules = this.rules;
    const small = rules.priorArticles * 5;
    const articles = this.byKey.size + rules.priorArticles;
    const share = Math.log(articles / small) / Math.log(rules.largeWindow.articles / small);
    const large = Math.min(1, Math.max(0, share));
    this.covers = {
      minCover: rules.minCover + (rules.largeWindow.minCover - rules.minCover) * large,
      minCoverWithLink:
        rules.minCoverWithLink +
        (rules.largeWindow.minCoverWithLink - rules.minCoverWithLink) * large,
    };
  }

  /** How much a term of a kind weighs, wherever it stands, before its rarity. */
  private evidenceOf(kind: TermKind, inTitle: boolean): number {
    const rules = this.rules;
    return rules.kindWeights[kind] * (inTitle ? 1 : rules.descriptionWeight);
  }

  /** weightOf, computed once per bestMatch call (nothing is indexed during one). */
  private weightIn(id: number, pass: number): number {
    if (this.weighed[id] === pass) return this.weights[id] as number;
    const weight = this.weightOf(id);
    this.weights[id] = weight;
    this.weighed[id] = pass;
    return weight;
  }

  private newStory(input: StoryInput): Story {
    let id = storyIdOf(input.key);
    // A key forgotten by prune and seen again must not take over a living story's id.
    for (let n = 2; this.byId.has(id); n++) id = storyIdOf(`${input.key}#${n}`);
    const story: Story = {
      id,
      title: input.title,
      firstSeen: input.seenAt,
      members: [],
      publishers: new Map(),
      vocabulary: new Map(),
      words: [],
      figures: [],
      core: [],
      pass: 0,
      slot: 0,
      shown: undefined,
    };
    this.byId.set(id, story);
    return story;
  }
}

/** What similarity reads of an article: a member, or one being added. */
type Terms = Pick<StoryMember, "wordIds" | "factors" | "units" | "titleFigures" | "titleNames">;

/** Recomputes what is derived from a story's vocabulary: its word list and its core. */
function updateCore(story: Story): void {
  const quorum = Math.ceil(story.members.length / 2);
  story.words.length = 0;
  story.core.length = 0;
  for (const [id, users] of story.vocabulary) {
    story.words.push(id);
    if (users >= quorum) story.core.push(id);
  }
}

function grown(array: Uint32Array): Uint32Array<ArrayBuffer> {
  const larger = new Uint32Array(array.length * 2);
  larger.set(array);
  return larger;
}
