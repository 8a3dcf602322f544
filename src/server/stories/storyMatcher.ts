import { termKind } from "../../shared/annotation.ts";
import type { Story, StoryInput, StoryMember } from "./story.ts";
import type { StoryRules } from "./storyRules.ts";
import type { WordIndex } from "./wordIndex.ts";

/** What matching reads of an article: a member, or one being added. */
export type Terms = Pick<
  StoryMember,
  "wordIds" | "factors" | "units" | "titleFigures" | "titleNames"
>;

/**
 * Rule 3 (see StoryRules): which story a headline joins, if any, by what it shares with the
 * window's stories, each word weighed by its rarity. Candidates come from the posting lists
 * of the headline's words, so a headline is compared only with stories that share a word.
 */
export class StoryMatcher {
  /** Stories of one article the last bestMatch met: StoryClusters.takeInLoners' candidates. */
  readonly loners: Story[] = [];
  /** The call counter, and per word id the last call whose headline uses it. */
  private pass = 0;
  private marks = new Uint32Array(1024);
  /** The cover thresholds for the window's current size (see scaleCovers). */
  private covers = { minCover: 0, minCoverWithLink: 0 };

  constructor(
    private readonly index: WordIndex,
    private readonly rules: StoryRules,
  ) {}

  /**
   * The story a new headline fits best under rule 3, if any; meanwhile it notes the lone
   * stories it met (loners). Call it before the headline is indexed.
   */
  bestMatch(input: StoryInput, terms: Terms): Story | undefined {
    const { minSharedWords, windowMs } = this.rules;
    this.loners.length = 0;
    this.scaleCovers();
    const wordIds = terms.wordIds;
    if (wordIds.length < minSharedWords) return undefined;
    const pass = this.mark(wordIds);
    // Prefix filtering: a headline sharing minSharedWords of ours with a story shares at
    // least one of our (length - minSharedWords + 1) rarest words with one of its members,
    // so only their posting lists are read; the most common words' never are.
    const rarest = this.index.rarestFirst(wordIds);
    let best: Story | undefined;
    let bestScore = 0;
    const generic = this.index.genericLength();
    for (let i = 0; i <= wordIds.length - minSharedWords; i++) {
      const list = this.index.postings(rarest[i] as number);
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

  /** Whether an indexed member, a story of its own, fits a story by the same rules. */
  fits(story: Story, member: StoryMember): boolean {
    const pass = this.mark(member.wordIds);
    if (!this.mayJoin(story, member)) return false;
    const followUp = story.publishers.has(member.publisher);
    return this.similarity(story, member, pass, followUp) !== 0;
  }

  /** Marks a headline's words with a new call number, which it returns. */
  private mark(wordIds: readonly number[]): number {
    if (this.marks.length < this.index.size) {
      let length = this.marks.length;
      while (length < this.index.size) length *= 2;
      this.marks = new Uint32Array(length);
    }
    const pass = ++this.pass;
    for (const id of wordIds) this.marks[id] = pass;
    return pass;
  }

  /**
   * Whether an article may join a story at all: a publisher's follow-up joins the story it
   * reported within followUpWindowMs of its first report; later, it is news of its own
   * ("miners trapped", then "miners rescued" two days on).
   */
  private mayJoin(story: Story, article: StoryInput): boolean {
    const since = story.publishers.get(article.publisher);
    return since === undefined || Math.abs(article.seenAt - since) <= this.rules.followUpWindowMs;
  }

  /**
   * How well a headline (its words marked with `pass`) fits a story under rule 3: 0 when
   * it does not, else cover + core. Cover: how much of the headline the story says; core:
   * how much of what most of the story says the headline states; both weighted by rarity.
   */
  private similarity(story: Story, terms: Terms, pass: number, followUp: boolean): number {
    const rules = this.rules;
    const index = this.index;
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
      const weight = index.rarity(id) * (factors[i] as number);
      total += weight;
      const inTitle = units[i] === 1;
      if (inTitle) titleTotal += weight;
      const named = index.isName(id);
      if (!named && inTitle) eventTotal += weight;
      if (!story.vocabulary.has(id)) continue;
      covered += weight;
      if (inTitle) titleCovered += weight;
      if (!named && inTitle) eventCovered += weight;
      if (index.kindOf(id) === termKind.figure) figure = true;
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
      const weight = index.rarity(id) * rules.kindWeights[index.kindOf(id)];
      coreWeight += weight;
      if (this.marks[id] === pass) coreStated += weight;
    }
    const core = coreStated / coreWeight;
    if (core < rules.minCore) return 0;
    if (this.conflictingNumbers(terms.titleFigures, story)) return 0;
    if (followUp && rules.followUpByName && !this.statesName(terms.titleNames, story)) return 0;
    if (followUp && story.publishers.size === 1 && !this.edits(story, wordIds, pass)) return 0;
    return cover + core;
  }

  /**
   * A headline and a story whose headlines give figures, none of which the story states
   * anywhere ("5.1 quake", "6.8 quake"), report different events. "700 jobs" does not
   * conflict with "60 branches" when a description of the story gives both.
   */
  private conflictingNumbers(numbers: readonly string[], story: Story): boolean {
    if (numbers.length === 0 || story.figures.length === 0) return false;
    return !numbers.some((n) => story.vocabulary.has(this.index.knownId(n) as number));
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

  /**
   * Whether a headline is an edit of one member of a story only its own publisher tells
   * ("... thousands evacuated", then "... thousands forced from homes"): that member states
   * minEditOverlap of the shorter one's terms. A publisher's other headlines that merely
   * share its template or its subject stay stories of their own.
   */
  private edits(story: Story, wordIds: readonly number[], pass: number): boolean {
    const { minEditOverlap } = this.rules;
    return story.members.some(
      (member) =>
        this.sharedWords(member, pass) / Math.min(wordIds.length, member.wordIds.length) >=
        minEditOverlap,
    );
  }

  /** How many of a member's words the headline marked with `pass` uses. */
  private sharedWords(member: StoryMember, pass: number): number {
    let count = 0;
    for (const theirs of member.wordIds) if (this.marks[theirs] === pass) count++;
    return count;
  }

  /** Whether one member alone shares minSharedWords and minOverlap of the shorter headline. */
  private linked(story: Story, wordIds: readonly number[], pass: number): boolean {
    const { minSharedWords, minOverlap } = this.rules;
    return story.members.some((member) => {
      const count = this.sharedWords(member, pass);
      return (
        count >= minSharedWords &&
        count / Math.min(wordIds.length, member.wordIds.length) >= minOverlap
      );
    });
  }

  /**
   * minCover and minCoverWithLink for the window's size, from the rules' (priorArticles × 5
   * articles or fewer, with the prior) to largeWindow's (its articles or more), log-linear:
   * set once a headline, not for each candidate.
   */
  private scaleCovers(): void {
    const rules = this.rules;
    const small = rules.priorArticles * 5;
    const articles = this.index.articles + rules.priorArticles;
    const share = Math.log(articles / small) / Math.log(rules.largeWindow.articles / small);
    const large = Math.min(1, Math.max(0, share));
    this.covers = {
      minCover: rules.minCover + (rules.largeWindow.minCover - rules.minCover) * large,
      minCoverWithLink:
        rules.minCoverWithLink +
        (rules.largeWindow.minCoverWithLink - rules.minCoverWithLink) * large,
    };
  }
}
