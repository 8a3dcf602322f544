import type { StoryClusters } from "./clusterStories.ts";
import type { StoryBook } from "./storyBook.ts";
import type { StoryView } from "./storyViews.ts";

/** How much a story's reports grow before what ties them is found again (see termsOf). */
const termsGrowth = 1.25;

/**
 * What ties each current story's reports (`why.terms`), for the catalog: the terms found
 * for each story, and the stories recorded without theirs, found later (see findTerms).
 * The clustering is passed to each call: the catalog drops it when it follows the store.
 */
export class StoryTerms {
  /** Each story's terms, with how many reports and publishers they were found for. */
  private readonly terms = new Map<
    string,
    { reports: number; publishers: number; terms: readonly string[] }
  >();
  /** The stories recorded since their terms were last found (see findTerms). */
  private readonly termsDue = new Set<string>();

  constructor(private readonly book: StoryBook) {}

  /** Whether some stories' terms are to be found (see findTerms). */
  get pending(): boolean {
    return this.termsDue.size > 0;
  }

  /** A story recorded without its terms: findTerms finds them. */
  markDue(id: string): void {
    this.termsDue.add(id);
  }

  /** Forgets the terms of stories no longer current. */
  prune(views: ReadonlyMap<string, StoryView>): void {
    for (const id of this.terms.keys()) if (!views.has(id)) this.terms.delete(id);
  }

  /**
   * Finds the terms of the stories recorded without them, until `deadline`
   * (performance.now() ms; Infinity: all), and records them; returns whether some remain.
   */
  findTerms(
    deadline: number,
    views: ReadonlyMap<string, StoryView>,
    clusters: StoryClusters | undefined,
  ): boolean {
    for (const id of this.termsDue) {
      if (performance.now() > deadline) return true;
      this.termsDue.delete(id);
      const view = views.get(id);
      const known = this.book.record(id);
      if (view && known)
        this.book.setRecord({ ...known, terms: this.termsOf(view, true, clusters) ?? [] });
    }
    return false;
  }

  /**
   * What ties a story's reports (`why.terms`), found again only when its reports change: by
   * the clustering where this instance clusters, else as the store has them.
   */
  termsOf(view: StoryView, find: true, clusters: StoryClusters | undefined): readonly string[];
  termsOf(
    view: StoryView,
    find: boolean,
    clusters: StoryClusters | undefined,
  ): readonly string[] | undefined;
  termsOf(
    view: StoryView,
    find: boolean,
    clusters: StoryClusters | undefined,
  ): readonly string[] | undefined {
    const stored = this.book.record(view.id)?.terms ?? [];
    // Down to one publisher served, the story still has the others archived: its terms
    // stay. (One publisher's follow-ups are tied by the follow-up rule, not by terms.)
    if (!clusters || view.sourceCount < 2) return stored;
    const reports = view.articles.length;
    const known = this.terms.get(view.id);
    // Found again when a publisher joins or leaves, or the reports change by a quarter:
    // finding them reads every headline, and what ties a story of hundreds changes slowly.
    if (
      known &&
      known.publishers === view.sourceCount &&
      reports >= known.reports &&
      reports < known.reports * termsGrowth
    )
      return known.terms;
    if (!find) return undefined;
    const terms = clusters.whyTerms(view.articles.map((article) => article.item.key));
    this.terms.set(view.id, { reports, publishers: view.sourceCount, terms });
    return terms;
  }
}
