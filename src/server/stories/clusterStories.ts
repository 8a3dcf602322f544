import { articleTerms } from "./articleTerms.ts";
import { groupStories } from "./groupStories.ts";
import { RegroupSchedule } from "./regroupSchedule.ts";
import { type Story, type StoryInput, type StoryMember, storyIdOf } from "./story.ts";
import { StoryMatcher } from "./storyMatcher.ts";
import { type StoryRules, storyRules } from "./storyRules.ts";
import { storyWhy } from "./storyWhy.ts";
import { WordIndex } from "./wordIndex.ts";

/**
 * Incremental story clustering. Each new article joins, in order: the story of the same
 * canonical link (rule 1); of the same normalized title within the window (rule 2); the story of the most
 * similar recent headline of another publisher (rule 3: StoryMatcher). Precision first: an
 * article never joins a story its publisher already covers by rule 3 (a publisher's
 * follow-up is not another source), an article matching nothing starts its own story, and
 * stories never merge, but for one case: a story that grows takes in a lone earlier
 * headline it now fits (see takeInLoners).
 * These rules' stories are events (StoryMember.event). The stories shown
 * (StoryMember.story, read through member) are broader: the reports the rules leave alone
 * join the story of their subject, or each other, when most alike (see groupStories).
 */
export class StoryClusters {
  private readonly byKey = new Map<string, StoryMember>();
  private readonly byTitle = new Map<string, Story>();
  private readonly byId = new Map<string, Story>();
  private readonly index: WordIndex;
  private readonly matcher: StoryMatcher;
  private readonly schedule: RegroupSchedule;

  constructor(private readonly rules: StoryRules = storyRules) {
    this.index = new WordIndex(rules);
    this.matcher = new StoryMatcher(this.index, rules);
    this.schedule = new RegroupSchedule(rules.schedule);
  }

  /**
   * Adds an article (a known key is a no-op) and returns the rules' story of it (its event).
   * An article alone in its story may later be taken into another (see takeInLoners) or
   * grouped with others (see groupStories): `member(key).story` is current.
   */
  add(input: StoryInput): Story {
    const known = this.byKey.get(input.key);
    if (known) return known.event;
    const terms = articleTerms(input, this.index, this.rules);
    const identity = input.titleKey.length >= this.rules.minTitleKeyLength;
    const titled = identity ? this.titled(input) : undefined;
    const matched = titled ?? this.matcher.bestMatch(input, terms);
    const story = matched ?? this.newStory(input);
    // Spelled out rather than spread: one object shape keeps the matcher's loops monomorphic.
    const member: StoryMember = {
      key: input.key,
      titleKey: input.titleKey,
      title: input.title,
      publisher: input.publisher,
      seenAt: input.seenAt,
      words: terms.words,
      wordIds: terms.wordIds,
      factors: terms.factors,
      units: terms.units,
      titleFigures: terms.titleFigures,
      titleNames: terms.titleNames,
      names: terms.names,
      caseless: terms.caseless,
      describes: terms.describes,
      event: story,
      story,
    };
    this.join(story, member);
    this.byKey.set(input.key, member);
    this.schedule.added();
    if (identity && !titled) this.byTitle.set(input.titleKey, story);
    this.index.add(member);
    if (matched && !titled) this.takeInLoners(story);
    return story;
  }

  /**
   * The story of the same normalized title (rule 2), when one of its reports is within the
   * window of this one: a headline a publisher reuses ("Featured Advertiser", "Letters to
   * the editor") names a new item each time, not one story across months.
   */
  private titled(input: StoryInput): Story | undefined {
    const story = this.byTitle.get(input.titleKey);
    const { windowMs } = this.rules;
    return story?.members.some((m) => Math.abs(m.seenAt - input.seenAt) <= windowMs)
      ? story
      : undefined;
  }

  /** Makes a member part of a story and updates what the story says. */
  private join(story: Story, member: StoryMember): void {
    member.event = story;
    member.story = story.shown ?? story;
    story.members.push(member);
    for (const id of member.wordIds) story.vocabulary.set(id, (story.vocabulary.get(id) ?? 0) + 1);
    for (const figure of member.titleFigures) story.figures.push(figure);
    this.updateCore(story);
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
   * A story that just grew by rule 3 says more, so a headline it turned away earlier may fit
   * it now: the order articles come in should not decide. Each lone headline bestMatch met
   * (a story of one article, so no page links it yet) is weighed against the grown story by
   * the same rules as a new headline, and joins it when it fits; its own story ends.
   */
  private takeInLoners(story: Story): void {
    for (const loner of this.matcher.loners) {
      if (loner === story || loner.members.length !== 1) continue;
      const member = loner.members[0] as StoryMember;
      if (!this.matcher.fits(story, member)) continue;
      this.byId.delete(loner.id);
      if (this.byTitle.get(member.titleKey) === loner) this.byTitle.set(member.titleKey, story);
      this.join(story, member);
    }
  }

  /** Recomputes a story's core (the words most of its members use) from its vocabulary. */
  private updateCore(story: Story): void {
    const quorum = Math.ceil(story.members.length * this.rules.coreQuorum);
    story.core.length = 0;
    for (const [id, users] of story.vocabulary) if (users >= quorum) story.core.push(id);
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
      figures: [],
      core: [],
      pass: 0,
      shown: undefined,
    };
    this.byId.set(id, story);
    return story;
  }

  /**
   * Forgets articles first seen before `before` that `keep` no longer wants (no source
   * carries them), and stories left without members: memory stays bounded by the window.
   */
  prune(before: number, keep: (key: string) => boolean): void {
    const gone = new Set<StoryMember>();
    for (const member of this.byKey.values())
      if (member.seenAt < before && !keep(member.key)) gone.add(member);
    this.schedule.prunedNow(gone.size);
    if (gone.size === 0) return;
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
      else this.updateCore(story);
    }
    this.index.remove(gone);
  }

  /**
   * An article by key, its `story` current: read after adds or a prune, it regroups first
   * when the schedule says so (see RegroupSchedule.due, without a clock); until then the
   * newest show as shown() says.
   */
  member(key: string): StoryMember | undefined {
    if (this.schedule.due(this.byKey.size)) this.regroup();
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

  story(id: string): Story | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byKey.size;
  }

  /**
   * Why a story's reports are together: up to `limit` words they share, strongest first,
   * as clustering weighs them and as their headlines write them ("Meridale", "floods").
   * `keys` are the story's current reports (unknown keys are left out); see storyWhy.
   */
  whyTerms(keys: readonly string[], limit = 5): string[] {
    const members = [...new Set(keys)].flatMap((key) => this.byKey.get(key) ?? []);
    return storyWhy(members, this.index, this.rules, limit);
  }

  /** Whether a caller with a clock should regroup now (see RegroupSchedule.due). */
  regroupDue(now: number): boolean {
    return this.schedule.due(this.byKey.size, now);
  }

  /** How long until the articles added since the last regroup should be grouped (ms). */
  regroupDueIn(now: number): number | undefined {
    return this.schedule.dueIn(now);
  }

  /**
   * Sets every event's and member's story to its group's (see groupStories). A caller with
   * a clock gives `now`, which the schedule counts from (RegroupSchedule.due).
   */
  regroup(now?: number): void {
    this.schedule.grouped(now);
    const representative = groupStories(this.byId.values(), this.index, this.rules);
    for (const event of this.byId.values()) event.shown = representative.get(event);
    for (const member of this.byKey.values()) member.story = member.event.shown ?? member.event;
  }
}
