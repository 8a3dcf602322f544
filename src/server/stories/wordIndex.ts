import { type TermKind, termKind } from "../../shared/annotation.ts";
import type { StoryMember } from "./story.ts";
import type { StoryRules } from "./storyRules.ts";

/**
 * The window's words, as clustering (StoryMatcher) and grouping (groupStories) look them
 * up: each term's small integer id (interned once, kept while the process lives, as a
 * vocabulary grows slowly), its posting list (the articles using it, oldest first), the
 * strongest kind any article gave it, and its rarity.
 */
export class WordIndex {
  private readonly ids = new Map<string, number>();
  private readonly lists: StoryMember[][] = [];
  /** Per word id, the strongest kind any article gave it (see termKind). */
  private kinds = new Uint8Array(1024);
  /** Per word id, its rarity as of the index version `rated` names. */
  private rarities = new Float64Array(1024);
  private rated = new Uint32Array(1024);
  /** Bumped by each change to what rarity reads: the article count, a posting list. */
  private version = 1;
  private indexed = 0;

  constructor(private readonly rules: Pick<StoryRules, "priorArticles" | "genericWord">) {}

  /** How many articles are indexed. */
  get articles(): number {
    return this.indexed;
  }

  /** How many word ids there are: per-id scratch arrays are this long or longer. */
  get size(): number {
    return this.lists.length;
  }

  /** A term's id, interned on first sight (its posting list empty); raises its kind to `kind`. */
  idOf(word: string, kind: TermKind): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.lists.length;
      this.ids.set(word, id);
      this.lists.push([]);
      if (id >= this.kinds.length) {
        this.kinds = grown(this.kinds, new Uint8Array(this.kinds.length * 2));
        this.rarities = grown(this.rarities, new Float64Array(this.rarities.length * 2));
        this.rated = grown(this.rated, new Uint32Array(this.rated.length * 2));
      }
    }
    this.kinds[id] = Math.max(this.kinds[id] as number, kind);
    return id;
  }

  /** A known term's id. */
  knownId(word: string): number | undefined {
    return this.ids.get(word);
  }

  kindOf(id: number): TermKind {
    return this.kinds[id] as TermKind;
  }

  /** Whether a term is a name (termKind.entity) where any article states it. */
  isName(id: number): boolean {
    return this.kinds[id] === termKind.entity;
  }

  /** The articles using a word id, oldest first. */
  postings(id: number): readonly StoryMember[] {
    return this.lists[id] as StoryMember[];
  }

  /** Adds an article to the posting lists of its words. */
  add(member: StoryMember): void {
    for (const id of member.wordIds) this.lists[id]?.push(member);
    this.indexed++;
    this.version++;
  }

  /** Takes articles out of every posting list (word ids stay interned). */
  remove(gone: ReadonlySet<StoryMember>): void {
    for (let id = 0; id < this.lists.length; id++) {
      const list = this.lists[id] as StoryMember[];
      if (list.some((m) => gone.has(m))) this.lists[id] = list.filter((m) => !gone.has(m));
    }
    this.indexed -= gone.size;
    this.version++;
  }

  /**
   * How telling a word is: its inverse document frequency over the indexed articles (the
   * window), ln(1 + articles / articles using it). A word no article uses yet weighs most.
   * The prior keeps weights sane while few articles are indexed (at start): with three
   * articles, a word two of them use is not yet a common word. Computed once per id while
   * the index stays as it is: candidates read it far more often than articles come.
   */
  rarity(id: number): number {
    if (this.rated[id] === this.version) return this.rarities[id] as number;
    const articles = this.indexed + this.rules.priorArticles;
    const rarity = Math.log(1 + articles / ((this.lists[id]?.length ?? 0) + 1));
    this.rarities[id] = rarity;
    this.rated[id] = this.version;
    return rarity;
  }

  /** The posting length past which a word is generic (see StoryRules.genericWord). */
  genericLength(): number {
    const { articles, share } = this.rules.genericWord;
    return Math.max(articles, this.indexed * share);
  }

  /** Word ids, those with the shortest posting lists first (a stable sort). */
  rarestFirst(wordIds: readonly number[]): number[] {
    const sorted: number[] = [];
    for (const id of wordIds) {
      const length = (this.lists[id] as StoryMember[]).length;
      let at = sorted.length;
      while (at > 0 && (this.lists[sorted[at - 1] as number] as StoryMember[]).length > length)
        at--;
      sorted.splice(at, 0, id);
    }
    return sorted;
  }
}

function grown<T extends Uint8Array | Uint32Array | Float64Array>(array: T, larger: T): T {
  larger.set(array);
  return larger;
}
